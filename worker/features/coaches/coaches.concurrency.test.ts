import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coachProfiles, users } from '../../db/schema';
import { completeProfile } from '../../test/coaches';
import { TEST_PASSWORD, api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { atOnce } from '../../test/race';

const stateOf = async (id: number) => (await db.select({ state: users.state }).from(users).where(eq(users.id, id)))[0]!.state;
const profileOf = async (id: number) => (await db.select().from(coachProfiles).where(eq(coachProfiles.userId, id)))[0]!;
const templates = async (email: string) => (await outboxFor(email)).map((m) => m.template);
const admin = async () => sessionFor(await createUser({ role: 'admin' }));
const deactivate = (coachId: number, token: string) => () =>
  api(`/coaches/${coachId}/set-state`, { method: 'POST', token, json: { state: 'inactive' } });

describe('coach states racing', () => {
  it('approval and deactivation at once: the loser changes nothing and mails nobody', async () => {
    const coach = await createUser({ role: 'coach', state: 'processing' });
    await db.insert(coachProfiles).values({ userId: coach.id, submittedAt: 1 });
    const token = await admin();

    const [approving, deactivating] = await atOnce(
      () => api(`/coaches/${coach.id}/approve`, { method: 'POST', token }),
      deactivate(coach.id, token),
    );

    expect([approving.status, deactivating.status].sort()).toEqual([200, 409]);
    if (approving.status === 200) {
      expect(deactivating.body.error.code).toBe('conflict');
      expect([await stateOf(coach.id), (await profileOf(coach.id)).approvedAt]).toEqual(['active', expect.any(Number)]);
      expect(await templates(coach.email)).toEqual(['coach-approved']);
    } else {
      expect(approving.body.error.code).toBe('invalid_transition');
      expect([await stateOf(coach.id), (await profileOf(coach.id)).approvedAt]).toEqual(['inactive', null]);
      expect(await templates(coach.email)).toEqual([]);
    }
  });

  it('approval and sending back at once: one review, one mail', async () => {
    const coach = await createUser({ role: 'coach', state: 'processing' });
    await db.insert(coachProfiles).values({ userId: coach.id, submittedAt: 1 });
    const token = await sessionFor(await createUser({ role: 'finance' }));

    const [sendingBack, approving] = await atOnce(
      () => api(`/coaches/${coach.id}/send-back`, { method: 'POST', token, json: { reason: 'Bewilligung fehlt' } }),
      () => api(`/coaches/${coach.id}/approve`, { method: 'POST', token }),
    );

    expect([approving.status, sendingBack.status].sort()).toEqual([200, 409]);
    const profile = await profileOf(coach.id);
    if (approving.status === 200) {
      expect([await stateOf(coach.id), profile.rejectionReason, await templates(coach.email)]).toEqual([
        'active',
        null,
        ['coach-approved'],
      ]);
    } else {
      expect([await stateOf(coach.id), profile.approvedAt, await templates(coach.email)]).toEqual([
        'incomplete',
        null,
        ['coach-sent-back'],
      ]);
    }
  });

  it('a profile submitted while the coach is deactivated stays deactivated and HR is not asked', async () => {
    const hr = await createUser({ role: 'finance' });
    const coach = await createUser({ role: 'coach', state: 'incomplete' });
    await completeProfile(coach.id);
    const coachToken = await sessionFor(coach);

    const [submitting, deactivating] = await atOnce(
      () => api('/coaches/request-validation', { method: 'PUT', token: coachToken }),
      deactivate(coach.id, await admin()),
    );

    expect([submitting.status, deactivating.status].sort()).toEqual([200, 409]);
    const hrMails = (await templates(hr.email)).filter((t) => t === 'coach-profile-submitted');
    if (deactivating.status === 200) expect([await stateOf(coach.id), hrMails]).toEqual(['inactive', []]);
    else expect([await stateOf(coach.id), hrMails]).toEqual(['processing', ['coach-profile-submitted']]);
  });

  it('a password changed while the account is deactivated does not reactivate it', async () => {
    const coach = await createUser({ role: 'coach', state: 'active' });
    const coachToken = await sessionFor(coach);

    const [changing, deactivating] = await atOnce(
      () =>
        api('/users/password', {
          method: 'PUT',
          token: coachToken,
          json: { old_password: TEST_PASSWORD, password: 'Mein-Eigenes-2026', password_confirmation: 'Mein-Eigenes-2026' },
        }),
      deactivate(coach.id, await admin()),
    );

    expect([changing.status, deactivating.status]).toEqual([200, 200]);
    expect(await stateOf(coach.id)).toBe('inactive');
    const login = await api('/login', { method: 'POST', json: { email: coach.email, password: 'Mein-Eigenes-2026' } });
    expect(login.body.error.code).toBe('account_inactive');
  });

  it('two invitations resent at once: one mail, and its password is the one that works', async () => {
    const coach = await createUser({ role: 'coach', state: 'change-password', passwordExpiresAt: 1 });
    const token = await sessionFor(await createUser({ role: 'associate' }));
    const resend = () => api(`/coaches/${coach.id}/resend-invitation`, { method: 'POST', token });

    const results = await atOnce(resend, resend);

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('conflict');
    const mails = await outboxFor(coach.email);
    expect(mails.map((m) => m.template)).toEqual(['coach-account-created']);
    const password = /(?:Temporäres Passwort|Temporary password) ?: (\S+)/.exec(mails[0]!.textBody)![1]!;
    expect((await api('/login', { method: 'POST', json: { email: coach.email, password } })).status).toBe(200);
  });

  it('the same address created twice at once: one account with its profile, audit entry and invitation', async () => {
    const token = await sessionFor(await createUser({ role: 'associate' }));
    const email = `twice-${Date.now()}@example.test`;
    const create = () =>
      api('/coaches', { method: 'POST', token, json: { firstname: 'Lea', lastname: 'Dvořák', email, language: 'fr' } });

    const results = await atOnce(create, create);

    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('email_taken');
    const created = await db.select().from(users).where(eq(users.email, email));
    expect(created).toHaveLength(1);
    const id = created[0]!.id;
    expect(results.find((r) => r.status === 201)!.body.data.id).toBe(id);
    expect(await profileOf(id)).toBeDefined();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coach.created'), eq(auditLog.entityId, String(id))));
    expect(audit).toHaveLength(1);
    const mails = await outboxFor(email);
    expect(mails.map((m) => [m.template, m.recipientUserId])).toEqual([['coach-account-created', id]]);
  });

  it('deactivating twice at once deactivates once', async () => {
    const coach = await createUser({ role: 'coach', state: 'active' });
    const token = await admin();

    const results = await atOnce(deactivate(coach.id, token), deactivate(coach.id, token));

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('conflict');
    expect(await stateOf(coach.id)).toBe('inactive');
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(coach.id)), eq(auditLog.action, 'coach.set_inactive')));
    expect(audit).toHaveLength(1);
  });
});
