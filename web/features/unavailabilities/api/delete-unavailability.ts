import { api } from '@/lib/api';

/** DELETE /api/coaches/{userId}/unavailabilities/{id}: 204. */
export const deleteUnavailabilityRequest = (coachId: number, id: number) =>
  api.delete<void>(`coaches/${coachId}/unavailabilities/${id}`);
