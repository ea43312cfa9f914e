import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import { authStore, logout, setUser } from '../auth-store';
import { currentUserKey, useCurrentUserSync } from './current-user';

const user: User = {
  id: 7,
  role: 'coach',
  language: 'de',
  firstname: 'Lea',
  lastname: 'B',
  email: 'lea@example.org',
  state: 'active',
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>
);

function signIn() {
  act(() => authStore.set({ token: 't', userId: user.id, role: user.role, expiresAt: Date.now() + 3_600_000, user }));
}

/** GET /api/user answered only when the test says so. */
function heldUserAnswer() {
  let answer: (body: User) => void = () => undefined;
  const held = new Promise<User>((resolve) => (answer = resolve));
  mockApi({ 'GET /api/user': async () => json(200, { data: await held }) });
  return (body: User) => act(() => answer(body));
}

describe('useCurrentUserSync', () => {
  afterEach(() => logout({ remote: false }));

  it("replaces the stored user with the server's", async () => {
    signIn();
    const answer = heldUserAnswer();
    renderHook(() => useCurrentUserSync(), { wrapper });
    answer({ ...user, state: 'processing' });
    await waitFor(() => expect(authStore.get().user?.state).toBe('processing'));
  });

  it('drops an answer older than a language changed meanwhile', async () => {
    signIn();
    const answer = heldUserAnswer();
    // The sync's answer as SWR holds it: there once the request has ended.
    const { result } = renderHook(
      () => {
        useCurrentUserSync();
        return useSWR(currentUserKey).data as unknown;
      },
      { wrapper },
    );
    // The refresh is under way; the user switches to French, which the server saved and answered.
    act(() => setUser({ ...user, language: 'fr' }));
    answer({ ...user, language: 'de' });
    await waitFor(() => expect(result.current).toBeDefined());
    expect(authStore.get().user?.language).toBe('fr');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ language: 'fr' });
  });
});
