import useSWR from 'swr';
import { api } from '@/lib/api';
import type { UserSettings, UserSettingsUpdate } from '@/lib/contract';

export const userSettingsKey = 'users/settings';

/** GET /api/users/settings. */
export const getUserSettings = () => api.get<UserSettings>(userSettingsKey);

/** PUT /api/users/settings (partial) -> the full settings. */
export const updateUserSettings = (update: UserSettingsUpdate) => api.put<UserSettings>(userSettingsKey, update);

export const useUserSettings = () => useSWR(userSettingsKey, getUserSettings, { revalidateOnFocus: false });
