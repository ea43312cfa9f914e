import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CoachList, CoachListQuery } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

/** SWR keys of coach lists start with this (to revalidate them after a change). */
export const COACH_LIST_PREFIX = 'coaches?';

export const coachesKey = (query: CoachListQuery) => apiListPath('coaches', query);

/** GET /api/coaches: a page of coaches with the counts per state (for the tabs). */
export const getCoaches = (query: CoachListQuery) => api.get<CoachList>(coachesKey(query));

export const useCoaches = (query: CoachListQuery) =>
  useSWR(coachesKey(query), () => getCoaches(query), { keepPreviousData: true });
