import { api } from '@/lib/api';
import type { PasswordTokenInfo } from '@/lib/contract';
import { usePublicData } from '@/lib/public-data';

export const passwordTokenKey = (token: string) => `password/find/${encodeURIComponent(token)}`;

/** GET /api/password/find/{token} -> { email, token }, or 404 token_invalid. */
export const findPasswordToken = (token: string) => api.get<PasswordTokenInfo>(passwordTokenKey(token), { token: null });

export function usePasswordToken(token: string) {
  return usePublicData(token ? passwordTokenKey(token) : null, () => findPasswordToken(token), { retry: false });
}
