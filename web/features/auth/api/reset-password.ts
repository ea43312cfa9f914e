import { api } from '@/lib/api';
import type { PasswordResetBody } from '@/lib/contract';

/** POST /api/password/reset -> { id } on success. */
export const resetPasswordRequest = (body: PasswordResetBody) =>
  api.post<{ id?: number } | null>('password/reset', body, { token: null });
