import { api } from '@/lib/api';
import type { LoginBody, LoginResult } from '@/lib/contract';

/** POST /api/login -> { token, expires_at (unix s), user }. Sent without a token: a 401 here is "wrong credentials". */
export const loginRequest = (body: LoginBody) => api.post<LoginResult>('login', body, { token: null });
