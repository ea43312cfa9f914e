import { useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import type { z } from 'zod';
import { api } from '@/lib/api';
import type { OfferedWorkshop } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';
import type { ByAudience } from '@contract/evaluations/statistics.schemas';
import type { ByAudienceUrlSchema } from '../statistics-url';

export type { ByAudience };
export type ByAudienceUrlQuery = z.output<typeof ByAudienceUrlSchema>;

const byAudiencePath = (query: ByAudienceUrlQuery) =>
  apiListPath('evaluations/by-audience', {
    from: query.from,
    to: query.to,
    kind: query.kind,
    offered_workshop_id: query.offered,
    workshop_id: query.workshop,
    page: query.page,
  });

/** GET /api/evaluations/by-audience: per offered workshop, a page of workshops, and one workshop's detail. */
export const getEvaluationsByAudience = (query: ByAudienceUrlQuery) => api.get<ByAudience>(byAudiencePath(query));

/** Titles and question wording come in the reader's language: the language is part of the key. */
export function useEvaluationsByAudience(query: ByAudienceUrlQuery) {
  const { i18n } = useLingui();
  return useSWR([byAudiencePath(query), i18n.locale], () => getEvaluationsByAudience(query), { keepPreviousData: true });
}

/** GET /api/master-data/workshops: the catalogue, for the offered-workshop filter. */
export const useOfferedWorkshopOptions = () =>
  useSWR('master-data/workshops', () => api.get<OfferedWorkshop[]>('master-data/workshops'), { revalidateOnFocus: false });
