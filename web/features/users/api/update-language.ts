import { api } from '@/lib/api';
import type { UiLanguage, User } from '@/lib/contract';

/** PUT /api/users/settings/language -> the updated user. */
export const updateLanguageRequest = (language: UiLanguage) => api.put<User>('users/settings/language', { language });
