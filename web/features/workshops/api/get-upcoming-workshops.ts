import useSWR from 'swr';
import { api } from '@/lib/api';
import type { WorkshopList, WorkshopListQuery } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

export const upcomingWorkshopsKey = (query: WorkshopListQuery) => apiListPath('workshops/upcoming', query);

/** GET /api/workshops/upcoming: workshops from today on that will take place (finance, admin, associate). */
export const getUpcomingWorkshops = (query: WorkshopListQuery) => api.get<WorkshopList>(upcomingWorkshopsKey(query));

export const useUpcomingWorkshops = (query: WorkshopListQuery) =>
  useSWR(upcomingWorkshopsKey(query), () => getUpcomingWorkshops(query), { keepPreviousData: true });
