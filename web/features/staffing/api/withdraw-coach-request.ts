import { api } from '@/lib/api';

/** DELETE /api/workshops/coach-requests/{id}: withdraws an open request (new-request or approved); 204. */
export const withdrawCoachRequestRequest = (requestId: number) => api.delete<void>(`workshops/coach-requests/${requestId}`);
