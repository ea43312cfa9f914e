import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { RateLimitedError } from '../../lib/rate-limit';
import { nowSeconds } from '../../lib/tokens';
import { useSignInLimiters } from '../../test/bindings';
import { api, CHEAP_TEST_PASSWORD_HASH, createUser, db, outboxFor, sessionFor, TEST_PASSWORD } from '../../test/factories';
import { completeLogin } from '../two-factor/two-factor.service';
import { currentStep } from '../two-factor/totp';
import { CODE_SLOWDOWN_FROM, FAILED_CODES_WARNING_AT } from './attempt-limits';
import { FAILED_LOGINS_WARNING_AT } from './failed-logins';

// Every place that checks a password or a second-factor code is limited as sign-in is (issue 29, points 2 and 3).
// The sign-in limiters count as configured (useSignInLimiters), so "the 11th" does not depend on the clock's minute.

const CLIENT = '198.51.100.23';
const post = (path: string, token: string | undefined, json: unknown, method = 'POST') =>
  api(path, { method, token, json, ip: CLIENT });

const rowOf = async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0]!;

/** A code of the user's app for the current step, or a wrong one (never the current). */
async function codeFor(userId: number, secret: string, right = true) {
  const code = generateHOTP(decodeBase32IgnorePadding(secret), BigInt(currentStep()), 6);
  await db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId));
  return right ? code : code === '000000' ? '111111' : '000000';
}

async function enrolled(role: 'admin' | 'finance' | 'associate' = 'finance') {
  const user = await createUser({ role, passwordHash: CHEAP_TEST_PASSWORD_HASH });
  const token = await sessionFor(user);
  const secret = (await post('/users/two-factor/setup', token, {})).body.data.secret as string;
  expect((await post('/users/two-factor/enable', token, { code: await codeFor(user.id, secret) })).status).toBe(200);
  return { user, token, secret };
}

/** Sends `attempt` until it is answered 429 (at most 12 times); returns the statuses. */
async function statusesUntilLimited(attempt: () => Promise<{ status: number }>) {
  const statuses: number[] = [];
  while (statuses.length < 12 && statuses.at(-1) !== 429) statuses.push((await attempt()).status);
  return statuses;
}

describe('a wrong password inside a session counts as a failed sign-in', () => {
  it('PUT /api/users/password: 422 ten times, 429 with Retry-After the 11th; the owner is warned at the fifth', async () => {
    useSignInLimiters();
    const user = await createUser({ passwordHash: CHEAP_TEST_PASSWORD_HASH });
    const token = await sessionFor(user);
    const change = () =>
      post(
        '/users/password',
        token,
        { old_password: 'wrong-password', password: 'Neu-Passwort-2026!', password_confirmation: 'Neu-Passwort-2026!' },
        'PUT',
      );
    const statuses = await statusesUntilLimited(change);
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
    const limited = await change();
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await rowOf(user.id)).failedLoginCount).toBe(10);
    const warnings = (await outboxFor(user.email)).filter((mail) => mail.template === 'failed-logins');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.textBody).toContain(`${FAILED_LOGINS_WARNING_AT}-mal hintereinander`);
  });

  it('POST /api/users/reauthenticate and POST /api/users/two-factor/disable count against the same limit', async () => {
    useSignInLimiters();
    const { user, token, secret } = await enrolled();
    for (let i = 0; i < 5; i++) expect((await post('/users/reauthenticate', token, { password: 'wrong' })).status).toBe(422);
    const disable = async () =>
      post('/users/two-factor/disable', token, { password: 'wrong', code: await codeFor(user.id, secret) });
    expect(await statusesUntilLimited(disable)).toEqual([...Array(5).fill(422), 429]);
    expect((await rowOf(user.id)).totpEnabledAt).not.toBeNull();
  });
});

describe('wrong second-factor codes', () => {
  it('POST /api/login/two-factor: 401 ten times, 429 the 11th; the owner is mailed at the third, once', async () => {
    useSignInLimiters();
    const { user, secret } = await enrolled('admin');
    const { two_factor_challenge: challenge } = (await post('/login', undefined, { email: user.email, password: TEST_PASSWORD }))
      .body.data;
    const attempt = async () => post('/login/two-factor', undefined, { challenge, code: await codeFor(user.id, secret, false) });
    expect(await statusesUntilLimited(attempt)).toEqual([...Array(10).fill(401), 429]);

    const mails = (await outboxFor(user.email)).filter((mail) => mail.template === 'two-factor-codes-failed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`${FAILED_CODES_WARNING_AT}-mal hintereinander ein falscher Code`);
    expect(mails[0]!.textBody).toContain(CLIENT);
  });

  it('POST /api/users/two-factor/recovery-codes: 400 ten times, 429 the 11th', async () => {
    useSignInLimiters();
    const { user, token, secret } = await enrolled();
    const attempt = async () => post('/users/two-factor/recovery-codes', token, { code: await codeFor(user.id, secret, false) });
    expect(await statusesUntilLimited(attempt)).toEqual([...Array(10).fill(400), 429]);
  });

  it('POST /api/users/two-factor/disable with the right password: 400 ten times, 429 the 11th', async () => {
    useSignInLimiters();
    const { user, token, secret } = await enrolled();
    const attempt = async () =>
      post('/users/two-factor/disable', token, { password: TEST_PASSWORD, code: await codeFor(user.id, secret, false) });
    expect(await statusesUntilLimited(attempt)).toEqual([...Array(10).fill(400), 429]);
    expect((await rowOf(user.id)).totpEnabledAt).not.toBeNull();
  });

  it('POST /api/users/two-factor/enable: the set-up’s first code is limited too, 429 the 11th', async () => {
    useSignInLimiters();
    const user = await createUser({ role: 'finance', passwordHash: CHEAP_TEST_PASSWORD_HASH });
    const token = await sessionFor(user);
    const secret = (await post('/users/two-factor/setup', token, {})).body.data.secret as string;
    const attempt = async () => post('/users/two-factor/enable', token, { code: await codeFor(user.id, secret, false) });
    expect(await statusesUntilLimited(attempt)).toEqual([...Array(10).fill(400), 429]);
    expect((await rowOf(user.id)).totpEnabledAt).toBeNull();
  });

  it('make the account wait longer and longer from the tenth, across limiter windows; a right code resets it', async () => {
    const { user, secret } = await enrolled('admin');
    const allowAll: RateLimit = { limit: async () => ({ success: true }) };
    const freeEnv = { ...env, LOGIN_ACCOUNT_LIMITER: allowAll, LOGIN_CLIENT_LIMITER: allowAll };
    const client = { ip: CLIENT, userAgent: 'vitest' };
    const challenge = (await post('/login', undefined, { email: user.email, password: TEST_PASSWORD })).body.data
      .two_factor_challenge as string;
    const answer = async (right: boolean) =>
      completeLogin(db, freeEnv, { challenge, code: await codeFor(user.id, secret, right) }, client);
    const waitIsOver = () =>
      db
        .update(users)
        .set({ codeRetryAt: nowSeconds() - 1 })
        .where(eq(users.id, user.id));

    for (let n = 1; n < CODE_SLOWDOWN_FROM; n++) await expect(answer(false)).rejects.toMatchObject({ status: 401 });
    expect((await rowOf(user.id)).codeRetryAt).toBeNull();
    // Each wait with the seconds its failure and refusal took: a loaded machine cannot make it flaky.
    const waits: { wait: number; took: number }[] = [];
    for (let n = 0; n < 9; n++) {
      const started = nowSeconds();
      await expect(answer(false)).rejects.toMatchObject({ status: 401 });
      const refused = await answer(true).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitedError); // even the right code waits
      waits.push({ wait: (refused as RateLimitedError).retryAfterSeconds, took: nowSeconds() - started });
      await waitIsOver();
    }
    const expected = [30, 60, 120, 240, 480, 960, 1920, 3600, 3600];
    waits.forEach(({ wait }, i) => expect(wait).toBeLessThanOrEqual(expected[i]!));
    waits.forEach(({ wait, took }, i) => expect(wait).toBeGreaterThanOrEqual(expected[i]! - took));

    expect((await answer(true)).token).toBeTruthy();
    expect(await rowOf(user.id)).toMatchObject({ failedCodeCount: 0, codeRetryAt: null });
  });
});

describe('the sign-in challenge', () => {
  it('gives one session: a second answer, with a recovery code, is refused and uses up nothing', async () => {
    const { user, secret } = await enrolled();
    const { two_factor_challenge: challenge } = (await post('/login', undefined, { email: user.email, password: TEST_PASSWORD }))
      .body.data;
    const first = await post('/login/two-factor', undefined, { challenge, code: await codeFor(user.id, secret) });
    expect(first.status).toBe(200);
    const token = first.body.data.token as string;

    const [, recoveryCode] = (await post('/users/two-factor/recovery-codes', token, { code: await codeFor(user.id, secret) }))
      .body.data.recovery_codes as string[];
    const second = await post('/login/two-factor', undefined, { challenge, code: recoveryCode });
    expect([second.status, second.body.error.code]).toEqual([400, 'token_invalid']);
    expect((await api('/users/two-factor', { token })).body.data.recovery_codes_left).toBe(10);
  });
});
