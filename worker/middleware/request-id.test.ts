import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBindings } from '../test/bindings';
import { api, createUser, fetchApp, sessionFor } from '../test/factories';

afterEach(() => vi.restoreAllMocks());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const logLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

// Every answer of every worker test is checked for X-Request-Id and an error body's request_id (worker/test/factories.ts).
describe('the request id', () => {
  it('is Cloudflare’s ray id when there is one, else a random id; a malformed ray is not taken', async () => {
    const ray = '8d5f0c3a1b2c4d5e-ZRH';
    expect((await api('/basedata', { headers: { 'cf-ray': ray } })).headers.get('X-Request-Id')).toBe(ray);
    expect((await api('/basedata')).headers.get('X-Request-Id')).toMatch(UUID);
    const forged = await api('/no-such-route', { headers: { 'cf-ray': 'x", "level": "forged' } });
    expect(forged.status).toBe(404);
    expect(forged.body.error.request_id).toMatch(UUID);
  });

  it('names a 500 in its body and in the log line with the stack, without the failed query’s values', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = await sessionFor(await createUser());
    // The session lookup's query fails as D1 fails a query: Drizzle's error then lists the bound values.
    const failing = new Error('D1 unavailable');
    const statement = { bind: () => statement, all: () => Promise.reject(failing), raw: () => Promise.reject(failing) };
    vi.spyOn(env.DB, 'prepare').mockReturnValue(statement as unknown as D1PreparedStatement);

    // A 500 is no documented answer: the raw one, past api()'s contract check.
    const headers = { Authorization: `Bearer ${token}`, 'cf-ray': '0123456789abcdef-GVA' };
    const response = await fetchApp(new Request('http://localhost/api/basedata', { headers }));

    expect([response.status, ((await response.json()) as { error: unknown }).error]).toEqual([
      500,
      { code: 'internal_error', message: 'Something went wrong', request_id: '0123456789abcdef-GVA' },
    ]);
    expect(response.headers.get('X-Request-Id')).toBe('0123456789abcdef-GVA');
    const [line] = logLines(errors);
    expect(line).toMatchObject({ level: 'error', msg: 'request.failed', request_id: '0123456789abcdef-GVA' });
    expect(line).toMatchObject({ error: expect.stringMatching(/^Error: Failed query: /), cause: 'Error: D1 unavailable' });
    expect(line!.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(errors.mock.calls)).not.toContain('params:');
  });
});

describe('the request log', () => {
  it('writes one line per request: the route’s pattern, never the path’s token; of the caller only the id', async () => {
    useBindings({ REQUEST_LOG: undefined });
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const user = await createUser();
    const token = await sessionFor(user);

    await api('/evaluations/public/secret-link-token');
    await api('/user', { token });

    const [link, signedIn] = logLines(logs);
    expect(link).toEqual({
      level: 'info',
      msg: 'request',
      request_id: expect.stringMatching(UUID),
      method: 'GET',
      path: '/api/evaluations/public/:token',
      status: expect.any(Number),
      ms: expect.any(Number),
    });
    expect(signedIn).toMatchObject({ path: '/api/user', status: 200, user_id: user.id });
    const written = JSON.stringify(logs.mock.calls);
    for (const secret of ['secret-link-token', token, user.email, user.firstname]) expect(written).not.toContain(secret);
  });
});
