import type { ErrorCode } from './contract';

/** All calls go to the same origin under /api (the worker answers /api/*; `vite` proxies it in development). */
export const API_BASE = '/api';

export interface FieldIssue {
  path: string;
  code: string;
  message: string;
}

/** A server error code, or one of the client-side codes for failures that never reached the server. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'unknown_error';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | (string & {}),
    message: string,
    readonly fields: FieldIssue[] = [],
    /** The server's id of the request (`X-Request-Id`): shown with an internal error, so a report can be traced. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Wraps anything thrown into an ApiError so callers handle one shape. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError(0, 'unknown_error', error instanceof Error ? error.message : String(error));
}

interface ApiHooks {
  /** The signed-in user's bearer token, or null. */
  getToken(): string | null;
  /** Called when a call that carried a token is answered with 401 (the session is gone; `session_expired`: idle). */
  onUnauthorized(error: ApiError): void;
  /** Called when a signed-in call is refused because the organisation requires two-factor sign-in first. */
  onTwoFactorSetupRequired(): void;
  /**
   * Called when a save answers 403 `reauthentication_required` (a new IBAN or email address): asks for the password
   * and resolves true once it is confirmed, false when the user cancels. The save is then sent again as it was.
   */
  confirmPassword(): Promise<boolean>;
}

let hooks: ApiHooks = {
  getToken: () => null,
  onUnauthorized: () => {},
  onTwoFactorSetupRequired: () => {},
  confirmPassword: async () => false,
};

/** The auth feature plugs itself in at start-up, so this module does not depend on it. */
export function configureApi(next: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...next };
}

/** The signed-in user's Authorization header, for calls that read the answer themselves (file downloads). */
export function authHeaders(): Record<string, string> {
  const token = hooks.getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** `users/settings/` -> `/api/users/settings`; the query string and hash are kept, a trailing slash is stripped. */
export function apiUrl(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = (match?.[1] ?? '').replace(/^\/+/, '');
  const rest = match?.[2] ?? '';
  const url = `${API_BASE}/${pathname}`.replace(/\/+$/, '');
  return url + rest;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Use this token instead of the signed-in one; `null` sends no Authorization header. */
  token?: string | null;
  /** Do not treat a 401 as "session expired" (e.g. for the logout call itself). */
  ignoreUnauthorized?: boolean;
  /** Set on the retry after a password confirmation: a second 403 `reauthentication_required` is not asked again. */
  reauthenticated?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function parseError(response: Response, payload: unknown): ApiError {
  const { status } = response;
  const requestId = response.headers.get('X-Request-Id') ?? undefined;
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error;
  if (error && typeof error.code === 'string') {
    const fields = Array.isArray(error.fields)
      ? error.fields.filter((f): f is FieldIssue => !!f && typeof f === 'object' && typeof (f as FieldIssue).path === 'string')
      : [];
    const message = typeof error.message === 'string' ? error.message : error.code;
    return new ApiError(status, error.code, message, fields, requestId);
  }
  const code: ApiErrorCode =
    status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'unknown_error';
  return new ApiError(status, code, `Request failed with status ${status}`, [], requestId);
}

export async function apiRequest<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const token = options.token !== undefined ? options.token : hooks.getToken();
  const isForm = body instanceof FormData;
  // A FormData body (file upload) sets its own multipart content type with the boundary.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(isForm ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const error = parseError(response, payload);
    if (response.status === 401 && token && !options.ignoreUnauthorized) hooks.onUnauthorized(error);
    if (response.status === 403 && token && error.code === 'two_factor_setup_required') hooks.onTwoFactorSetupRequired();
    if (error.code === 'reauthentication_required' && !options.reauthenticated && (await hooks.confirmPassword())) {
      return apiRequest<T>(method, path, body, { ...options, reauthenticated: true });
    }
    throw error;
  }
  if (payload && typeof payload === 'object' && 'data' in payload) return (payload as { data: T }).data;
  if (payload === undefined && response.status !== 204) {
    throw new ApiError(response.status, 'unknown_error', 'The response was not JSON');
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, options),
  /** multipart/form-data POST (file uploads). */
  upload: <T>(path: string, form: FormData, options?: RequestOptions) => apiRequest<T>('POST', path, form, options),
};

/** SWR fetcher: the key is the API path. */
export const fetcher = <T>(path: string): Promise<T> => api.get<T>(path);
