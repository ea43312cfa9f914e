import { api } from '@/lib/api';
import type { AllocationForm, CoachIdBody } from '@/lib/contract';

/**
 * POST /api/workshops/{id}/assign-coach: places a coach (whole series); once enough are placed the workshop becomes
 * to-realize. Answers the updated allocation form.
 */
export const assignCoachRequest = (workshopId: number, body: CoachIdBody) =>
  api.post<AllocationForm>(`workshops/${workshopId}/assign-coach`, body);
