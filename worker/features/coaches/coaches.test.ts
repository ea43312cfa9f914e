import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coachProfiles, users } from '../../db/schema';
import { completeProfile } from '../../test/coaches';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';

describe('PUT /api/coaches/request-validation', () => {
  it('lists the missing required fields and leaves the coach incomplete, HR untold', async () => {
    const hr = await createUser({ role: 'finance' });
    const coach = await createUser({ role: 'coach', state: 'incomplete' });
    await db.insert(coachProfiles).values({ userId: coach.id, salutation: 2, phone: '031 555 00 00' });
    const { status, body } = await api('/coaches/request-validation', { method: 'PUT', token: await sessionFor(coach) });
    expect([status, body.error.code, body.error.message]).toEqual([422, 'validation_failed', 'Please fill all required fields']);
    const paths = body.error.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['birthday', 'ahv_number', 'iban', 'language_ids', 'subject_ids']));
    expect(paths).not.toContain('salutation');
    expect(paths).not.toContain('phone');
    expect((await db.select().from(users).where(eq(users.id, coach.id)))[0]!.state).toBe('incomplete');
    expect((await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id)))[0]!.submittedAt).toBeNull();
    expect(await outboxFor(hr.email)).toEqual([]);
  });

  it('submits a complete profile, moves the coach to processing and notifies HR in their language', async () => {
    const hr = await createUser({ role: 'finance', language: 'it' });
    const coach = await createUser({ role: 'coach', state: 'incomplete' });
    await completeProfile(coach.id);
    const { status, body } = await api('/coaches/request-validation', { method: 'PUT', token: await sessionFor(coach) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: coach.id, state: 'processing' });
    const [row] = await db.select().from(users).where(eq(users.id, coach.id));
    expect(row!.state).toBe('processing');
    const mails = await outboxFor(hr.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'coach-profile-submitted', language: 'it' });
    expect(mails[0]!.subject).toContain(`${coach.firstname} ${coach.lastname}`);

    const again = await api('/coaches/request-validation', { method: 'PUT', token: await sessionFor(coach) });
    expect([again.status, again.body.error.code]).toEqual([409, 'conflict']);
    expect(await outboxFor(hr.email)).toHaveLength(1);
  });

  it('is for coaches only', async () => {
    const token = await sessionFor(await createUser({ role: 'associate' }));
    expect((await api('/coaches/request-validation', { method: 'PUT', token })).status).toBe(403);
    expect((await api('/coaches/request-validation', { method: 'PUT' })).status).toBe(401);
  });
});
