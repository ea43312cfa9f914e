import { api } from '@/lib/api';
import type { SendBackBody, User } from '@/lib/contract';

/** POST /api/coaches/{id}/send-back: processing -> incomplete; the coach gets the reason by email. */
export const sendBackCoachRequest = (id: number, body: SendBackBody) => api.post<User>(`coaches/${id}/send-back`, body);
