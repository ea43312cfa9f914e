import { api } from '@/lib/api';
import type { User } from '@/lib/contract';

/** POST /api/coaches/{id}/approve: processing -> active; 409 when the profile is not awaiting approval. */
export const approveCoachRequest = (id: number) => api.post<User>(`coaches/${id}/approve`);
