import type { StatisticsResponse } from '@contract/statistics/response.schemas';
import { useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { api } from '@/lib/api';
import { reportApiPath, type ReportQuery } from '../report-query';

/** `statistics/response?…`: the report's own query (same filters, same order) on the response route. */
export const responseApiPath = (query: ReportQuery) => reportApiPath(query, 'statistics/response');

/** GET /api/statistics/response: how many classes and teachers answered (docs/decisions/063-response-rates.md). */
export const getResponse = (query: ReportQuery) => api.get<StatisticsResponse>(responseApiPath(query));

/** Names come in the reader's language: it is part of the key. `null`: nothing to fetch (as `useReport`). */
export function useResponse(query: ReportQuery | null, keepPrevious = true) {
  const { i18n } = useLingui();
  return useSWR(query && [responseApiPath(query), i18n.locale], () => getResponse(query!), {
    keepPreviousData: keepPrevious,
  });
}
