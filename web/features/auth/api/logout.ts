import { api } from '@/lib/api';

/** POST /api/logout: revokes the session on the server. Best effort; a 401 here is ignored. */
export const logoutRequest = (token: string) =>
  api.post<{ success: boolean }>('logout', undefined, { token, ignoreUnauthorized: true });
