import { api } from '@/lib/api';
import type { AnswerBody, OwnCoachRequest } from '@/lib/contract';

/** PUT /api/coaches/requests/{id}: the coach answers (for the whole series); 409 invalid_transition when too late. */
export const answerRequest = (id: number, body: AnswerBody) => api.put<OwnCoachRequest>(`coaches/requests/${id}`, body);
