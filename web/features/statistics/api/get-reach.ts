import type { StatisticsReach } from '@contract/statistics/reach.schemas';
import { useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { api } from '@/lib/api';
import { reportApiPath, type ReportQuery } from '../report-query';

/** `statistics/reach?…`: the report's own query (same filters, same order) on the reach route. */
export const reachApiPath = (query: ReportQuery) => reportApiPath(query, 'statistics/reach');

/** GET /api/statistics/reach: whom the filtered workshops reached (docs/decisions/062-reach.md). */
export const getReach = (query: ReportQuery) => api.get<StatisticsReach>(reachApiPath(query));

/**
 * Names (offered workshops, languages, educational systems) come in the reader's language: it is part of the key.
 * `null`: nothing to fetch (as `useReport`).
 */
export function useReach(query: ReportQuery | null, keepPrevious = true) {
  const { i18n } = useLingui();
  return useSWR(query && [reachApiPath(query), i18n.locale], () => getReach(query!), { keepPreviousData: keepPrevious });
}
