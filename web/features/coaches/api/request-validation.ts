import { api } from '@/lib/api';
import type { User } from '@/lib/contract';

/** PUT /api/coaches/request-validation -> the updated user, or 422 validation_failed listing missing profile fields. */
export const requestValidation = () => api.put<User>('coaches/request-validation');
