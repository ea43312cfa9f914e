import useSWR from 'swr';
import { api } from '@/lib/api';
import type { WorkshopList, WorkshopListQuery } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

/** SWR keys of workshop lists start with these (to revalidate them after a change). */
export const WORKSHOP_LIST_PREFIXES = ['workshops?', 'workshops/upcoming?'] as const;

export const workshopsKey = (query: WorkshopListQuery) => apiListPath('workshops', query);

/** GET /api/workshops: a page of workshops with the counts per state (for the tabs). */
export const getWorkshops = (query: WorkshopListQuery) => api.get<WorkshopList>(workshopsKey(query));

export const useWorkshops = (query: WorkshopListQuery | null) =>
  useSWR(query ? workshopsKey(query) : null, () => getWorkshops(query!), { keepPreviousData: true });
