import { api } from '@/lib/api';
import type { OwnCoachRequest } from '@/lib/contract';
import { usePublicData } from '@/lib/public-data';

export const requestByLinkKey = (token: string) => `coaches/requests/link/${encodeURIComponent(token)}`;

/** GET /api/coaches/requests/link/{token} (no sign-in): the request behind the mail's link; 400 token_invalid. */
export const getRequestByLink = (token: string) => api.get<OwnCoachRequest>(requestByLinkKey(token), { token: null });

export const useRequestByLink = (token: string) => usePublicData(requestByLinkKey(token), () => getRequestByLink(token));
