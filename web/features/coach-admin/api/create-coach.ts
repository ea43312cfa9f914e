import { api } from '@/lib/api';
import type { CoachCreateBody, User } from '@/lib/contract';

/** POST /api/coaches: the coach gets a temporary password by email; 409 `email_taken` when the address is in use. */
export const createCoachRequest = (body: CoachCreateBody) => api.post<User>('coaches', body);
