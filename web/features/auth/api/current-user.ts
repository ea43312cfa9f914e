import useSWR from 'swr';
import { api } from '@/lib/api';
import type { User } from '@/lib/contract';
import { setUserUnlessChangedSince, userVersion } from '../auth-store';

export const currentUserKey = 'user';

/** The server's user with the stored user's version when the request started. */
async function fetchCurrentUser(): Promise<{ user: User; version: number }> {
  const version = userVersion();
  return { user: await api.get<User>(currentUserKey), version };
}

/**
 * Keeps the stored user in step with the server (spec: the user returned by the server replaces the stored user):
 * on entering the back office and whenever the tab regains focus, e.g. after HR approved a coach's profile. An answer
 * older than a change made here meanwhile (a language just switched) is dropped.
 */
export function useCurrentUserSync(): void {
  useSWR(currentUserKey, fetchCurrentUser, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onSuccess: ({ user, version }) => setUserUnlessChangedSince(user, version),
  });
}
