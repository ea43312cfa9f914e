import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coachProfiles, users } from '../db/schema';
import { createUser, db } from '../test/factories';
import { decryptField, encryptField, keyIdOf } from './field-crypto';
import { encryptedColumns, planColumn, selectStoredValues, updateStatements, type EncryptedColumn } from './key-rotation';

const OLD = { DATA_ENCRYPTION_KEYS: 'old:dGVzdC1kYXRhLWVuY3J5cHRpb24ta2V5LTMyYnl0ZXM' };
const ROTATED = { DATA_ENCRYPTION_KEYS: `new:bmV3LWRhdGEtZW5jcnlwdGlvbi1rZXktMzItYnl0ZXM,${OLD.DATA_ENCRYPTION_KEYS}` };
const NEW_ONLY = { DATA_ENCRYPTION_KEYS: 'new:bmV3LWRhdGEtZW5jcnlwdGlvbi1rZXktMzItYnl0ZXM' };

const columnOf = (name: string) => encryptedColumns.find((c) => `${c.table}.${c.column}` === name)!;

/** What `npm run keys:rotate` does for one column, against the test D1 instead of wrangler. */
async function rotate(keys: typeof ROTATED, column: EncryptedColumn) {
  const { results } = await env.DB.prepare(selectStoredValues(column)).all<{ k: number; v: string }>();
  const report = await planColumn(keys, column, results);
  const statements = updateStatements(column, report.updates);
  if (statements.length > 0) await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
  return report;
}

describe('key rotation (npm run keys:rotate)', () => {
  it('re-encrypts old-key values and plain leftovers under the first key, keeps the clear values, and is idempotent', async () => {
    const coach = await createUser({ role: 'coach' });
    const staff = await createUser({ role: 'admin' });
    await db.insert(coachProfiles).values({
      userId: coach.id,
      iban: await encryptField(OLD, 'CH9300762011623852957', 'coach_profiles.iban'),
      ahvNumber: "756.1234.5678.97 (it's plain)",
    });
    await db
      .update(users)
      .set({ totpSecret: await encryptField(OLD, 'JBSWY3DPEHPK3PXP', 'users.totp_secret') })
      .where(eq(users.id, staff.id));

    const iban = await rotate(ROTATED, columnOf('coach_profiles.iban'));
    const ahv = await rotate(ROTATED, columnOf('coach_profiles.ahv_number'));
    const totp = await rotate(ROTATED, columnOf('users.totp_secret'));
    expect(iban.rekeyed).toMatchObject({ old: 1 });
    expect(ahv.encrypted).toBeGreaterThanOrEqual(1);
    expect(totp.rekeyed).toMatchObject({ old: 1 });

    const [profile] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id));
    const [user] = await db.select().from(users).where(eq(users.id, staff.id));
    for (const stored of [profile!.iban!, profile!.ahvNumber!, user!.totpSecret!]) expect(keyIdOf(stored)).toBe('new');
    // The old key can be dropped now: everything reads with the new one alone.
    expect(await decryptField(NEW_ONLY, profile!.iban!, 'coach_profiles.iban')).toBe('CH9300762011623852957');
    expect(await decryptField(NEW_ONLY, profile!.ahvNumber!, 'coach_profiles.ahv_number')).toBe("756.1234.5678.97 (it's plain)");
    expect(await decryptField(NEW_ONLY, user!.totpSecret!, 'users.totp_secret')).toBe('JBSWY3DPEHPK3PXP');

    for (const column of encryptedColumns) expect((await rotate(ROTATED, column)).updates).toEqual([]);
  });

  it('leaves a value the app changed after the read, and reports values no configured key decrypts', async () => {
    const coach = await createUser({ role: 'coach' });
    const column = columnOf('coach_profiles.iban');
    await db.insert(coachProfiles).values({
      userId: coach.id,
      iban: await encryptField(OLD, 'CH9300762011623852957', 'coach_profiles.iban'),
    });
    const { results } = await env.DB.prepare(selectStoredValues(column)).all<{ k: number; v: string }>();
    const plan = await planColumn(ROTATED, column, results);
    // Meanwhile the coach saves a new IBAN (the app already encrypts with the new key).
    const saved = await encryptField(ROTATED, 'LI21088100002324013AA', 'coach_profiles.iban');
    await db.update(coachProfiles).set({ iban: saved }).where(eq(coachProfiles.userId, coach.id));
    await env.DB.batch(updateStatements(column, plan.updates).map((sql) => env.DB.prepare(sql)));
    const [profile] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id));
    expect(profile!.iban).toBe(saved);

    const other = await createUser({ role: 'coach' });
    await db.insert(coachProfiles).values({
      userId: other.id,
      iban: await encryptField(OLD, 'CH9300762011623852957', 'coach_profiles.iban'),
    });
    const withoutOld = await rotate(NEW_ONLY, column);
    expect(withoutOld.unreadable).toContain(other.id);
    expect(withoutOld.updates.map((u) => u.key)).not.toContain(other.id);
  });

  it('quotes values in the SQL it writes', () => {
    const [statement] = updateStatements(columnOf('coach_profiles.iban'), [{ key: 7, from: "it's", to: 'enc1:new:x' }]);
    expect(statement).toBe("UPDATE coach_profiles SET iban = 'enc1:new:x' WHERE user_id = 7 AND iban = 'it''s';");
  });
});
