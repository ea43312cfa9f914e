import useSWR from 'swr';
import { api } from '@/lib/api';
import type { WorkshopDetail } from '@/lib/contract';

export const workshopKey = (id: number) => `workshops/${id}`;

/** GET /api/workshops/{id}: the workshop with its inquiry, series, coaches, requests, orders, fees, evaluations. */
export const getWorkshop = (id: number) => api.get<WorkshopDetail>(workshopKey(id));

export const useWorkshop = (id: number) => useSWR(Number.isInteger(id) && id > 0 ? workshopKey(id) : null, () => getWorkshop(id));
