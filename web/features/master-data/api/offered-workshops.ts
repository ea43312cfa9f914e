import useSWR from 'swr';
import { api } from '@/lib/api';
import type { OfferedWorkshop, OfferedWorkshopListQuery } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

/** SWR keys of the catalogue start with this (to revalidate every search after a change). */
export const OFFERED_WORKSHOPS_PREFIX = 'master-data/workshops';

export const offeredWorkshopsKey = (query: OfferedWorkshopListQuery) => apiListPath(OFFERED_WORKSHOPS_PREFIX, query);

/** GET /api/master-data/workshops: every offer (inactive too) with all translations, files and usage. */
export const getOfferedWorkshops = (query: OfferedWorkshopListQuery) => api.get<OfferedWorkshop[]>(offeredWorkshopsKey(query));

export const useOfferedWorkshops = (query: OfferedWorkshopListQuery) =>
  useSWR(offeredWorkshopsKey(query), () => getOfferedWorkshops(query), { keepPreviousData: true });
