import useSWR from 'swr';
import { api } from '@/lib/api';
import type { User } from '@/lib/contract';
import { setUser } from '../auth-store';

export const currentUserKey = 'user';

/**
 * Keeps the stored user in step with the server (spec: the user returned by the server replaces the stored user):
 * on entering the back office and whenever the tab regains focus, e.g. after HR approved a coach's profile.
 */
export function useCurrentUserSync(): void {
  useSWR(currentUserKey, () => api.get<User>(currentUserKey), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onSuccess: setUser,
  });
}
