import { api } from '@/lib/api';
import type { Unavailability, UnavailabilityBody } from '@/lib/contract';

/** POST /api/coaches/{id}/unavailabilities: 201 with the new entry; 409 conflict for a recurring entry twice. */
export const createUnavailabilityRequest = (coachId: number, body: UnavailabilityBody) =>
  api.post<Unavailability>(`coaches/${coachId}/unavailabilities`, body);
