import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, organisation, recoveryCodes, sessions, users } from '../../db/schema';
import { isEncrypted } from '../../lib/field-crypto';
import { useBindings } from '../../test/bindings';
import { api, createUser, db, loginAs, outboxFor, reauthenticate, TEST_PASSWORD } from '../../test/factories';
import { currentStep } from './totp';

type TestUser = Awaited<ReturnType<typeof createUser>>;

const userRow = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

/**
 * A code the server has not seen yet: the next step after the last one used, from the current one on, so that it is
 * still inside the ±1 window when a step ends between this and the server's check (a loaded machine).
 */
async function freshCode(userId: number, secret: string): Promise<string> {
  const now = currentStep();
  const last = (await userRow(userId)).totpLastStep;
  let step = Math.max(now, (last ?? -Infinity) + 1);
  if (step > now + 1) {
    // Two codes a step: a test needing a third forgets the oldest use (never what a test checks).
    await db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId));
    step = now;
  }
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}

const post = (path: string, token: string | undefined, json?: unknown) =>
  api(path, { method: 'POST', token, ...(json === undefined ? {} : { json }) });

/** Sets up and turns on two-factor sign-in through the API; returns the secret and the recovery codes. */
async function enrol(user: TestUser) {
  const token = await loginAs(user);
  const setup = await post('/users/two-factor/setup', token);
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  const enabled = await post('/users/two-factor/enable', token, { code: await freshCode(user.id, secret) });
  expect(enabled.status).toBe(200);
  return { token, secret, recoveryCodes: enabled.body.data.recovery_codes as string[] };
}

const passwordStep = (user: TestUser) => post('/login', undefined, { email: user.email, password: TEST_PASSWORD });

async function requireForAdminAndFinance(required: boolean) {
  await db.update(organisation).set({ twoFactorRequired: required }).where(eq(organisation.id, 1));
}

afterEach(() => requireForAdminAndFinance(false));

const audits = (userId: number, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, action)));

describe('setting up two-factor sign-in', () => {
  it('gives an otpauth URI and QR code, stores the secret encrypted, and turns on only with a correct first code', async () => {
    const user = await createUser({ role: 'finance' });
    const token = await loginAs(user);

    const setup = await post('/users/two-factor/setup', token);
    expect(setup.status).toBe(200);
    const { secret, uri } = setup.body.data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Workshop%20Admin:/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('algorithm=SHA1');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
    const stored = await userRow(user.id);
    expect(isEncrypted(stored.totpSecret!)).toBe(true);
    expect(stored.totpSecret).not.toContain(secret);
    expect(stored.totpEnabledAt).toBeNull();

    const wrong = await post('/users/two-factor/enable', token, {
      code: '000000' === (await freshCode(user.id, secret)) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('two_factor_code_invalid');
    expect((await userRow(user.id)).totpEnabledAt).toBeNull();

    const malformed = await post('/users/two-factor/enable', token, { code: '12ab' });
    expect(malformed.status).toBe(422);

    const enabled = await post('/users/two-factor/enable', token, { code: await freshCode(user.id, secret) });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const hashes = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.codeHash)).not.toContain(codes[0]);
    expect((await userRow(user.id)).totpEnabledAt).not.toBeNull();
    expect(await audits(user.id, 'auth.two_factor_enabled')).toHaveLength(1);

    const status = await api('/users/two-factor', { token });
    expect(status.body.data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    expect((await post('/users/two-factor/setup', token)).body.error.code).toBe('two_factor_already_enabled');
  });

  it('is for staff only: a coach is refused, anonymous callers too', async () => {
    const coach = await loginAs(await createUser({ role: 'coach' }));
    expect((await post('/users/two-factor/setup', coach)).status).toBe(403);
    expect((await api('/users/two-factor', { token: coach })).status).toBe(403);
    expect((await post('/users/two-factor/setup', undefined)).status).toBe(401);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers a challenge instead of a session, then a session for a correct code', async () => {
    const user = await createUser({ role: 'admin' });
    const { secret } = await enrol(user);
    const sessionsBefore = (await db.select().from(sessions).where(eq(sessions.userId, user.id))).length;

    const first = await passwordStep(user);
    expect(first.status).toBe(200);
    expect(first.body.data.token).toBeUndefined();
    const challenge = first.body.data.two_factor_challenge as string;
    expect(challenge).toBeTruthy();
    expect((await db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(sessionsBefore);

    const second = await post('/login/two-factor', undefined, { challenge, code: await freshCode(user.id, secret) });
    expect(second.status).toBe(200);
    expect(second.body.data.user.id).toBe(user.id);
    expect((await api('/user', { token: second.body.data.token })).status).toBe(200);
    const [login] = (await audits(user.id, 'auth.login')).slice(-1);
    expect(login!.details).toEqual({ two_factor: 'totp' });
  });

  it('never accepts a code twice, nor a wrong one, nor a forged or foreign challenge', async () => {
    const user = await createUser({ role: 'associate' });
    const { secret } = await enrol(user);
    const { two_factor_challenge: challenge } = (await passwordStep(user)).body.data;
    const code = await freshCode(user.id, secret);

    expect((await post('/login/two-factor', undefined, { challenge, code })).status).toBe(200);
    const { two_factor_challenge: next } = (await passwordStep(user)).body.data;
    const replay = await post('/login/two-factor', undefined, { challenge: next, code });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('two_factor_code_invalid');

    const wrong = await post('/login/two-factor', undefined, { challenge: next, code: code === '123456' ? '654321' : '123456' });
    expect(wrong.status).toBe(401);
    expect(await audits(user.id, 'auth.two_factor_failed')).toHaveLength(2);

    const forged = await post('/login/two-factor', undefined, {
      challenge: `${challenge}x`,
      code: await freshCode(user.id, secret),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('token_invalid');
  });

  it('takes each recovery code once', async () => {
    const user = await createUser({ role: 'finance' });
    const { recoveryCodes: codes } = await enrol(user);
    const { two_factor_challenge: challenge } = (await passwordStep(user)).body.data;

    const used = await post('/login/two-factor', undefined, { challenge, code: codes[3]!.toUpperCase() });
    expect(used.status).toBe(200);
    expect((await audits(user.id, 'auth.two_factor_recovery_code_used')).length).toBe(1);
    const { two_factor_challenge: next } = (await passwordStep(user)).body.data;
    const again = await post('/login/two-factor', undefined, { challenge: next, code: codes[3] });
    expect(again.status).toBe(401);
    const status = await api('/users/two-factor', { token: used.body.data.token });
    expect(status.body.data.recovery_codes_left).toBe(9);
  });

  it('voids the challenge when the password changes meanwhile', async () => {
    const user = await createUser({ role: 'admin' });
    const { secret } = await enrol(user);
    const { two_factor_challenge: challenge } = (await passwordStep(user)).body.data;
    await db.update(users).set({ passwordHash: 'scrypt$changed' }).where(eq(users.id, user.id));

    const refused = await post('/login/two-factor', undefined, { challenge, code: await freshCode(user.id, secret) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('token_invalid');
  });

  it('is rate-limited per account', async () => {
    const user = await createUser({ role: 'admin' });
    const { secret } = await enrol(user);
    const { two_factor_challenge: challenge } = (await passwordStep(user)).body.data;
    const keys: string[] = [];
    useBindings({
      LOGIN_ACCOUNT_LIMITER: {
        limit: async ({ key }: { key: string }) => {
          keys.push(key);
          return { success: false };
        },
      },
    });
    const refused = await post('/login/two-factor', undefined, { challenge, code: await freshCode(user.id, secret) });
    expect(refused.status).toBe(429);
    expect(keys).toEqual([`two-factor:${user.id}`]);
  });
});

describe('recovery codes and turning it off', () => {
  it('regenerates the codes with a current code: the old ones stop working', async () => {
    const user = await createUser({ role: 'associate' });
    const { token, secret, recoveryCodes: old } = await enrol(user);

    const fresh = await post('/users/two-factor/recovery-codes', token, { code: await freshCode(user.id, secret) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.recovery_codes).toHaveLength(10);
    expect(await audits(user.id, 'auth.two_factor_recovery_codes_regenerated')).toHaveLength(1);

    const { two_factor_challenge: challenge } = (await passwordStep(user)).body.data;
    expect((await post('/login/two-factor', undefined, { challenge, code: old[0] })).status).toBe(401);
    expect((await post('/login/two-factor', undefined, { challenge, code: fresh.body.data.recovery_codes[0] })).status).toBe(200);
  });

  it('turns off with the password and a code; the next sign-in is a plain one', async () => {
    const user = await createUser({ role: 'associate' });
    const { token, secret } = await enrol(user);

    const wrongPassword = await post('/users/two-factor/disable', token, {
      password: 'not-it',
      code: await freshCode(user.id, secret),
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.error.code).toBe('old_password_wrong');

    const off = await post('/users/two-factor/disable', token, {
      password: TEST_PASSWORD,
      code: await freshCode(user.id, secret),
    });
    expect(off.status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    expect(await audits(user.id, 'auth.two_factor_disabled')).toHaveLength(1);
    expect((await passwordStep(user)).body.data.token).toBeTruthy();
  });
});

describe('required for admin and finance by the organisation', () => {
  it('sends an admin without two-factor sign-in to set it up: every other call answers two_factor_setup_required', async () => {
    await requireForAdminAndFinance(true);
    const user = await createUser({ role: 'admin' });

    const signedIn = await passwordStep(user);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.two_factor_setup_required).toBe(true);
    const token = signedIn.body.data.token as string;

    const blocked = await api('/master-data/organisation', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('two_factor_setup_required');
    expect((await api('/user', { token })).body.data.two_factor_setup_required).toBe(true);
    expect((await api('/users/two-factor', { token })).body.data).toMatchObject({ enabled: false, required: true });

    const setup = await post('/users/two-factor/setup', token);
    const enabled = await post('/users/two-factor/enable', token, { code: await freshCode(user.id, setup.body.data.secret) });
    expect(enabled.status).toBe(200);

    expect((await api('/master-data/organisation', { token })).status).toBe(200);
    expect((await api('/user', { token })).body.data.two_factor_setup_required).toBeUndefined();
  });

  it('leaves associates and coaches alone', async () => {
    await requireForAdminAndFinance(true);
    const associate = await loginAs(await createUser({ role: 'associate' }));
    expect((await api('/master-data/organisation', { token: associate })).status).toBe(200);
  });

  it('refuses to turn it off while required', async () => {
    const user = await createUser({ role: 'finance' });
    const { token, secret } = await enrol(user);
    await requireForAdminAndFinance(true);

    const refused = await post('/users/two-factor/disable', token, {
      password: TEST_PASSWORD,
      code: await freshCode(user.id, secret),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('two_factor_required');
    expect((await userRow(user.id)).totpEnabledAt).not.toBeNull();
  });

  it('is switched in the organisation form by admins, with the document retention', async () => {
    const admin = await loginAs(await createUser({ role: 'admin' }));
    const current = (await api('/master-data/organisation', { token: admin })).body.data;
    const { updated_at: _u, two_factor_required: _t, document_retention_months: _d, ...body } = current;

    for (const months of [0, 121, 1.5]) {
      const refused = await api('/master-data/organisation', {
        method: 'PUT',
        token: admin,
        json: { ...body, document_retention_months: months },
      });
      expect(refused.status).toBe(422);
    }

    const saved = await api('/master-data/organisation', {
      method: 'PUT',
      token: admin,
      json: { ...body, two_factor_required: true, document_retention_months: 36 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ two_factor_required: true, document_retention_months: 36 });
    expect((await db.select().from(organisation))[0]).toMatchObject({ twoFactorRequired: true, documentRetentionMonths: 36 });
  });
});

describe('reset by an admin', () => {
  it('turns it off for a staff member who lost phone and codes, ends their sessions, audited, mailed; not for coaches or oneself', async () => {
    const adminUser = await createUser({ role: 'admin' });
    const admin = await loginAs(adminUser);
    const user = await createUser({ role: 'finance', language: 'fr' });
    const { token } = await enrol(user);

    const byAssociate = await post(`/users/${user.id}/two-factor/reset`, await loginAs(await createUser({ role: 'associate' })));
    expect(byAssociate.status).toBe(403);
    expect((await userRow(user.id)).totpEnabledAt).not.toBeNull();

    // A stolen admin session alone cannot strip someone's second factor: the admin's password first.
    const unconfirmed = await post(`/users/${user.id}/two-factor/reset`, admin);
    expect([unconfirmed.status, unconfirmed.body.error.code]).toEqual([403, 'reauthentication_required']);
    expect((await userRow(user.id)).totpEnabledAt).not.toBeNull();
    expect(await outboxFor(user.email)).toHaveLength(0);

    await reauthenticate(admin);
    const reset = await post(`/users/${user.id}/two-factor/reset`, admin);
    expect(reset.status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    expect((await api('/user', { token })).status).toBe(401);
    const [audit] = await audits(adminUser.id, 'auth.two_factor_reset');
    expect(audit).toMatchObject({ entityType: 'user', entityId: String(user.id) });
    expect((await passwordStep(user)).body.data.token).toBeTruthy();
    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({ template: 'two-factor-reset', subject: 'Votre connexion à deux facteurs a été réinitialisée' });
    expect(mail!.textBody).toContain(`${adminUser.firstname} User a désactivé votre connexion à deux facteurs`);

    const coach = await createUser({ role: 'coach' });
    expect((await post(`/users/${coach.id}/two-factor/reset`, admin)).status).toBe(404);
    expect((await post(`/users/${adminUser.id}/two-factor/reset`, admin)).status).toBe(409);
  });
});
