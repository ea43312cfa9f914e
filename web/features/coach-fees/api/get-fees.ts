import useSWR from 'swr';
import { api } from '@/lib/api';
import type { FeeDetail, FeeList, FeeListState, FinanceFeeOptions } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

export interface FeesQuery {
  state: FeeListState;
  month?: string;
  coach_id?: number;
  workshop_id?: number;
  page?: number;
  per_page?: number;
}

/** GET /api/coach-fees/finance/{state} (finance): fees and extra fees with totals over every matching row. */
export function useFinanceFees({ state, ...filters }: FeesQuery) {
  const key = apiListPath(`coach-fees/finance/${state}`, { page: 1, per_page: 50, ...filters });
  return useSWR(key, () => api.get<FeeList>(key), { keepPreviousData: true });
}

/**
 * GET /api/coach-fees/finance/options (finance): the coaches, and the placed workshops matching `q` and `coach_id`
 * (the nearest 50), for the filters and extra fees.
 */
export function useFeeOptions(filter: { q?: string; coach_id?: number } = {}) {
  const key = apiListPath('coach-fees/finance/options', filter);
  return useSWR(key, () => api.get<FinanceFeeOptions>(key), { keepPreviousData: true });
}

/** GET /api/coach-fees/{id} (finance): a fee with the history of its amount. */
export const useFeeDetail = (id: number | null) =>
  useSWR(id ? `coach-fees/${id}` : null, () => api.get<FeeDetail>(`coach-fees/${id}`));
