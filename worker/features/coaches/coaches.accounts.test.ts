import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coachProfiles, coachRequests, sessions, users, workshops } from '../../db/schema';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, loginAs, outboxFor, sessionFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';

const newCoach = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Lea',
  lastname: 'Brunner',
  email: `lea.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.test`,
  language: 'fr',
  ...overrides,
});

/** The temporary password from the invitation mail. */
const passwordFromMail = (text: string) =>
  /(?:Temporäres Passwort|Mot de passe temporaire|Password temporanea|Temporary password)[ \u202f]?: (\S+)/.exec(text)?.[1];

describe('POST /api/coaches (create a coach account)', () => {
  it('creates the account with a 48-hour temporary password and mails it in the coach’s language', async () => {
    const token = await sessionFor(await createUser({ role: 'associate' }));
    const body = newCoach();
    const before = Math.floor(Date.now() / 1000);
    const { status, body: res } = await api('/coaches', {
      method: 'POST',
      token,
      json: { ...body, email: body.email.toUpperCase() },
    });
    expect(status).toBe(201);
    expect(res.data).toMatchObject({ role: 'coach', state: 'change-password', email: body.email, language: 'fr' });

    const [row] = await db.select().from(users).where(eq(users.id, res.data.id));
    expect(row!.passwordExpiresAt! - before).toBeGreaterThanOrEqual(48 * 3600 - 5);
    expect(row!.passwordExpiresAt! - before).toBeLessThanOrEqual(48 * 3600 + 5);
    expect(await db.select().from(coachProfiles).where(eq(coachProfiles.userId, res.data.id))).toHaveLength(1);

    const [mail] = await outboxFor(body.email);
    expect(mail).toMatchObject({ template: 'coach-account-created', language: 'fr' });
    // The sign-in link opens the login page in French.
    expect(mail!.textBody).toContain('http://localhost:8787/fr/login');
    const password = passwordFromMail(mail!.textBody);
    expect(password).toHaveLength(16);

    // First sign-in with the temporary password: everything else is refused until the coach picks their own.
    const coachToken = await loginAs({ email: body.email }, password);
    expect((await api('/profiles', { token: coachToken })).body.error.code).toBe('password_change_required');
    const changed = await api('/users/password', {
      method: 'PUT',
      token: coachToken,
      json: { old_password: password, password: 'Mein-Eigenes-2026', password_confirmation: 'Mein-Eigenes-2026' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.user.state).toBe('incomplete');
  });

  it('refuses an address already in use with email_taken on the field', async () => {
    const token = await sessionFor(await createUser({ role: 'admin' }));
    const existing = await createUser({ role: 'finance' });
    const { status, body } = await api('/coaches', { method: 'POST', token, json: newCoach({ email: existing.email }) });
    expect([status, body.error.code, body.error.fields[0].path]).toEqual([409, 'email_taken', 'email']);
  });

  it('validates names and the email address', async () => {
    const token = await sessionFor(await createUser({ role: 'admin' }));
    const { status, body } = await api('/coaches', {
      method: 'POST',
      token,
      json: { firstname: ' ', lastname: 'X', email: 'nope' },
    });
    expect(status).toBe(422);
    expect(body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['email', 'firstname']);
  });

  it('is for admin and associates only', async () => {
    const body = newCoach();
    for (const role of ['coach', 'finance'] as const) {
      const token = await sessionFor(await createUser({ role }));
      const refused = await api('/coaches', { method: 'POST', token, json: body });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden']);
    }
    expect((await api('/coaches', { method: 'POST', json: body })).status).toBe(401);
    expect(await db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    expect(await outboxFor(body.email)).toEqual([]);
  });
});

describe('an expired temporary password', () => {
  it('blocks the sign-in; staff resend a new one, the old one stops working', async () => {
    const coach = await createUser({
      role: 'coach',
      state: 'change-password',
      passwordExpiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    const expired = await api('/login', { method: 'POST', json: { email: coach.email, password: 'Correct-Horse-9' } });
    expect(expired.body.error.code).toBe('temporary_password_expired');

    const token = await sessionFor(await createUser({ role: 'associate' }));
    const { status } = await api(`/coaches/${coach.id}/resend-invitation`, { method: 'POST', token });
    expect(status).toBe(200);
    const [mail] = await outboxFor(coach.email);
    const password = passwordFromMail(mail!.textBody)!;
    expect((await api('/login', { method: 'POST', json: { email: coach.email, password } })).status).toBe(200);
    expect((await api('/login', { method: 'POST', json: { email: coach.email, password: 'Correct-Horse-9' } })).status).toBe(401);
  });

  it('cannot be resent once the coach has their own password', async () => {
    const coach = await createUser({ role: 'coach', state: 'incomplete' });
    const token = await sessionFor(await createUser({ role: 'admin' }));
    const { status, body } = await api(`/coaches/${coach.id}/resend-invitation`, { method: 'POST', token });
    expect([status, body.error.code]).toEqual([409, 'invalid_transition']);
    expect(await outboxFor(coach.email)).toEqual([]);
    await expect(sessionFor(coach)).resolves.toBeTypeOf('string');
  });
});

describe('HR review: approve and send back', () => {
  it('finance approves a submitted profile; the coach is told; a second approval is refused', async () => {
    const coach = await createUser({ role: 'coach', state: 'processing', language: 'it' });
    await db.insert(coachProfiles).values({ userId: coach.id, submittedAt: 1, salutation: 2 });
    const finance = await createUser({ role: 'finance' });
    const token = await sessionFor(finance);
    const { status, body } = await api(`/coaches/${coach.id}/approve`, { method: 'POST', token });
    expect([status, body.data.state]).toEqual([200, 'active']);
    expect(body.data).not.toHaveProperty('salutation');
    const [profile] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id));
    expect(profile!.approvedById).toBe(finance.id);
    const [approved] = await outboxFor(coach.email);
    expect(approved).toMatchObject({ template: 'coach-approved', language: 'it' });
    // Formal, with the salutation from the profile.
    expect(approved!.textBody).toMatch(new RegExp(`^Gentile signor ${coach.lastname},\n\n`));
    const again = await api(`/coaches/${coach.id}/approve`, { method: 'POST', token });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_transition']);
    expect(await outboxFor(coach.email)).toHaveLength(1);
  });

  it('sends a profile back with the reason (incomplete), which the coach then sees', async () => {
    const coach = await createUser({ role: 'coach', state: 'processing' });
    await db.insert(coachProfiles).values({ userId: coach.id });
    const token = await sessionFor(await createUser({ role: 'admin' }));
    const missingReason = await api(`/coaches/${coach.id}/send-back`, { method: 'POST', token, json: { reason: '' } });
    expect(missingReason.status).toBe(422);
    const { status, body } = await api(`/coaches/${coach.id}/send-back`, {
      method: 'POST',
      token,
      json: { reason: 'Bitte die Rückseite der Bewilligung hochladen.' },
    });
    expect([status, body.data.state]).toEqual([200, 'incomplete']);
    const [mail] = await outboxFor(coach.email);
    expect(mail!.template).toBe('coach-sent-back');
    expect(mail!.textBody).toContain('Rückseite der Bewilligung');
    const own = await api('/profiles', { token: await sessionFor(coach) });
    expect(own.body.data.coach.review.rejection_reason).toBe('Bitte die Rückseite der Bewilligung hochladen.');
  });

  it('is for finance and admin: associates and coaches get 403 and the profile stays in review', async () => {
    const coach = await createUser({ role: 'coach', state: 'processing' });
    await db.insert(coachProfiles).values({ userId: coach.id, submittedAt: 1 });
    for (const role of ['associate', 'coach'] as const) {
      const token = await sessionFor(await createUser({ role }));
      const approve = await api(`/coaches/${coach.id}/approve`, { method: 'POST', token });
      expect([approve.status, approve.body.error.code]).toEqual([403, 'forbidden']);
      const sendBack = await api(`/coaches/${coach.id}/send-back`, { method: 'POST', token, json: { reason: 'x' } });
      expect([sendBack.status, sendBack.body.error.code]).toEqual([403, 'forbidden']);
    }
    expect((await db.select().from(users).where(eq(users.id, coach.id)))[0]!.state).toBe('processing');
    expect((await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id)))[0]).toMatchObject({
      approvedAt: null,
      rejectionReason: null,
    });
    expect(await outboxFor(coach.email)).toEqual([]);
  });
});

describe('POST /api/coaches/{id}/set-state (admin)', () => {
  it('deactivates a coach: sessions end, sign-in is refused, open requests are withdrawn; reactivation returns to active', async () => {
    const coach = await createUser({ role: 'coach', state: 'active' });
    await db.insert(coachProfiles).values({ userId: coach.id, approvedAt: 1 });
    const { id: inquiryId } = await submitInquiry(await seedCatalogue());
    const associate = await sessionFor(await createUser({ role: 'associate' }));
    await api(`/inquiries/${inquiryId}/validate`, { method: 'POST', token: associate });
    const [workshop, other] = await db.select().from(workshops).where(eq(workshops.inquiryId, inquiryId));
    await db.insert(coachRequests).values([
      { workshopId: workshop!.id, coachId: coach.id, state: 'approved' },
      { workshopId: other!.id, coachId: coach.id, state: 'placed' },
    ]);
    const coachToken = await sessionFor(coach);
    const admin = await sessionFor(await createUser({ role: 'admin' }));
    expect(
      (await api(`/coaches/${coach.id}/set-state`, { method: 'POST', token: admin, json: { state: 'inactive' } })).status,
    ).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.userId, coach.id))).toHaveLength(0);
    const requests = await db.select().from(coachRequests).where(eq(coachRequests.coachId, coach.id));
    expect(requests.map((r) => r.state).sort()).toEqual(['cancelled', 'placed']);
    expect((await api('/user', { token: coachToken })).status).toBe(401);
    const login = await api('/login', { method: 'POST', json: { email: coach.email, password: 'Correct-Horse-9' } });
    expect(login.body.error.code).toBe('account_inactive');
    const back = await api(`/coaches/${coach.id}/set-state`, { method: 'POST', token: admin, json: { state: 'active' } });
    expect(back.body.data.state).toBe('active');
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(coach.id)), eq(auditLog.action, 'coach.set_inactive')));
    expect(audit).toHaveLength(1);
  });

  it('reactivates a never-approved coach to incomplete; only admin may', async () => {
    const coach = await createUser({ role: 'coach', state: 'inactive' });
    const associate = await sessionFor(await createUser({ role: 'associate' }));
    const refused = await api(`/coaches/${coach.id}/set-state`, { method: 'POST', token: associate, json: { state: 'active' } });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden']);
    expect((await db.select().from(users).where(eq(users.id, coach.id)))[0]!.state).toBe('inactive');
    const admin = await sessionFor(await createUser({ role: 'admin' }));
    const { body } = await api(`/coaches/${coach.id}/set-state`, { method: 'POST', token: admin, json: { state: 'active' } });
    expect(body.data.state).toBe('incomplete');
  });
});

describe('GET /api/coaches', () => {
  it('filters by state and text, counts per state; finance sees the approval queue first', async () => {
    const tag = `Zz${Date.now().toString(36)}`;
    const make = async (state: 'processing' | 'active' | 'incomplete', submittedAt: number | null) => {
      const user = await createUser({ role: 'coach', state });
      await db
        .update(users)
        .set({ lastname: `${tag} ${state}` })
        .where(eq(users.id, user.id));
      await db.insert(coachProfiles).values({ userId: user.id, submittedAt, location: 'Luzern' });
      return user;
    };
    const active = await make('active', 10);
    const later = await make('processing', 2000);
    const earlier = await make('processing', 1000);
    await make('incomplete', null);

    const finance = await sessionFor(await createUser({ role: 'finance' }));
    const queue = await api(`/coaches?sort=queue&q=${tag}`, { token: finance });
    expect(queue.status).toBe(200);
    expect(queue.body.data.items.map((c: { id: number }) => c.id).slice(0, 3)).toEqual([earlier.id, later.id, active.id]);
    expect(queue.body.data.counts).toMatchObject({ processing: 2, active: 1, incomplete: 1 });
    expect(queue.body.data.items[0]).not.toHaveProperty('iban');

    const associate = await sessionFor(await createUser({ role: 'associate' }));
    const filtered = await api(`/coaches?state=active&q=${tag}`, { token: associate });
    expect(filtered.body.data.items.map((c: { id: number }) => c.id)).toEqual([active.id]);
    expect(filtered.body.data.total).toBe(1);

    const coach = await sessionFor(await createUser({ role: 'coach' }));
    expect((await api('/coaches', { token: coach })).status).toBe(403);
  });
});
