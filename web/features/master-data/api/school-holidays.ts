import useSWR from 'swr';
import { api } from '@/lib/api';
import type { Canton, SchoolHoliday, SchoolHolidayImport } from '@/lib/contract';

export interface SchoolHolidayFilter {
  canton?: Canton;
  school_year?: string;
}

const query = (filter: SchoolHolidayFilter) =>
  new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();

export const schoolHolidaysKey = (filter: SchoolHolidayFilter) => {
  const search = query(filter);
  return `basedata/school-holidays${search ? `?${search}` : ''}`;
};

/** GET /api/basedata/school-holidays: by canton and date. */
export const useSchoolHolidays = (filter: SchoolHolidayFilter) =>
  useSWR(schoolHolidaysKey(filter), (key: string) => api.get<SchoolHoliday[]>(key), { keepPreviousData: true });

/** POST /api/basedata/school-holidays/import: replaces the canton's holidays of that year; 422 names each bad line. */
export const importSchoolHolidaysRequest = (body: SchoolHolidayImport) =>
  api.post<SchoolHoliday[]>('basedata/school-holidays/import', body);

/** DELETE /api/basedata/school-holidays: the canton's holidays of one school year. */
export const deleteSchoolHolidaysRequest = (canton: Canton, schoolYear: string) =>
  api.delete<void>(`basedata/school-holidays?${query({ canton, school_year: schoolYear })}`);
