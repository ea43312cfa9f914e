import { api } from '@/lib/api';
import type { LoginBody, LoginResult, TwoFactorChallenge, TwoFactorLoginBody } from '@/lib/contract';

/**
 * POST /api/login -> { token, expires_at (unix s), user }, or with two-factor sign-in on a challenge for the second
 * step. Sent without a token: a 401 here is "wrong credentials".
 */
export const loginRequest = (body: LoginBody) => api.post<LoginResult | TwoFactorChallenge>('login', body, { token: null });

/** POST /api/login/two-factor: the challenge and a TOTP or recovery code -> the session. */
export const twoFactorLoginRequest = (body: TwoFactorLoginBody) =>
  api.post<LoginResult>('login/two-factor', body, { token: null });
