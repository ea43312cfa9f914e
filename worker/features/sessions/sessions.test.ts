import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema';
import { hashToken, nowSeconds } from '../../lib/tokens';
import { api, createUser, db, sessionFor, TEST_PASSWORD } from '../../test/factories';
import { IDLE_TIMEOUT_SECONDS, LAST_USED_RESOLUTION_SECONDS } from '../auth/auth.service';
import { REAUTHENTICATION_WINDOW_SECONDS } from '../auth/reauthentication';
import { reauthenticate as reauthenticateService } from './sessions.service';
import { deviceOf } from './device';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signIn(user: { email: string }, userAgent: string, ip: string) {
  const { status, body } = await api('/login', {
    method: 'POST',
    json: { email: user.email, password: TEST_PASSWORD },
    headers: { 'User-Agent': userAgent },
    ip,
  });
  expect(status).toBe(200);
  return body.data.token as string;
}

const sessionRow = async (token: string) =>
  (
    await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)))
  )[0];
const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
  db
    .update(sessions)
    .set(values)
    .where(eq(sessions.id, hashToken(token)));
const auditActions = async (userId: number) =>
  (await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorUserId, userId))).map((r) => r.action);

describe('device names', () => {
  it('names browser and system from common User-Agents', () => {
    expect(deviceOf(FIREFOX_LINUX)).toEqual({ browser: 'Firefox', os: 'Linux' });
    expect(deviceOf(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null });
  });
});

describe('GET /api/users/sessions', () => {
  it('lists the own live sessions with device, address and times, this one first, never a token hash', async () => {
    const user = await createUser();
    const phone = await signIn(user, SAFARI_IPHONE, '198.51.100.7');
    const laptop = await signIn(user, FIREFOX_LINUX, '198.51.100.8');
    const stranger = await sessionFor(await createUser());

    const { status, body } = await api('/users/sessions', { token: laptop });

    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ browser: 'Firefox', os: 'Linux', ip: '198.51.100.8', current: true }),
      expect.objectContaining({ browser: 'Safari', os: 'iOS', ip: '198.51.100.7', current: false }),
    ]);
    const ids = body.data.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(hashToken(phone));
    expect(ids).not.toContain(hashToken(laptop));
    expect(ids).not.toContain(hashToken(stranger));
    expect(body.data[0].signed_in_at).toBeGreaterThan(nowSeconds() - 60);
  });

  it('leaves out expired and idle sessions', async () => {
    const user = await createUser();
    const current = await sessionFor(user);
    const expired = await sessionFor(user);
    const idle = await sessionFor(user);
    await setSession(expired, { expiresAt: nowSeconds() - 1 });
    await setSession(idle, { lastUsedAt: nowSeconds() - IDLE_TIMEOUT_SECONDS - 1 });

    const { body } = await api('/users/sessions', { token: current });

    expect(body.data).toHaveLength(1);
    expect(body.data[0].current).toBe(true);
  });

  it('needs a sign-in', async () => {
    expect((await api('/users/sessions')).status).toBe(401);
  });
});

describe('signing out sessions', () => {
  it('ends one other own session by its listed id, audited', async () => {
    const user = await createUser();
    const current = await sessionFor(user);
    const other = await sessionFor(user);
    const listed = (await api('/users/sessions', { token: current })).body.data;
    const otherId = listed.find((s: { current: boolean }) => !s.current).id;

    const { status } = await api(`/users/sessions/${otherId}`, { method: 'DELETE', token: current });

    expect(status).toBe(204);
    expect((await api('/user', { token: other })).status).toBe(401);
    expect((await api('/user', { token: current })).status).toBe(200);
    expect(await auditActions(user.id)).toContain('auth.session_ended');
  });

  it('cannot end another user’s session by its id', async () => {
    const owner = await createUser();
    const ownerToken = await sessionFor(owner);
    const ownerSessionId = (await api('/users/sessions', { token: ownerToken })).body.data[0].id;
    const attacker = await sessionFor(await createUser());

    const { status, body } = await api(`/users/sessions/${ownerSessionId}`, { method: 'DELETE', token: attacker });

    expect([status, body.error.code]).toEqual([404, 'not_found']);
    expect((await api('/user', { token: ownerToken })).status).toBe(200);
  });

  it('signs out every other own session and keeps this one and other users’ sessions', async () => {
    const user = await createUser();
    const current = await sessionFor(user);
    const others = [await sessionFor(user), await sessionFor(user)];
    const stranger = await sessionFor(await createUser());

    const { status, body } = await api('/users/sessions/sign-out-others', { method: 'POST', token: current });

    expect([status, body.data.signed_out]).toEqual([200, 2]);
    for (const token of others) expect((await api('/user', { token })).status).toBe(401);
    expect((await api('/user', { token: current })).status).toBe(200);
    expect((await api('/user', { token: stranger })).status).toBe(200);
    expect(await auditActions(user.id)).toContain('auth.other_sessions_ended');
  });
});

describe('idle timeout', () => {
  it('ends a session unused for longer than the idle timeout with 401 session_expired, and deletes it', async () => {
    const token = await sessionFor(await createUser());
    await setSession(token, { lastUsedAt: nowSeconds() - IDLE_TIMEOUT_SECONDS - 1 });

    const { status, body } = await api('/users/settings', { token });

    expect([status, body.error.code]).toEqual([401, 'session_expired']);
    expect(await sessionRow(token)).toBeUndefined();
    expect((await api('/user', { token })).body.error.code).toBe('unauthenticated');
  });

  it('counts a session without a last use (from before the migration) from its sign-in', async () => {
    const token = await sessionFor(await createUser());
    await setSession(token, { lastUsedAt: null, createdAt: nowSeconds() - IDLE_TIMEOUT_SECONDS - 1 });

    expect((await api('/user', { token })).body.error.code).toBe('session_expired');
  });

  it('keeps a session in use alive, writing the last use at most once a minute', async () => {
    const token = await sessionFor(await createUser());
    const almostIdle = nowSeconds() - IDLE_TIMEOUT_SECONDS + 5;
    await setSession(token, { lastUsedAt: almostIdle });

    expect((await api('/user', { token })).status).toBe(200);
    const touched = (await sessionRow(token))!.lastUsedAt!;
    expect(touched).toBeGreaterThanOrEqual(nowSeconds() - 2);

    const recent = nowSeconds() - LAST_USED_RESOLUTION_SECONDS + 30;
    await setSession(token, { lastUsedAt: recent });
    expect((await api('/user', { token })).status).toBe(200);
    expect((await sessionRow(token))!.lastUsedAt).toBe(recent);
  });

  it('still ends a session at its absolute expiry however busy it is', async () => {
    const token = await sessionFor(await createUser());
    await setSession(token, { expiresAt: nowSeconds() - 1, lastUsedAt: nowSeconds() });

    expect((await api('/user', { token })).body.error.code).toBe('unauthenticated');
  });
});

describe('POST /api/users/reauthenticate', () => {
  it('confirms the password for this session only, for ten minutes, audited', async () => {
    const user = await createUser();
    const token = await sessionFor(user);
    const other = await sessionFor(user);

    const { status, body } = await api('/users/reauthenticate', { method: 'POST', token, json: { password: TEST_PASSWORD } });

    expect(status).toBe(200);
    expect(body.data.valid_until).toBeGreaterThanOrEqual(nowSeconds() + REAUTHENTICATION_WINDOW_SECONDS - 2);
    expect((await sessionRow(token))!.reauthenticatedAt).toBeGreaterThanOrEqual(nowSeconds() - 2);
    expect((await sessionRow(other))!.reauthenticatedAt).toBeNull();
    expect(await auditActions(user.id)).toContain('auth.reauthenticated');
  });

  it('refuses a wrong password with 422 password_wrong (not 401: the session stays), audited', async () => {
    const user = await createUser();
    const token = await sessionFor(user);

    const { status, body } = await api('/users/reauthenticate', { method: 'POST', token, json: { password: 'wrong' } });

    expect([status, body.error.code, body.error.fields[0].path]).toEqual([422, 'password_wrong', 'password']);
    expect((await sessionRow(token))!.reauthenticatedAt).toBeNull();
    expect(await auditActions(user.id)).toContain('auth.reauthentication_failed');
    expect((await api('/user', { token })).status).toBe(200);
  });

  it('is counted by the sign-in limits for the account and client', async () => {
    const user = await createUser();
    const token = await sessionFor(user);
    const session = await sessionRow(token);
    const keys: string[] = [];
    const limiter = (allow: boolean): RateLimit => ({
      limit: async ({ key }) => {
        keys.push(key);
        return { success: allow };
      },
    });
    const limitedEnv = { ...env, LOGIN_CLIENT_LIMITER: limiter(true), LOGIN_ACCOUNT_LIMITER: limiter(false) };

    await expect(
      reauthenticateService(db, limitedEnv, user, session!.id, TEST_PASSWORD, { ip: '192.0.2.9', userAgent: undefined }),
    ).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect(keys.sort()).toEqual([`account:${user.email}|192.0.2.9`, 'client:192.0.2.9']);
    expect((await sessionRow(token))!.reauthenticatedAt).toBeNull();
  });

  it('needs a sign-in', async () => {
    expect((await api('/users/reauthenticate', { method: 'POST', json: { password: TEST_PASSWORD } })).status).toBe(401);
  });
});
