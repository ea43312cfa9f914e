import useSWR from 'swr';
import { api } from '@/lib/api';
import type { AllocationForm } from '@/lib/contract';

export const allocationFormKey = (workshopId: number) => `workshops/${workshopId}/form-allocations`;

/** GET /api/workshops/{id}/form-allocations: the workshop (dates, coaches needed), the placed coaches and the requests. */
export const getAllocationForm = (workshopId: number) => api.get<AllocationForm>(allocationFormKey(workshopId));

export const useAllocationForm = (workshopId: number) =>
  useSWR(Number.isInteger(workshopId) && workshopId > 0 ? allocationFormKey(workshopId) : null, () =>
    getAllocationForm(workshopId),
  );
