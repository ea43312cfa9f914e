import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, configureApi } from '@/lib/api';
import type { User } from '@/lib/contract';
import { storageKeys } from '@/lib/storage';
import { contractCheckedFetch, json } from '@/test/api-mock';
import {
  authStore,
  completeTwoFactorLogin,
  handleTwoFactorSetupRequired,
  handleUnauthorized,
  login,
  logout,
  postLoginPath,
  restoreSession,
  setRedirectPath,
  setUser,
} from './auth-store';

const user: User = {
  id: 7,
  role: 'coach',
  language: 'de',
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna@example.org',
  state: 'active',
};

const NOW = new Date('2026-05-04T10:00:00Z').getTime();
const HOUR = 3_600_000;

function storeSession(expiresAt: number, token = 'stored-token') {
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.expirationDate, new Date(expiresAt).toISOString());
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

describe('auth store', () => {
  let fetchMock: Mock;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    fetchMock = vi.fn(async () => json(200, { data: { success: true } }));
    vi.stubGlobal('fetch', contractCheckedFetch(fetchMock));
    configureApi({ getToken: () => authStore.get().token, onUnauthorized: () => logout({ remote: false }) });
    logout({ remote: false });
  });

  afterEach(() => {
    logout({ remote: false });
    vi.useRealTimers();
  });

  it('restores a stored session whose expiry lies in the future', () => {
    storeSession(NOW + HOUR);
    expect(restoreSession()).toBe(true);
    const state = authStore.get();
    expect(state).toMatchObject({ token: 'stored-token', userId: 7, role: 'coach', user, loading: false, error: null });
    expect(state.expiresAt).toBe(NOW + HOUR);
  });

  it('logs out at start when the stored expiry has passed', () => {
    storeSession(NOW - 1000);
    expect(restoreSession()).toBe(false);
    expect(authStore.get().token).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.expirationDate)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('logs out at start when no expiry is stored', () => {
    localStorage.setItem(storageKeys.token, 't');
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    expect(restoreSession()).toBe(false);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('schedules the automatic logout for the remaining time of a restored session', () => {
    storeSession(NOW + HOUR);
    restoreSession();
    vi.advanceTimersByTime(HOUR - 1);
    expect(authStore.get().token).toBe('stored-token');
    vi.advanceTimersByTime(1);
    expect(authStore.get().token).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('logs in (loading, then token, user and expiry) and logs out automatically when the token expires', async () => {
    const expiresAt = Math.floor(NOW / 1000) + 2 * 3600;
    fetchMock.mockResolvedValueOnce(json(200, { data: { token: 'new-token', expires_at: expiresAt, user } }));

    const pending = login({ email: 'anna@example.org', password: 'secret' });
    expect(authStore.get().loading).toBe(true);
    const outcome = await pending;

    expect(outcome).toEqual({ ok: true, user });
    expect(authStore.get()).toMatchObject({ token: 'new-token', userId: 7, role: 'coach', loading: false, error: null });
    expect(authStore.get().expiresAt).toBe(expiresAt * 1000);
    expect(localStorage.getItem(storageKeys.token)).toBe('new-token');
    expect(Date.parse(localStorage.getItem(storageKeys.expirationDate)!)).toBe(expiresAt * 1000);
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toEqual(user);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBeUndefined();

    vi.advanceTimersByTime(2 * HOUR - 1);
    expect(authStore.get().token).toBe('new-token');
    vi.advanceTimersByTime(1);
    expect(authStore.get().token).toBeNull();
  });

  it('stores the error and stops loading when login fails', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'wrong_credentials', message: 'Wrong credentials' } }));
    const outcome = await login({ email: 'anna@example.org', password: 'wrong' });
    expect(outcome.ok).toBe(false);
    const state = authStore.get();
    expect(state.loading).toBe(false);
    expect(state.token).toBeNull();
    expect(state.error).toMatchObject({ status: 401, code: 'wrong_credentials' });
  });

  it('logout clears the state and the stored token, expiration date and user, and tells the server', () => {
    storeSession(NOW + HOUR);
    restoreSession();
    localStorage.setItem(storageKeys.language, 'fr');
    setRedirectPath('/manager/settings');

    logout();

    expect(authStore.get()).toMatchObject({ token: null, user: null, userId: null, role: null, redirectPath: '/' });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.expirationDate)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.language)).toBe('fr');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/logout');
    expect(init.headers.Authorization).toBe('Bearer stored-token');

    // The cancelled automatic logout does not fire later.
    vi.advanceTimersByTime(2 * HOUR);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("replaces the stored user with the server's user", () => {
    storeSession(NOW + HOUR);
    restoreSession();
    setUser({ ...user, state: 'processing' });
    expect(authStore.get().user?.state).toBe('processing');
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!).state).toBe('processing');
  });

  it('sends users with a temporary password to the password change first', () => {
    storeSession(NOW + HOUR);
    restoreSession();
    setRedirectPath('/manager/settings');
    expect(postLoginPath()).toBe('/manager/settings');
    setRedirectPath('/');
    expect(postLoginPath()).toBe('/manager');
    setUser({ ...user, state: 'change-password' });
    expect(postLoginPath()).toBe('/manager/profile/password');
  });

  it('with two-factor sign-in on: no session after the password, then one after the code', async () => {
    const expiresAt = Math.floor(NOW / 1000) + 3600;
    fetchMock.mockResolvedValueOnce(json(200, { data: { two_factor_challenge: 'signed-challenge', expires_at: expiresAt } }));

    const first = await login({ email: 'anna@example.org', password: 'secret' });
    expect(first).toEqual({ ok: 'two-factor', challenge: 'signed-challenge' });
    expect(authStore.get()).toMatchObject({ token: null, loading: false, error: null });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();

    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'two_factor_code_invalid', message: 'Wrong code' } }));
    const wrong = await completeTwoFactorLogin('signed-challenge', '000000');
    expect(wrong.ok).toBe(false);
    expect(authStore.get().token).toBeNull();

    fetchMock.mockResolvedValueOnce(json(200, { data: { token: 'two-factor-token', expires_at: expiresAt, user } }));
    const second = await completeTwoFactorLogin('signed-challenge', '123456');
    expect(second).toEqual({ ok: true, user });
    expect(authStore.get().token).toBe('two-factor-token');
    const [url, init] = fetchMock.mock.calls[2]!;
    expect(url).toBe('/api/login/two-factor');
    expect(JSON.parse(init.body as string)).toEqual({ challenge: 'signed-challenge', code: '123456' });
  });

  it('sends staff who must set up two-factor sign-in there first, also when a call is refused for it', () => {
    storeSession(NOW + HOUR);
    restoreSession();
    setRedirectPath('/manager/settings');
    setUser({ ...user, role: 'admin', two_factor_setup_required: true });
    expect(postLoginPath()).toBe('/manager/profile/two-factor');
    setUser({ ...user, role: 'admin' });
    expect(postLoginPath()).toBe('/manager/settings');
    handleTwoFactorSetupRequired();
    expect(authStore.get().user?.two_factor_setup_required).toBe(true);
    expect(postLoginPath()).toBe('/manager/profile/two-factor');
  });

  it('after the idle timeout signs out, goes to the login and keeps the reason for it; other 401s show nothing', () => {
    storeSession(NOW + HOUR);
    restoreSession();
    window.history.replaceState(null, '', '/manager/workshops?page=2');

    handleUnauthorized(new ApiError(401, 'session_expired', 'Signed out after inactivity'));

    expect(authStore.get()).toMatchObject({ token: null, redirectPath: '/manager/workshops?page=2' });
    expect(authStore.get().error?.code).toBe('session_expired');
    expect(window.location.pathname).toBe('/login');

    storeSession(NOW + HOUR);
    restoreSession();
    handleUnauthorized(new ApiError(401, 'unauthenticated', 'Authentication required'));
    expect(authStore.get().error).toBeNull();
  });
});
