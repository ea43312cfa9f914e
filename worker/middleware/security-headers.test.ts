import { describe, expect, it } from 'vitest';
import { api, createUser, sessionFor, TEST_PASSWORD } from '../test/factories';

const expectApiSecurityHeaders = (headers: Headers) => {
  expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(headers.get('X-Frame-Options')).toBe('DENY');
  expect(headers.get('Referrer-Policy')).toBe('no-referrer');
};

describe('API security headers', () => {
  it('an authenticated answer is never cached and carries the security headers', async () => {
    const token = await sessionFor(await createUser({ role: 'admin' }));
    const res = await api('/user', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expectApiSecurityHeaders(res.headers);
  });

  it('the login answer (it carries the session token) is never cached', async () => {
    const user = await createUser();
    const res = await api('/login', { method: 'POST', json: { email: user.email, password: TEST_PASSWORD } });
    expect([res.status, typeof res.body.data.token]).toEqual([200, 'string']);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expectApiSecurityHeaders(res.headers);
  });

  it('answers of token pages and error answers are never cached either', async () => {
    const tokenPage = await api('/password/find/no-such-token');
    expect(tokenPage.status).toBe(404);
    expect(tokenPage.headers.get('Cache-Control')).toBe('no-store');
    expectApiSecurityHeaders(tokenPage.headers);

    const unknown = await api('/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Cache-Control')).toBe('no-store');
    expectApiSecurityHeaders(unknown.headers);
  });
});
