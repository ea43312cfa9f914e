import { navigate } from 'wouter/use-browser-location';
import { paths, isManagerPath } from '@/config/paths';
import { toApiError, type ApiError } from '@/lib/api';
import type { LoginBody, Role, User } from '@/lib/contract';
import { readStorage, removeStorage, storageKeys, writeStorage } from '@/lib/storage';
import { createStore, useStore } from '@/lib/store';
import { loginRequest, twoFactorLoginRequest } from './api/login';
import { logoutRequest } from './api/logout';

/** Client-side auth state (spec section 3): token, userId, role, user, error, loading, redirect path. */
export interface AuthState {
  token: string | null;
  userId: number | null;
  role: Role | null;
  user: User | null;
  /** Expiry of the token in epoch milliseconds. */
  expiresAt: number | null;
  error: ApiError | null;
  loading: boolean;
  /** Where to go after signing in; default `/`. */
  redirectPath: string;
}

export const DEFAULT_REDIRECT_PATH = '/';

const signedOut: AuthState = {
  token: null,
  userId: null,
  role: null,
  user: null,
  expiresAt: null,
  error: null,
  loading: false,
  redirectPath: DEFAULT_REDIRECT_PATH,
};

export const authStore = createStore<AuthState>(signedOut);

/** setTimeout holds at most 2^31-1 ms (~24.8 days); longer sessions are re-armed. */
const MAX_TIMEOUT_MS = 2_147_483_647;
let logoutTimer: ReturnType<typeof setTimeout> | undefined;

function clearLogoutTimer() {
  if (logoutTimer !== undefined) clearTimeout(logoutTimer);
  logoutTimer = undefined;
}

/** Schedules the automatic logout for the token's remaining lifetime. */
function scheduleAutoLogout(expiresAt: number) {
  clearLogoutTimer();
  const remaining = expiresAt - Date.now();
  if (remaining <= 0) {
    logout();
    return;
  }
  const capped = remaining > MAX_TIMEOUT_MS;
  logoutTimer = setTimeout(
    () => {
      logoutTimer = undefined;
      if (capped) scheduleAutoLogout(expiresAt);
      else logout();
    },
    capped ? MAX_TIMEOUT_MS : remaining,
  );
}

function parseStoredUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as User;
    return user && typeof user === 'object' && typeof user.id === 'number' && typeof user.role === 'string' ? user : null;
  } catch {
    return null;
  }
}

function startSession(token: string, expiresAt: number, user: User) {
  writeStorage(storageKeys.token, token);
  writeStorage(storageKeys.expirationDate, new Date(expiresAt).toISOString());
  writeStorage(storageKeys.user, JSON.stringify(user));
  authStore.set({ token, expiresAt, user, userId: user.id, role: user.role, error: null, loading: false });
  scheduleAutoLogout(expiresAt);
}

/**
 * The temporary password just typed at sign-in, kept in memory only (never stored) while the forced password change
 * waits, so that step does not ask for it again. Gone after a reload, a logout or the change.
 */
let temporaryPassword: string | null = null;
export const typedTemporaryPassword = (): string | null => temporaryPassword;
export const forgetTemporaryPassword = () => {
  temporaryPassword = null;
};

export type LoginOutcome =
  | { ok: true; user: User }
  | { ok: false; error: ApiError }
  /** The password was right; a code from the authenticator app (or a recovery code) must follow. */
  | { ok: 'two-factor'; challenge: string };

/** Signs in: loading -> logged in with token, user and expiry; on failure the error is stored and loading stops. */
export async function login(body: LoginBody): Promise<LoginOutcome> {
  authStore.set({ loading: true, error: null });
  try {
    const result = await loginRequest(body);
    if ('two_factor_challenge' in result) {
      authStore.set({ loading: false });
      return { ok: 'two-factor', challenge: result.two_factor_challenge };
    }
    temporaryPassword = result.user.state === 'change-password' ? body.password : null;
    startSession(result.token, result.expires_at * 1000, result.user);
    return { ok: true, user: result.user };
  } catch (thrown) {
    const error = toApiError(thrown);
    authStore.set({ loading: false, error });
    return { ok: false, error };
  }
}

/** The sign-in's second step: the challenge from `login` and a TOTP or recovery code. */
export async function completeTwoFactorLogin(challenge: string, code: string): Promise<LoginOutcome> {
  authStore.set({ loading: true, error: null });
  try {
    const result = await twoFactorLoginRequest({ challenge, code });
    startSession(result.token, result.expires_at * 1000, result.user);
    return { ok: true, user: result.user };
  } catch (thrown) {
    const error = toApiError(thrown);
    authStore.set({ loading: false, error });
    return { ok: false, error };
  }
}

/**
 * Clears the state and the stored token, expiration date and user. Tells the server (best effort) unless
 * `remote` is false, e.g. when the server already said the session is gone.
 */
export function logout(options: { remote?: boolean } = {}): void {
  const { token } = authStore.get();
  forgetTemporaryPassword();
  clearLogoutTimer();
  removeStorage(storageKeys.token, storageKeys.expirationDate, storageKeys.user);
  authStore.replace(signedOut);
  if (token && options.remote !== false) {
    logoutRequest(token).catch(() => {
      /* best effort: the token expires anyway */
    });
  }
}

/**
 * At start: restore the session when a token is stored and its expiry lies in the future (and schedule the
 * automatic logout for the remaining time); otherwise log out. Returns whether a session was restored.
 */
export function restoreSession(): boolean {
  const token = readStorage(storageKeys.token);
  const expiresAt = Date.parse(readStorage(storageKeys.expirationDate) ?? '');
  const user = parseStoredUser(readStorage(storageKeys.user));
  if (token && user && Number.isFinite(expiresAt) && expiresAt > Date.now()) {
    authStore.set({ token, expiresAt, user, userId: user.id, role: user.role, error: null, loading: false });
    scheduleAutoLogout(expiresAt);
    return true;
  }
  logout({ remote: false });
  return false;
}

/** Counts the writes of the stored user: a refresh started before one of them is older than what is stored. */
let userWrites = 0;
/** The write count now: hand it to `setUserUnlessChangedSince` with what a request started now returns. */
export const userVersion = () => userWrites;

/** The server's user replaces the stored one (language change, request validation, password change). */
export function setUser(user: User): void {
  if (!authStore.get().token) return;
  userWrites += 1;
  writeStorage(storageKeys.user, JSON.stringify(user));
  authStore.set({ user, userId: user.id, role: user.role });
}

/**
 * A refreshed user, read by a request that started at `version`, replaces the stored one unless the user was written
 * since (a language changed meanwhile): the older answer would undo that change.
 */
export function setUserUnlessChangedSince(user: User, version: number): void {
  if (userWrites === version) setUser(user);
}

export function setRedirectPath(path: string): void {
  authStore.set({ redirectPath: path });
}

export function clearAuthError(): void {
  if (authStore.get().error) authStore.set({ error: null });
}

/**
 * Where to go after signing in: the password change if forced, then the two-factor set-up if required, else the
 * remembered back-office path, else /manager.
 */
export function postLoginPath(state: AuthState = authStore.get()): string {
  if (state.user?.state === 'change-password') return paths.manager.changePassword.path;
  if (state.user?.two_factor_setup_required) return paths.manager.twoFactor.path;
  return isManagerPath(state.redirectPath) ? state.redirectPath : paths.manager.dashboard.path;
}

/**
 * A signed-in call was answered 401: the session is gone. Log out locally and go to /login, remembering the page.
 * After the idle timeout (`session_expired`) the login page says so.
 */
export function handleUnauthorized(error?: ApiError): void {
  const here = window.location.pathname + window.location.search;
  logout({ remote: false });
  if (isManagerPath(window.location.pathname)) setRedirectPath(here);
  if (error?.code === 'session_expired') authStore.set({ error });
  navigate(paths.login.path, { replace: true });
}

/** A call was refused until two-factor sign-in is set up (the organisation just required it): the layout redirects. */
export function handleTwoFactorSetupRequired(): void {
  const { user } = authStore.get();
  if (user && !user.two_factor_setup_required) setUser({ ...user, two_factor_setup_required: true });
}

/** Another tab signed out (or in): follow it. */
export function syncAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== storageKeys.token) return;
    const stored = readStorage(storageKeys.token);
    if (stored !== authStore.get().token) {
      if (stored) restoreSession();
      else logout({ remote: false });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export const useAuth = <S>(selector: (state: AuthState) => S): S => useStore(authStore, selector);
export const useUser = () => useAuth((state) => state.user);
export const useIsSignedIn = () => useAuth((state) => state.token !== null);
