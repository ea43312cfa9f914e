import { api } from '@/lib/api';
import type { User } from '@/lib/contract';

/** POST /api/coaches/{id}/resend-invitation: a new temporary password (48 hours) for a coach who has none of their own. */
export const resendInvitationRequest = (id: number) => api.post<User>(`coaches/${id}/resend-invitation`);
