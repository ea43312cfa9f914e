import { api } from '@/lib/api';
import type { ResentLink } from '@/lib/contract';

/**
 * POST /api/evaluations/{id}/resend-link: the class's evaluation link mailed again with a new token; the old link stops
 * working, the closing day stays.
 */
export const resendEvaluationLinkRequest = (id: number) => api.post<ResentLink>(`evaluations/${id}/resend-link`);
