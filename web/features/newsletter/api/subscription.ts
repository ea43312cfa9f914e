import { api } from '@/lib/api';
import type { Subscription } from '@/lib/contract';

/** POST /api/newsletter/confirm (no sign-in): the double opt-in link; 400 token_invalid. */
export const confirmSubscription = (token: string) => api.post<Subscription>('newsletter/confirm', { token }, { token: null });

/** POST /api/newsletter/unsubscribe (no sign-in): the link in every newsletter; 400 token_invalid. */
export const unsubscribe = (token: string) => api.post<Subscription>('newsletter/unsubscribe', { token }, { token: null });
