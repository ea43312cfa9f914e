import { useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { api } from '@/lib/api';
import type { StatisticsReport } from '@/lib/contract';
import { reportApiPath, type ReportQuery } from '../report-query';

/** GET /api/statistics: the figures of the filtered workshops and inquiries. */
export const getReport = (query: ReportQuery) => api.get<StatisticsReport>(reportApiPath(query));

/**
 * Names (offered workshops, grades, questions) come in the reader's language: the language is part of the key. A
 * `null` query fetches nothing (no previous school year to compare with); `keepPrevious` false for the previous year,
 * which must never show another year's figures while it loads.
 */
export function useReport(query: ReportQuery | null, keepPrevious = true) {
  const { i18n } = useLingui();
  return useSWR(query && [reportApiPath(query), i18n.locale], () => getReport(query!), { keepPreviousData: keepPrevious });
}
