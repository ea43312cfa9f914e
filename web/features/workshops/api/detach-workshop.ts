import { api } from '@/lib/api';
import type { WorkshopSummary } from '@/lib/contract';

/**
 * POST /api/workshops/{id}/detach: takes the date out of its series (before it is done), so that it can be
 * cancelled or changed alone; answers the workshops of the former series. No mail is sent.
 */
export const detachWorkshopRequest = (id: number) => api.post<WorkshopSummary[]>(`workshops/${id}/detach`);
