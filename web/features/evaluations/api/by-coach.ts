import { useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { apiListPath } from '@/lib/url-query';
import type { ByCoach } from '@contract/evaluations/statistics.schemas';
import type { ByCoachUrlSchema } from '../statistics-url';

export type { ByCoach };
export type ByCoachUrlQuery = z.output<typeof ByCoachUrlSchema>;

const byCoachPath = (query: ByCoachUrlQuery) =>
  apiListPath('evaluations/by-coach', { from: query.from, to: query.to, coach_id: query.coach });

/** GET /api/evaluations/by-coach: the coaches' key figures, or one coach's details (`coach`). */
export const getEvaluationsByCoach = (query: ByCoachUrlQuery) => api.get<ByCoach>(byCoachPath(query));

/** The question wording comes in the reader's language: the language is part of the key. */
export function useEvaluationsByCoach(query: ByCoachUrlQuery) {
  const { i18n } = useLingui();
  return useSWR([byCoachPath(query), i18n.locale], () => getEvaluationsByCoach(query), { keepPreviousData: true });
}
