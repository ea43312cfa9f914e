import { useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { api } from '@/lib/api';
import type { TrainerReport } from '@/lib/contract';

const trainerReportPath = (coachId: number) => `statistics/trainer/${coachId}`;

/** GET /api/statistics/trainer/{id}: one coach's school years (404 for a coach asking for someone else's). */
export const getTrainerReport = (coachId: number) => api.get<TrainerReport>(trainerReportPath(coachId));

export function useTrainerReport(coachId: number) {
  const { i18n } = useLingui();
  return useSWR([trainerReportPath(coachId), i18n.locale], () => getTrainerReport(coachId));
}
