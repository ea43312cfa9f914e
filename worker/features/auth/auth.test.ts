import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { hashToken, nowSeconds } from '../../lib/tokens';
import { useBindings } from '../../test/bindings';
import { api, CHEAP_TEST_PASSWORD_HASH, createUser, db, loginAs, outboxFor, TEST_PASSWORD } from '../../test/factories';
import { PASSWORD_SLOWDOWN_FROM } from './attempt-limits';
import { login, requestPasswordReset } from './auth.service';

afterEach(() => vi.restoreAllMocks());

const sessionsOf = (...userIds: number[]) => db.select().from(sessions).where(inArray(sessions.userId, userIds));

describe('POST /api/login', () => {
  it('signs in with the right password and returns token, expiry and user', async () => {
    const user = await createUser({ role: 'coach' });
    const { status, body } = await api('/login', {
      method: 'POST',
      json: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.expires_at).toBeGreaterThan(nowSeconds() + 11 * 3600);
    expect(body.data.user).toEqual({
      id: user.id,
      role: 'coach',
      language: 'de',
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      state: 'active',
    });
    const [stored] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored!.id).toBe(hashToken(body.data.token));
  });

  it('answers wrong_credentials alike for a wrong password and an unknown email', async () => {
    const user = await createUser();
    const wrong = await api('/login', { method: 'POST', json: { email: user.email, password: 'nope-nope' } });
    const unknown = await api('/login', { method: 'POST', json: { email: 'nobody@example.test', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // Alike but for the request's own id.
    expect({ ...wrong.body.error, request_id: 'x' }).toEqual({ ...unknown.body.error, request_id: 'x' });
    expect(wrong.body.error.code).toBe('wrong_credentials');
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('refuses inactive and not yet approved accounts with their own codes', async () => {
    const inactive = await createUser({ state: 'inactive' });
    const created = await createUser({ state: 'created' });
    const a = await api('/login', { method: 'POST', json: { email: inactive.email, password: TEST_PASSWORD } });
    const b = await api('/login', { method: 'POST', json: { email: created.email, password: TEST_PASSWORD } });
    expect([a.status, a.body.error.code]).toEqual([403, 'account_inactive']);
    expect([b.status, b.body.error.code]).toEqual([403, 'not_approved']);
    expect(await sessionsOf(inactive.id, created.id)).toEqual([]);
  });

  it('refuses an expired temporary password', async () => {
    const user = await createUser({ role: 'coach', state: 'change-password', passwordExpiresAt: nowSeconds() - 10 });
    const { status, body } = await api('/login', { method: 'POST', json: { email: user.email, password: TEST_PASSWORD } });
    expect([status, body.error.code]).toEqual([403, 'temporary_password_expired']);
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('validates the body with field messages, also without a JSON content type', async () => {
    const empty = await api('/login', { method: 'POST', json: { email: '', password: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe('validation_failed');
    expect(empty.body.error.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'email', message: 'required' }),
        expect.objectContaining({ path: 'password', message: 'required' }),
      ]),
    );
    const invalid = await api('/login', { method: 'POST', json: { email: 'not-an-email', password: 'x' } });
    expect(invalid.body.error.fields).toEqual([expect.objectContaining({ path: 'email', message: 'email_invalid' })]);

    const noContentType = await api('/login', {
      method: 'POST',
      body: 'email=a@b.ch&password=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect([noContentType.status, noContentType.body.error.code]).toEqual([415, 'validation_failed']);
  });

  it('rate limits attempts per account from one client, and the owner still signs in from another client after a short wait', async () => {
    // The limiter counts in fixed 60 s windows: 10 attempts are allowed per window, so within 21 attempts
    // (at most two windows) the 429 must come, and never before the 11th attempt.
    const user = await createUser({ passwordHash: CHEAP_TEST_PASSWORD_HASH });
    const started = nowSeconds();
    const attacker = '2001:db8:bad:1::1';
    const statuses: number[] = [];
    while (statuses.length < 21 && statuses.at(-1) !== 429) {
      const password = `wrong-${statuses.length}`;
      // Every attempt from another address of the attacker's /64: they count as one client.
      const ip = `2001:db8:bad:1::${statuses.length + 1}`;
      statuses.push((await api('/login', { method: 'POST', json: { email: user.email, password }, ip })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.at(-1)).toBe(429);
    const blocked = await api('/login', { method: 'POST', json: { email: user.email, password: TEST_PASSWORD }, ip: attacker });
    expect(blocked.body.error.code).toBe('rate_limited');

    // Ten wrong passwords in a row slow the account down from every client (attempt-limits.ts), by a second at first.
    const [slowedDown] = await db.select({ retryAt: users.passwordRetryAt }).from(users).where(eq(users.id, user.id));
    expect(slowedDown!.retryAt).toBeGreaterThanOrEqual(started + 1);
    // Held within its wait: on a loaded machine the attempts above may take longer than the second itself.
    await db
      .update(users)
      .set({ passwordRetryAt: nowSeconds() + 5 })
      .where(eq(users.id, user.id));
    const owner = () => api('/login', { method: 'POST', json: { email: user.email, password: TEST_PASSWORD }, ip: '192.0.2.77' });
    const slowed = await owner();
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('Retry-After'))).toBeGreaterThanOrEqual(4);
    await db
      .update(users)
      .set({ passwordRetryAt: nowSeconds() - 1 })
      .where(eq(users.id, user.id));
    expect((await owner()).status).toBe(200);
  });

  it('slows down wrong passwords for an account from any number of clients, doubling up to a minute, never locking', async () => {
    const user = await createUser({ passwordHash: CHEAP_TEST_PASSWORD_HASH });
    const attempt = (n: number, password = `wrong-${n}`) =>
      api('/login', { method: 'POST', json: { email: user.email, password }, ip: `198.51.100.${n}` });
    const setRetryAt = (retryAt: number) => db.update(users).set({ passwordRetryAt: retryAt }).where(eq(users.id, user.id));
    const waitIsOver = () => setRetryAt(nowSeconds() - 1);
    const storedRetryAt = async () =>
      (await db.select({ retryAt: users.passwordRetryAt }).from(users).where(eq(users.id, user.id)))[0]!.retryAt!;
    // The wait a failure set, bounded by when its request started and ended: a loaded machine cannot make it flaky.
    const failAndReadWait = async (n: number) => {
      const started = nowSeconds();
      expect((await attempt(n)).status).toBe(401);
      return { retryAt: await storedRetryAt(), started, ended: nowSeconds() };
    };
    for (let n = 1; n < PASSWORD_SLOWDOWN_FROM; n++) expect((await attempt(n)).status).toBe(401);

    const failures = [await failAndReadWait(PASSWORD_SLOWDOWN_FROM)];
    for (let n = PASSWORD_SLOWDOWN_FROM + 1; n < PASSWORD_SLOWDOWN_FROM + 8; n++) {
      // Held within its wait, which may already be over when the machine is slow.
      const held = Math.max(failures.at(-1)!.retryAt, nowSeconds() + 3);
      await setRetryAt(held);
      const before = nowSeconds();
      const refused = await attempt(n, TEST_PASSWORD);
      const after = nowSeconds();
      expect(refused.status).toBe(429); // the right password too waits: the check is not made before the time
      const retryAfter = Number(refused.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThanOrEqual(held - after);
      expect(retryAfter).toBeLessThanOrEqual(held - before);
      await waitIsOver();
      failures.push(await failAndReadWait(n));
    }
    const expected = [1, 2, 4, 8, 16, 32, 60, 60];
    failures.forEach(({ retryAt, started, ended }, i) => {
      expect(retryAt).toBeGreaterThanOrEqual(started + expected[i]!);
      expect(retryAt).toBeLessThanOrEqual(ended + expected[i]!);
    });

    await waitIsOver();
    const signedIn = await attempt(99, TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect([row!.failedLoginCount, row!.passwordRetryAt]).toEqual([0, null]);
  });

  it('asks the limiters per client (an IPv6 /64) and per account with that client, before checking the password', async () => {
    const user = await createUser();
    const keys: string[] = [];
    const limiter = (allow: boolean): RateLimit => ({
      limit: async ({ key }) => {
        keys.push(key);
        return { success: allow };
      },
    });
    const limitedEnv = { ...env, LOGIN_CLIENT_LIMITER: limiter(false), LOGIN_ACCOUNT_LIMITER: limiter(true) };
    const input = { email: user.email.toUpperCase(), password: TEST_PASSWORD };
    await expect(login(db, limitedEnv, input, { ip: '2001:db8:5:6:7::8', userAgent: undefined })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect(keys.sort()).toEqual([`account:${user.email}|2001:db8:5:6::/64`, 'client:2001:db8:5:6::/64']);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe('bot check (Turnstile) on sign-in', () => {
  it('is skipped in development when not configured', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = await createUser();
    await expect(loginAs(user)).resolves.toBeTypeOf('string');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('verifies the token with Cloudflare through POST /api/login when configured', async () => {
    useBindings({ ENVIRONMENT: 'production', TURNSTILE_SECRET: 'secret-key', TURNSTILE_SITE_KEY: 'site-key' });
    const user = await createUser();
    // Each answer is made inside the call: workerd does not let a request read a body made in another one.
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => Response.json({ success: true }))
      .mockImplementationOnce(async () => Response.json({ success: false }));
    const login = (turnstile_token?: string) =>
      api('/login', { method: 'POST', json: { email: user.email, password: TEST_PASSWORD, turnstile_token }, ip: '192.0.2.1' });

    const ok = await login('good');
    expect([ok.status, ok.body.data.user.id]).toEqual([200, user.id]);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect([String(url), init!.method]).toEqual(['https://challenges.cloudflare.com/turnstile/v0/siteverify', 'POST']);
    const form = init!.body as FormData;
    expect([form.get('secret'), form.get('response'), form.get('remoteip')]).toEqual(['secret-key', 'good', '192.0.2.1']);

    const refused = await login('bad');
    expect([refused.status, refused.body.error.code]).toEqual([400, 'bot_check_failed']);
    const missing = await login();
    expect([missing.status, missing.body.error.code]).toEqual([400, 'bot_check_failed']);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('GET /api/user needs a valid session', async () => {
    const user = await createUser();
    const token = await loginAs(user);
    expect((await api('/user', { token })).body.data.email).toBe(user.email);
    expect((await api('/user')).status).toBe(401);
    expect((await api('/user', { token: 'forged-token' })).status).toBe(401);
  });

  it('logout ends the session', async () => {
    const token = await loginAs(await createUser());
    expect((await api('/logout', { method: 'POST', token })).status).toBe(200);
    const after = await api('/user', { token });
    expect([after.status, after.body.error.code]).toEqual([401, 'unauthenticated']);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token))),
    ).toEqual([]);
  });

  it('an expired session stops working', async () => {
    const token = await loginAs(await createUser());
    await db
      .update(sessions)
      .set({ expiresAt: nowSeconds() - 1 })
      .where(eq(sessions.id, hashToken(token)));
    expect((await api('/user', { token })).status).toBe(401);
  });

  it('an inactive user’s sessions stop working', async () => {
    const user = await createUser();
    const token = await loginAs(user);
    await db.update(users).set({ state: 'inactive' }).where(eq(users.id, user.id));
    expect((await api('/user', { token })).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  async function requestReset(email: string) {
    return api('/password/create', { method: 'POST', json: { email } });
  }

  function tokenFromMail(text: string) {
    return /\/password-reset\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
  }

  it('answers the same for known and unknown addresses and mails only the known one, in their language', async () => {
    const user = await createUser({ language: 'fr' });
    const known = await requestReset(user.email);
    const unknown = await requestReset('ghost@example.test');
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    const mails = await outboxFor(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'password-reset', language: 'fr', subject: 'Réinitialiser le mot de passe' });
    expect(mails[0]!.textBody).toContain('http://localhost:8787/fr/password-reset/');
    expect(await outboxFor('ghost@example.test')).toHaveLength(0);
  });

  it('limits reset mails per account, whichever addresses ask', async () => {
    // 3 per fixed 60 s window: within 7 requests (two windows) the 429 comes, and never before the 4th.
    const user = await createUser();
    const statuses: number[] = [];
    while (statuses.length < 7 && statuses.at(-1) !== 429) {
      const ip = `198.51.100.${statuses.length + 1}`;
      statuses.push((await api('/password/create', { method: 'POST', json: { email: user.email }, ip })).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    expect((await outboxFor(user.email)).length).toBe(statuses.length - 1);
    const other = await createUser();
    expect((await api('/password/create', { method: 'POST', json: { email: other.email } })).status).toBe(200);
  });

  it('asks the reset limiters per client (an IPv6 /64) and per account', async () => {
    const keys: string[] = [];
    const limiter = (allow: boolean): RateLimit => ({
      limit: async ({ key }) => {
        keys.push(key);
        return { success: allow };
      },
    });
    const user = await createUser();
    const limitedEnv = { ...env, LOGIN_CLIENT_LIMITER: limiter(true), PASSWORD_RESET_ACCOUNT_LIMITER: limiter(false) };
    await expect(requestPasswordReset(db, limitedEnv, { email: user.email }, '2001:db8:7:8::1')).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect(keys.sort()).toEqual(['reset-account:' + user.email, 'reset:2001:db8:7:8::/64']);
    expect(await outboxFor(user.email)).toHaveLength(0);
  });

  it('resets with the mailed token once, ends all sessions, and the new password works', async () => {
    const user = await createUser();
    const oldToken = await loginAs(user);
    await requestReset(user.email);
    const token = tokenFromMail((await outboxFor(user.email))[0]!.textBody);

    const found = await api(`/password/find/${token}`);
    expect(found.body.data).toEqual({ email: user.email, token });

    const body = { token, email: user.email, password: 'New-Secret-42', password_confirmation: 'New-Secret-42' };
    const reset = await api('/password/reset', { method: 'POST', json: body });
    expect(reset).toMatchObject({ status: 200, body: { data: { id: user.id } } });
    expect((await api('/user', { token: oldToken })).status).toBe(401);
    await expect(loginAs(user, 'New-Secret-42')).resolves.toBeTypeOf('string');

    const again = await api('/password/reset', { method: 'POST', json: body });
    expect([again.status, again.body.error.code]).toEqual([400, 'token_invalid']);
    expect((await api(`/password/find/${token}`)).status).toBe(404);
  });

  it('refuses an expired token, a token for another email and bad passwords, keeping the password', async () => {
    const user = await createUser();
    const session = await loginAs(user);
    await requestReset(user.email);
    const token = tokenFromMail((await outboxFor(user.email))[0]!.textBody);

    const mismatch = await api('/password/reset', {
      method: 'POST',
      json: { token, email: user.email, password: 'abcdef', password_confirmation: 'abcdeg' },
    });
    expect(mismatch.body.error.fields).toEqual([
      expect.objectContaining({ path: 'password_confirmation', message: 'passwords_must_match' }),
    ]);
    const short = await api('/password/reset', {
      method: 'POST',
      json: { token, email: user.email, password: 'abc', password_confirmation: 'abc' },
    });
    expect(short.body.error.fields).toEqual([expect.objectContaining({ path: 'password', message: 'too_short' })]);
    const otherEmail = await api('/password/reset', {
      method: 'POST',
      json: { token, email: 'someone@example.test', password: 'abcdef', password_confirmation: 'abcdef' },
    });
    expect(otherEmail.body.error.code).toBe('token_invalid');

    await db
      .update(passwordResetTokens)
      .set({ expiresAt: nowSeconds() - 1 })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await api(`/password/find/${token}`)).body.error.code).toBe('token_invalid');
    const expired = await api('/password/reset', {
      method: 'POST',
      json: { token, email: user.email, password: 'abcdef', password_confirmation: 'abcdef' },
    });
    expect([expired.status, expired.body.error.code]).toEqual([400, 'token_invalid']);

    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(user.passwordHash);
    expect((await api('/user', { token: session })).status).toBe(200);
  });

  it('a reset by a user with a temporary password moves a coach on to incomplete', async () => {
    const user = await createUser({ role: 'coach', state: 'change-password', passwordExpiresAt: nowSeconds() + 3600 });
    await requestReset(user.email);
    const token = tokenFromMail((await outboxFor(user.email))[0]!.textBody);
    await api('/password/reset', {
      method: 'POST',
      json: { token, email: user.email, password: 'Mine-123', password_confirmation: 'Mine-123' },
    });
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ state: 'incomplete', passwordExpiresAt: null });
  });
});
