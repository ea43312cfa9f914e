import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CalendarImportStatus } from '@/lib/contract';

export const coachCalendarImportKey = (coachId: number) => `coaches/${coachId}/calendar-import`;

/** GET /api/coaches/{id}/calendar-import: staff read a coach's calendar link (address masked). */
export const getCoachCalendarImport = (coachId: number) => api.get<CalendarImportStatus>(coachCalendarImportKey(coachId));

export const useCoachCalendarImport = (coachId: number) =>
  useSWR(coachCalendarImportKey(coachId), () => getCoachCalendarImport(coachId));
