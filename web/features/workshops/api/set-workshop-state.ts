import { api } from '@/lib/api';
import type { SetWorkshopStateBody, WorkshopSummary } from '@/lib/contract';

/** POST /api/workshops/{id}/set-state: the change applies to the whole series; answers the workshops changed. */
export const setWorkshopStateRequest = (id: number, body: SetWorkshopStateBody) =>
  api.post<WorkshopSummary[]>(`workshops/${id}/set-state`, body);
