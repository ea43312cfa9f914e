import { api } from '@/lib/api';
import type { Unavailability, UnavailabilityBody } from '@/lib/contract';

/** PUT /api/coaches/{userId}/unavailabilities/{id}: replaces the entry (its kind may change). */
export const updateUnavailabilityRequest = (coachId: number, id: number, body: UnavailabilityBody) =>
  api.put<Unavailability>(`coaches/${coachId}/unavailabilities/${id}`, body);
