import useSWR from 'swr';
import { api } from '@/lib/api';
import type { AllocationOverview } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';
import type { AllocationUrlQuery } from '../period';

export const allocationsKey = (query: AllocationUrlQuery) => apiListPath('workshops/allocations', query);

/** GET /api/workshops/allocations: the load per coach in a period and the workshops still lacking coaches. */
export const getAllocations = (query: AllocationUrlQuery) => api.get<AllocationOverview>(allocationsKey(query));

export const useAllocations = (query: AllocationUrlQuery | null) =>
  useSWR(query ? allocationsKey(query) : null, () => getAllocations(query!), { keepPreviousData: true });
