import { api } from '@/lib/api';
import type { AutoEscalation } from '@/lib/contract';

/** PUT /api/workshops/{id}/auto-escalation (admin, associate): turns automatic escalation on or off for the series. */
export const setAutoEscalationRequest = (workshopId: number, enabled: boolean) =>
  api.put<AutoEscalation>(`workshops/${workshopId}/auto-escalation`, { enabled });
