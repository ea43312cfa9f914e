import { api } from '@/lib/api';
import type { CoachSetStateBody, User } from '@/lib/contract';

/** POST /api/coaches/{id}/set-state (admin): deactivate, or reactivate an inactive coach. */
export const setCoachStateRequest = (id: number, body: CoachSetStateBody) => api.post<User>(`coaches/${id}/set-state`, body);
