import { api } from '@/lib/api';
import type { ChangePasswordBody, User } from '@/lib/contract';

/** PUT /api/users/password -> { user }; 422 old_password_wrong or validation_failed. */
export const changePasswordRequest = (body: ChangePasswordBody) => api.put<{ user: User }>('users/password', body);
