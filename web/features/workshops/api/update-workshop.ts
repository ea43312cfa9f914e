import { api } from '@/lib/api';
import type { WorkshopDetail, WorkshopUpdateBody } from '@/lib/contract';

/** PUT /api/workshops/{id}: 409 invalid_transition once invoiced or cancelled. */
export const updateWorkshopRequest = (id: number, body: WorkshopUpdateBody) => api.put<WorkshopDetail>(`workshops/${id}`, body);
