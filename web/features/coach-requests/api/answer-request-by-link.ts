import { api } from '@/lib/api';
import type { AnswerBody, OwnCoachRequest } from '@/lib/contract';
import { requestByLinkKey } from './get-request-by-link';

/** POST /api/coaches/requests/link/{token} (no sign-in): answers the request behind the mail's link. */
export const answerRequestByLink = (token: string, body: AnswerBody) =>
  api.post<OwnCoachRequest>(requestByLinkKey(token), body, { token: null });
