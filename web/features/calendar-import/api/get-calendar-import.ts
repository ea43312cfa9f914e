import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CalendarImportStatus } from '@/lib/contract';

export const calendarImportKey = 'profiles/calendar-import';

/** GET /api/profiles/calendar-import: the signed-in coach's linked calendar and its last import. */
export const getCalendarImport = () => api.get<CalendarImportStatus>(calendarImportKey);

export const useCalendarImport = () => useSWR(calendarImportKey, getCalendarImport);
