import useSWR from 'swr';
import { api } from '@/lib/api';
import type { PasswordTokenInfo } from '@/lib/contract';

export const passwordTokenKey = (token: string) => `password/find/${encodeURIComponent(token)}`;

/** GET /api/password/find/{token} -> { email, token }, or 404 token_invalid. */
export const findPasswordToken = (token: string) => api.get<PasswordTokenInfo>(passwordTokenKey(token), { token: null });

export function usePasswordToken(token: string) {
  return useSWR(token ? passwordTokenKey(token) : null, () => findPasswordToken(token), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
