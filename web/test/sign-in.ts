import { act } from '@testing-library/react';
import { authStore } from '@/features/auth';
import type { Role } from '@/lib/contract';

/** Signs a user of `role` in for a DOM test (no request): what the SPA holds after a login. */
export function signInAs(role: Role, { id = 3, language = 'de' as const } = {}) {
  act(() =>
    authStore.set({
      token: 't',
      userId: id,
      role,
      expiresAt: Date.now() + 3_600_000,
      user: { id, role, language, firstname: 'M', lastname: 'F', email: 'f@example.org', state: 'active' },
    }),
  );
}
