import { api } from '@/lib/api';
import type { ForgotPasswordBody } from '@/lib/contract';

/** POST /api/password/create: always answers success, whether or not the address exists. */
export const forgotPasswordRequest = (body: ForgotPasswordBody) =>
  api.post<{ success: boolean }>('password/create', body, { token: null });
