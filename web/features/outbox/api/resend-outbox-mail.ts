import { api } from '@/lib/api';
import type { OutboxDetail } from '@/lib/contract';

/** POST /api/outbox/{id}/resend: a failed mail is queued again; 409 if it is not failed or its content was removed. */
export const resendOutboxMail = (id: number) => api.post<OutboxDetail>(`outbox/${id}/resend`);
