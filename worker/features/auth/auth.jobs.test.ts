import { env } from 'cloudflare:test';
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema';
import { runJob } from '../../jobs/schedule';
import { nowSeconds } from '../../lib/tokens';
import { api, createUser, db, loginAs, outboxFor, TEST_PASSWORD } from '../../test/factories';
import { expireTemporaryPasswords } from './auth.jobs';

const userRow = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const expiryAudits = (ids: number[]) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'auth.temporary_password_expired'),
        inArray(
          auditLog.entityId,
          ids.map((id) => String(id)),
        ),
      ),
    );

describe('the temporary-passwords job', () => {
  it('clears an expired temporary password and its sessions, keeps the state, audits once; a second run does nothing', async () => {
    const expired = await createUser({ role: 'coach', state: 'change-password', passwordExpiresAt: nowSeconds() - 60 });
    const valid = await createUser({ role: 'coach', state: 'change-password', passwordExpiresAt: nowSeconds() + 3600 });
    const active = await createUser({ role: 'coach', state: 'active', passwordExpiresAt: nowSeconds() - 60 });
    await db.insert(sessions).values([
      { id: `expired-session-${expired.id}`, userId: expired.id, expiresAt: nowSeconds() + 3600 },
      { id: `valid-session-${valid.id}`, userId: valid.id, expiresAt: nowSeconds() + 3600 },
    ]);

    const first = await runJob('temporary-passwords', db, env);
    const second = await runJob('temporary-passwords', db, env);

    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(second).toEqual({ expired: 0 });
    expect(await userRow(expired.id)).toMatchObject({ passwordHash: null, state: 'change-password' });
    expect((await userRow(expired.id)).passwordExpiresAt).toBe(expired.passwordExpiresAt);
    expect((await userRow(valid.id)).passwordHash).toBe(valid.passwordHash);
    expect((await userRow(active.id)).passwordHash).toBe(active.passwordHash);
    expect(await db.select().from(sessions).where(eq(sessions.userId, expired.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, valid.id))).toHaveLength(1);
    expect(await expiryAudits([expired.id, valid.id, active.id])).toMatchObject([
      { actorUserId: null, entityType: 'user', entityId: String(expired.id) },
    ]);
    // The password no longer signs in at all.
    const { status } = await api('/login', { method: 'POST', json: { email: expired.email, password: TEST_PASSWORD } });
    expect(status).toBe(401);
  });

  it('leaves the account ready for a new invitation, whose password signs in', async () => {
    const coach = await createUser({ role: 'coach', state: 'change-password', passwordExpiresAt: nowSeconds() - 60 });
    await expireTemporaryPasswords(db);
    const staff = await loginAs(await createUser({ role: 'associate' }));

    expect((await api(`/coaches/${coach.id}/resend-invitation`, { method: 'POST', token: staff })).status).toBe(200);

    const [mail] = await outboxFor(coach.email);
    const password = /Temporäres Passwort: (\S+)/.exec(mail!.textBody)?.[1];
    expect(password).toBeDefined();
    expect(await expireTemporaryPasswords(db)).toBe(0);
    const { status } = await api('/login', { method: 'POST', json: { email: coach.email, password } });
    expect(status).toBe(200);
  });

  it('works through more than a page (100) of accounts in one run', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const past = nowSeconds() - 60;
    const values = Array.from({ length: 130 }, (_, i) => ({
      role: 'coach' as const,
      state: 'change-password' as const,
      firstname: 'Temp',
      lastname: `${i}`,
      email: `temp-${tag}-${i}@example.test`,
      passwordHash: 'scrypt$placeholder',
      passwordExpiresAt: past,
    }));
    // 9 bound columns a row (defaults included): 10 rows stay within D1's 100 parameters.
    for (let i = 0; i < values.length; i += 10) await db.insert(users).values(values.slice(i, i + 10));

    expect(await expireTemporaryPasswords(db)).toBeGreaterThanOrEqual(130);

    const left = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(like(users.email, `temp-${tag}-%`));
    expect(left.map((u) => u.hash)).toEqual(values.map(() => null));
  });
});
