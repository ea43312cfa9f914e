import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coachProfiles, languages, subjects } from '../../db/schema';
import { decryptField, encryptField } from '../../lib/field-crypto';
import { useBindings } from '../../test/bindings';
import { api, createUser, db, sessionFor, reauthenticate } from '../../test/factories';

/*
 * AHV number, IBAN and salaries (decision 038): encrypted at rest, masked in every answer, revealed one at a time with
 * an audit entry, and never overwritten by a masked value.
 */

const AHV = '756.1234.5678.97';
const IBAN = 'CH9300762011623852957';

async function coachWithSensitiveData() {
  const coach = await createUser({ role: 'coach', state: 'incomplete' });
  const token = await sessionFor(coach);
  const [language] = await db
    .insert(languages)
    .values({ code: `s${coach.id}` })
    .returning();
  const [subject] = await db.insert(subjects).values({}).returning();
  const profile = {
    firstname: 'Lea',
    lastname: 'Brunner',
    ahv_number: '7561234567897',
    iban: 'ch93 0076 2011 6238 5295 7',
    gross_monthly_salary_centimes: 450_000,
    replacement_incomes_per_month_centimes: 0,
    phone: '+41 41 555 12 34',
    language_ids: [language!.id],
    subject_ids: [subject!.id],
  };
  const saved = await api('/profiles', { method: 'PUT', token, json: profile });
  expect(saved.status).toBe(200);
  return { coach, token, profile };
}

const storedRow = async (coachId: number) => (await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coachId)))[0]!;

const reveals = (coachId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'coach.sensitive_reveal'), eq(auditLog.entityId, String(coachId))));

describe('encrypted at rest', () => {
  it('stores AHV number, IBAN and salaries as ciphertext bound to their column; the rest stays plain', async () => {
    const { coach } = await coachWithSensitiveData();
    const row = await storedRow(coach.id);
    for (const value of [row.ahvNumber, row.iban, row.grossMonthlySalary, row.replacementIncomesPerMonth]) {
      expect(value).toMatch(/^enc1:test1:[A-Za-z0-9_-]+$/);
    }
    expect(JSON.stringify(row)).not.toContain('1234.5678');
    expect(JSON.stringify(row)).not.toContain('00762');
    expect(row.phone).toBe('+41 41 555 12 34');
    expect(await decryptField(env, row.iban!, 'coach_profiles.iban')).toBe(IBAN);
    expect(await decryptField(env, row.grossMonthlySalary!, 'coach_profiles.gross_monthly_salary')).toBe('450000');
    await expect(decryptField(env, row.iban!, 'coach_profiles.ahv_number')).rejects.toThrow();
  });

  it('still reads values stored before encryption (plain text)', async () => {
    const { coach, token } = await coachWithSensitiveData();
    await db.update(coachProfiles).set({ iban: IBAN }).where(eq(coachProfiles.userId, coach.id));
    const revealed = await api('/profiles/reveal', { method: 'POST', token, json: { field: 'iban' } });
    expect(revealed.body.data.value).toBe(IBAN);
  });

  it('answers 503 misconfigured without a data key, for reads and writes', async () => {
    const { token, profile } = await coachWithSensitiveData();
    useBindings({ DATA_ENCRYPTION_KEYS: undefined });
    for (const response of [
      await api('/profiles', { token }),
      await api('/profiles', { method: 'PUT', token, json: profile }),
      await api('/profiles/reveal', { method: 'POST', token, json: { field: 'iban' } }),
    ]) {
      expect([response.status, response.body.error.code]).toEqual([503, 'misconfigured']);
    }
  });
});

describe('masked until revealed', () => {
  it('every answer masks the four fields, the coach’s own and HR’s', async () => {
    const { coach, token } = await coachWithSensitiveData();
    const masked = {
      ahv_number: '756.••••.••••.97',
      iban: 'CH•• •••• •••• •••• •295 7',
      gross_monthly_salary: '••••••',
      replacement_incomes_per_month: '••••••',
    };
    const own = await api('/profiles', { token });
    expect(own.body.data.coach.hr).toMatchObject(masked);
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    const forHr = await api(`/profiles/${coach.id}`, { token: finance });
    expect(forHr.body.data.hr).toMatchObject(masked);
    for (const body of [own.body, forHr.body]) {
      expect(JSON.stringify(body)).not.toMatch(/1234\.5678|2011|450000/);
      expect(body).not.toHaveProperty('data.hr.gross_monthly_salary_centimes');
    }
  });

  it('reveals one field at a time to the coach and to finance/admin, auditing each reveal with field and client', async () => {
    const { coach, token } = await coachWithSensitiveData();
    const finance = await createUser({ role: 'finance' });
    const admin = await createUser({ role: 'admin' });
    const reveal = (tokenOf: string, field: string, path = `/profiles/${coach.id}/reveal`) =>
      api(path, { method: 'POST', token: tokenOf, json: { field }, ip: '198.51.100.7' });

    expect((await reveal(token, 'ahv_number', '/profiles/reveal')).body.data).toEqual({ field: 'ahv_number', value: AHV });
    expect((await reveal(await sessionFor(finance), 'iban')).body.data).toEqual({ field: 'iban', value: IBAN });
    const salary = await reveal(await sessionFor(admin), 'gross_monthly_salary_centimes');
    expect(salary.body.data).toEqual({ field: 'gross_monthly_salary_centimes', value: 450_000 });

    const entries = await reveals(coach.id);
    expect(entries.map((e) => [e.actorUserId, e.details, e.ip])).toEqual([
      [coach.id, { field: 'ahv_number' }, '198.51.100.7'],
      [finance.id, { field: 'iban' }, '198.51.100.7'],
      [admin.id, { field: 'gross_monthly_salary_centimes' }, '198.51.100.7'],
    ]);
  });

  it('refuses reveals to associates, other coaches and unknown fields, and audits none of them', async () => {
    const { coach } = await coachWithSensitiveData();
    const associate = await sessionFor(await createUser({ role: 'associate' }));
    const other = await sessionFor(await createUser({ role: 'coach', state: 'active' }));
    const body = { field: 'iban' };
    expect((await api(`/profiles/${coach.id}/reveal`, { method: 'POST', token: associate, json: body })).status).toBe(403);
    expect((await api(`/profiles/${coach.id}/reveal`, { method: 'POST', token: other, json: body })).status).toBe(403);
    expect((await api(`/profiles/${coach.id}/reveal`, { method: 'POST', json: body })).status).toBe(401);
    const finance = await sessionFor(await createUser({ role: 'finance' }));
    const unknown = await api(`/profiles/${coach.id}/reveal`, { method: 'POST', token: finance, json: { field: 'bic' } });
    expect([unknown.status, unknown.body.error.fields[0].path]).toEqual([422, 'field']);
    expect((await api('/profiles/999999/reveal', { method: 'POST', token: finance, json: body })).status).toBe(404);
    expect(await reveals(coach.id)).toEqual([]);
  });
});

describe('saving a profile with masked values', () => {
  it('keeps the stored values when the fields are left out, and clears them only when sent empty', async () => {
    const { coach, token, profile } = await coachWithSensitiveData();
    const before = await storedRow(coach.id);
    const {
      ahv_number: _ahv,
      iban: _iban,
      gross_monthly_salary_centimes: _salary,
      replacement_incomes_per_month_centimes: _other,
      ...rest
    } = profile;
    const saved = await api('/profiles', { method: 'PUT', token, json: { ...rest, phone: '+41 41 555 99 99' } });
    expect(saved.status).toBe(200);
    const after = await storedRow(coach.id);
    expect([after.ahvNumber, after.iban, after.grossMonthlySalary, after.phone]).toEqual([
      before.ahvNumber,
      before.iban,
      before.grossMonthlySalary,
      '+41 41 555 99 99',
    ]);

    // Removing an IBAN once set needs the password confirmed (decision 049).
    await reauthenticate(token);
    const clearing = await api('/profiles', {
      method: 'PUT',
      token,
      json: { ...rest, iban: '', gross_monthly_salary_centimes: null },
    });
    expect(clearing.status).toBe(200);
    const cleared = await storedRow(coach.id);
    expect([cleared.iban, cleared.grossMonthlySalary, cleared.ahvNumber]).toEqual([null, null, before.ahvNumber]);
  });

  it('refuses a masked text as the value: it never passes the format check', async () => {
    const { coach, token, profile } = await coachWithSensitiveData();
    const before = await storedRow(coach.id);
    const own = (await api('/profiles', { token })).body.data.coach.hr;
    const { status, body } = await api('/profiles', {
      method: 'PUT',
      token,
      json: { ...profile, ahv_number: own.ahv_number, iban: own.iban, gross_monthly_salary_centimes: own.gross_monthly_salary },
    });
    expect(status).toBe(422);
    expect(body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'ahv_number',
      'gross_monthly_salary_centimes',
      'iban',
    ]);
    expect(await storedRow(coach.id)).toEqual(before);
  });

  it('a changed value is stored encrypted under the current key', async () => {
    const { coach, token, profile } = await coachWithSensitiveData();
    const newIban = 'LI21 0881 0000 2324 013A A';
    await reauthenticate(token);
    expect((await api('/profiles', { method: 'PUT', token, json: { ...profile, iban: newIban } })).status).toBe(200);
    const row = await storedRow(coach.id);
    expect(await decryptField(env, row.iban!, 'coach_profiles.iban')).toBe('LI21088100002324013AA');
    expect(row.iban).not.toBe(await encryptField(env, 'LI21088100002324013AA', 'coach_profiles.iban'));
  });
});
