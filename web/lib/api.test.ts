import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { contractCheckedFetch, json } from '@/test/api-mock';
import type { Associate, UserSettings } from './contract';
import { i18n } from '@lingui/core';
import { api, ApiError, apiUrl, configureApi } from './api';
import { errorMessage } from './error-messages';

describe('apiUrl', () => {
  it('prefixes /api and strips a trailing slash', () => {
    expect(apiUrl('users/settings/')).toBe('/api/users/settings');
    expect(apiUrl('/users/settings')).toBe('/api/users/settings');
    expect(apiUrl('inquiries/?page=2')).toBe('/api/inquiries?page=2');
    expect(apiUrl('basedata')).toBe('/api/basedata');
  });
});

describe('api client', () => {
  let token: string | null;
  let onUnauthorized: Mock<(error: ApiError) => void>;
  let confirmPassword: Mock<() => Promise<boolean>>;
  let fetchMock: Mock;

  beforeEach(() => {
    token = null;
    onUnauthorized = vi.fn<(error: ApiError) => void>();
    confirmPassword = vi.fn<() => Promise<boolean>>();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', contractCheckedFetch(fetchMock));
    configureApi({ getToken: () => token, onUnauthorized, confirmPassword });
  });

  afterEach(() => {
    configureApi({
      getToken: () => null,
      onUnauthorized: () => {},
      onTwoFactorSetupRequired: () => {},
      confirmPassword: async () => false,
    });
  });

  it('sends JSON headers, the bearer token and a JSON body, and unwraps data', async () => {
    token = 'abc';
    const settings: UserSettings = {
      language: 'fr',
      color_scheme: 'system',
      notifications: { coachRequests: true, reminders: true, news: false, inquiries: false, profileChanges: false },
    };
    fetchMock.mockResolvedValueOnce(json(200, { data: settings }));
    const result = await api.put<UserSettings>('users/settings/', { language: 'fr' });
    expect(result).toEqual(settings);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/settings');
    expect(init.method).toBe('PUT');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer abc',
    });
    expect(init.body).toBe(JSON.stringify({ language: 'fr' }));
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { languages: ['de'], currency: 'CHF', turnstile_site_key: null } }));
    await api.get('basedata');
    expect(fetchMock.mock.calls[0]![1].headers.Authorization).toBeUndefined();
    expect(fetchMock.mock.calls[0]![1].body).toBeUndefined();
  });

  it('parses { error: { code, message, fields } } into an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'The request did not validate',
          fields: [{ path: 'password', code: 'too_small', message: 'too_short' }],
        },
      }),
    );
    const error = await api.post('password/reset', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'The request did not validate',
      fields: [{ path: 'password', code: 'too_small', message: 'too_short' }],
    });
  });

  it('keeps the server’s request id; an internal error’s text names it for the user to quote', async () => {
    const misconfigured = { error: { code: 'misconfigured', message: 'Not configured', request_id: 'ray-1' } };
    const headers = { 'Content-Type': 'application/json', 'X-Request-Id': 'ray-1' };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(misconfigured), { status: 503, headers }));
    await expect(api.get('basedata')).rejects.toMatchObject({ status: 503, requestId: 'ray-1' });

    expect(i18n._(errorMessage(new ApiError(500, 'internal_error', 'Something went wrong', [], 'ray-2')))).toBe(
      'Es ist ein Fehler aufgetreten (Fehler-ID: ray-2)',
    );
    expect(i18n._(errorMessage(new ApiError(500, 'internal_error', 'Something went wrong')))).toBe(
      'Es ist ein Fehler aufgetreten',
    );
  });

  it('turns a 401 on a signed-in call into a logout', async () => {
    token = 'expired';
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'unauthenticated', message: 'Authentication required' } }));
    await expect(api.get('user')).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a 403 two_factor_setup_required, and only that 403, to the two-factor hook', async () => {
    const onTwoFactorSetupRequired = vi.fn<() => void>();
    configureApi({ onTwoFactorSetupRequired });
    token = 'signed-in';
    fetchMock.mockResolvedValueOnce(json(403, { error: { code: 'forbidden', message: 'No' } }));
    await expect(api.get('coaches')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(onTwoFactorSetupRequired).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(json(403, { error: { code: 'two_factor_setup_required', message: 'Set it up' } }));
    await expect(api.get('coaches')).rejects.toMatchObject({ status: 403, code: 'two_factor_setup_required' });
    expect(onTwoFactorSetupRequired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes the idle timeout’s session_expired to the logout, so the login page can say why', async () => {
    token = 'idle';
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'session_expired', message: 'Signed out after inactivity' } }));
    await expect(api.get('user')).rejects.toMatchObject({ status: 401, code: 'session_expired' });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ code: 'session_expired' }));
  });

  const reauthenticationRequired = () =>
    json(403, { error: { code: 'reauthentication_required', message: 'Please confirm your password' } });

  it('asks for the password on 403 reauthentication_required and sends the same save again', async () => {
    token = 't';
    confirmPassword.mockResolvedValueOnce(true);
    const member: Associate = {
      id: 3,
      name: 'Paola Bianchi',
      email: 'paola@example.org',
      phone: null,
      function: null,
      user_id: null,
      user: null,
      active: true,
      position: 1,
    };
    fetchMock.mockResolvedValueOnce(reauthenticationRequired()).mockResolvedValueOnce(json(200, { data: member }));

    const change = { email: 'paola@example.org' };
    await expect(api.put('master-data/associates/3', change)).resolves.toEqual(member);

    expect(confirmPassword).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls;
    expect([second![0], second![1].method, second![1].body]).toEqual([first![0], 'PUT', JSON.stringify(change)]);
  });

  it('gives the 403 to the caller when the confirmation is cancelled, and asks only once per save', async () => {
    token = 't';
    confirmPassword.mockResolvedValueOnce(false);
    fetchMock.mockResolvedValueOnce(reauthenticationRequired());
    await expect(api.put('profiles', {})).rejects.toMatchObject({ status: 403, code: 'reauthentication_required' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    confirmPassword.mockResolvedValue(true);
    fetchMock.mockResolvedValueOnce(reauthenticationRequired()).mockResolvedValueOnce(reauthenticationRequired());
    await expect(api.put('profiles', {})).rejects.toMatchObject({ code: 'reauthentication_required' });
    expect(confirmPassword).toHaveBeenCalledTimes(2);
  });

  it('does not treat a 401 without a token (wrong credentials) as a lost session', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'wrong_credentials', message: 'Wrong credentials' } }));
    await expect(api.post('login', {}, { token: null })).rejects.toMatchObject({ code: 'wrong_credentials' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('can ignore a 401 for best-effort calls', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'unauthenticated', message: 'x' } }));
    await expect(api.post('logout', undefined, { token: 't', ignoreUnauthorized: true })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports network failures as network_error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('basedata')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('derives a code from the status when the body is not the error envelope', async () => {
    // Not the API's answers but a proxy's (a gateway's error page): openapi.json does not describe them.
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('basedata')).rejects.toMatchObject({ status: 502, code: 'unknown_error' });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(api.get('nothing')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
