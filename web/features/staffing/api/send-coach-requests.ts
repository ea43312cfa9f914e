import { api } from '@/lib/api';
import type { CoachRequest, SendRequestsBody } from '@/lib/contract';

/**
 * POST /api/workshops/{id}/coach-requests: asks the coaches (for every workshop of the series); the workshop becomes
 * coaches_requested. 201 with the workshop's requests; 422 `at_least_one_person` on `coach_ids` without anybody.
 */
export const sendCoachRequestsRequest = (workshopId: number, body: SendRequestsBody) =>
  api.post<CoachRequest[]>(`workshops/${workshopId}/coach-requests`, body);
