import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBindings } from '../test/bindings';
import { api, createUser, TEST_PASSWORD } from '../test/factories';

afterEach(() => vi.restoreAllMocks());

const logLines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => call.map(String).join(' '));

describe('configuration fails closed', () => {
  it('answers every API request with 503 misconfigured and one log line while SIGNING_SECRET is missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    useBindings({ ENVIRONMENT: 'production', SIGNING_SECRET: undefined });
    for (const [path, init] of [
      ['/basedata', {}],
      ['/login', { method: 'POST', json: { email: 'a@example.test', password: 'x' } }],
      ['/openapi.json', {}],
    ] as const) {
      const { status, body } = await api(path, init);
      expect([path, status, body.error.code]).toEqual([path, 503, 'misconfigured']);
      expect(body.error.message).not.toContain('SIGNING_SECRET');
    }
    expect(logLines(errors)).toEqual(
      Array(3).fill(expect.stringMatching(/"msg":"config.misconfigured","problem":"SIGNING_SECRET is not set"/)),
    );
  });

  it('refuses a secret shorter than 32 bytes, in development too, and accepts 32 bytes', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    useBindings({ ENVIRONMENT: 'development', SIGNING_SECRET: 'ä'.repeat(15) + 'x' });
    expect((await api('/basedata')).status).toBe(503);
    expect(logLines(errors)).toEqual([expect.stringContaining('SIGNING_SECRET has 31 bytes, at least 32 are needed')]);

    useBindings({ SIGNING_SECRET: 'ä'.repeat(16) });
    expect((await api('/basedata')).status).toBe(200);
  });

  it('refuses sign-in outside development while Turnstile is not configured, instead of skipping the bot check', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = await createUser();
    const login = () => api('/login', { method: 'POST', json: { email: user.email, password: TEST_PASSWORD } });

    useBindings({ ENVIRONMENT: 'production', TURNSTILE_SECRET: undefined, TURNSTILE_SITE_KEY: undefined });
    const withoutSecret = await login();
    expect([withoutSecret.status, withoutSecret.body.error.code]).toEqual([503, 'misconfigured']);

    useBindings({ TURNSTILE_SECRET: 'turnstile-secret' });
    const withoutSiteKey = await login();
    expect([withoutSiteKey.status, withoutSiteKey.body.error.code]).toEqual([503, 'misconfigured']);
    expect(logLines(errors)).toEqual([
      expect.stringContaining('TURNSTILE_SECRET is not set'),
      expect.stringContaining('TURNSTILE_SITE_KEY is not set'),
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();

    useBindings({ ENVIRONMENT: 'development', TURNSTILE_SECRET: undefined });
    expect((await login()).status).toBe(200);
  });
});
