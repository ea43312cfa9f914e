import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/features/auth';
import type { User } from '@/lib/contract';
import { storageKeys } from '@/lib/storage';
import { createStore } from '@/lib/store';
import { followUserLanguage, initialLanguage, routeLanguageIsNewChoice } from './user-language';

const coach: User = {
  id: 4,
  role: 'coach',
  language: 'fr',
  firstname: 'Camille',
  lastname: 'Favre',
  email: 'camille@example.org',
  state: 'active',
};

const signedOut: AuthState = {
  token: null,
  userId: null,
  role: null,
  user: null,
  expiresAt: null,
  error: null,
  loading: false,
  redirectPath: '/',
};
const signedIn = (user: User): Partial<AuthState> => ({ token: 't', user, userId: user.id, role: user.role });

describe('initial language', () => {
  afterEach(() => localStorage.clear());

  it('is the restored user’s saved language on a device that remembers another one', () => {
    localStorage.setItem(storageKeys.language, 'de');
    expect(initialLanguage({ ...signedOut, ...signedIn(coach) }, '/manager')).toBe('fr');
  });

  it('follows a language route in the address when nobody is signed in', () => {
    localStorage.setItem(storageKeys.language, 'de');
    expect(initialLanguage(signedOut, '/it/coach-request/token')).toBe('it');
  });

  it('stays in the saved language until a language route is saved as the new choice', () => {
    expect(initialLanguage({ ...signedOut, ...signedIn(coach) }, '/it/manager/coach-requests')).toBe('fr');
  });

  it('is the prepared document’s language (an evaluation’s own) when the browser chose none', () => {
    localStorage.removeItem(storageKeys.language);
    expect(initialLanguage(signedOut, '/evaluations/token', 'it')).toBe('it');
    expect(initialLanguage(signedOut, '/fr/evaluations/token', 'it')).toBe('fr');
    localStorage.setItem(storageKeys.language, 'en');
    expect(initialLanguage(signedOut, '/evaluations/token', 'it')).toBe('en');
  });

  it('is the browser’s last choice when nobody is signed in', () => {
    localStorage.setItem(storageKeys.language, 'en');
    expect(initialLanguage(signedOut, '/login')).toBe('en');
  });
});

describe('following the signed-in user’s language', () => {
  it('switches to the saved language at sign-in and when the server’s user brings another one', () => {
    const store = createStore<AuthState>(signedOut);
    const activate = vi.fn();
    followUserLanguage(store, activate);

    store.set(signedIn(coach));
    expect(activate).toHaveBeenLastCalledWith('fr');

    // The same user again (e.g. the periodic "who am I"): nothing to switch.
    store.set({ user: { ...coach } });
    expect(activate).toHaveBeenCalledTimes(1);

    // Changed on another device: the next user from the server brings Italian.
    store.set({ user: { ...coach, language: 'it' } });
    expect(activate).toHaveBeenLastCalledWith('it');
    expect(activate).toHaveBeenCalledTimes(2);
  });

  it('does not touch the language on sign-out, and switches again at the next sign-in', () => {
    const store = createStore<AuthState>({ ...signedOut, ...signedIn(coach) });
    const activate = vi.fn();
    followUserLanguage(store, activate);

    store.replace(signedOut);
    expect(activate).not.toHaveBeenCalled();
    store.set(signedIn(coach));
    expect(activate).toHaveBeenCalledWith('fr');
  });
});

describe('a language route while signed in', () => {
  it('is a new choice only when it differs from the saved language', () => {
    const state = { ...signedOut, ...signedIn(coach) };
    expect(routeLanguageIsNewChoice(state, 'de')).toBe(true);
    expect(routeLanguageIsNewChoice(state, 'fr')).toBe(false);
    expect(routeLanguageIsNewChoice(signedOut, 'de')).toBe(false);
  });
});
