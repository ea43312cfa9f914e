import { api } from '@/lib/api';
import type { AllocationForm, CoachIdBody } from '@/lib/contract';

/** POST /api/workshops/{id}/dismiss-coach: removes a placed coach (whole series); 409 `last_coach` for the last one. */
export const dismissCoachRequest = (workshopId: number, body: CoachIdBody) =>
  api.post<AllocationForm>(`workshops/${workshopId}/dismiss-coach`, body);
