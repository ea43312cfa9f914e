import { env, SELF } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  calendarFeeds,
  coachFees,
  coachProfiles,
  coachRequests,
  expenseReceipts,
  expenses,
  mailOutbox,
  mailSuppressions,
  sessions,
  unavailabilities,
  users,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import { encryptField } from '../../lib/field-crypto';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { nowSeconds } from '../../lib/tokens';
import { api, createUser, db, loginAs, sessionFor } from '../../test/factories';
import { anonymisedEmail } from './anonymise';

let admin: string;
let offeredWorkshopId: number;
beforeAll(async () => {
  admin = await sessionFor(await createUser({ role: 'admin' }));
  offeredWorkshopId = (await seedCatalogue()).rights.id;
});

async function workshopOn(date: string) {
  const [workshop] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId,
      state: 'done',
      date,
      startTime: '08:00',
      endTime: '09:30',
      durationMinutes: 90,
      institute: 'Schule Kirchenfeld',
      location: 'Bern',
      priceCentimes: 45000,
    })
    .returning({ id: workshops.id });
  return workshop!.id;
}

/** A coach with an encrypted AHV number and IBAN, a permit scan in R2, a past placement with a fee, and a session. */
async function coachWithData(state: 'active' | 'inactive' = 'inactive') {
  const coach = await createUser({ role: 'coach' });
  const permitKey = `coaches/${coach.id}/permit-front`;
  await env.FILES.put(permitKey, 'permit-scan', { httpMetadata: { contentType: 'image/png' } });
  await db.insert(coachProfiles).values({
    userId: coach.id,
    birthday: '1990-04-12',
    ahvNumber: await encryptField(env, '756.1234.5678.97', 'coach_profiles.ahv_number'),
    iban: await encryptField(env, 'CH9300762011623852957', 'coach_profiles.iban'),
    phone: '+41 31 555 12 34',
    street: 'Länggassstrasse 7',
    remarks: 'Allergie',
    residencePermit: 'B',
    residencePermitFrontKey: permitKey,
    personnelId: 'P-77',
  });
  const workshopId = await workshopOn(dateIn(-30));
  await db.insert(workshopCoaches).values({ workshopId, coachId: coach.id, placedAt: 1 });
  await db.insert(coachFees).values({ workshopId, coachId: coach.id, amountCentimes: 20000, payoutMonth: '2026-01' });
  await db.insert(unavailabilities).values({ coachId: coach.id, kind: 'weekday', weekday: 3 });
  await db.insert(calendarFeeds).values({ coachId: coach.id, tokenHash: `hash-${coach.id}`, createdAt: 1 });
  // A real sign-in: the export carries its audit entry and the session.
  await loginAs(coach);
  await db.update(users).set({ state }).where(eq(users.id, coach.id));
  return { coach, permitKey, workshopId };
}

const auditFor = (action: string, personId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(personId))));

const tokens: Partial<Record<'associate' | 'coach' | 'finance', string>> = {};

describe('who may export or anonymise a person', () => {
  it('admins only: other roles 403, anonymous 401', async () => {
    const { coach } = await coachWithData();
    for (const [method, path] of [
      ['GET', `/people/${coach.id}/export`],
      ['POST', `/people/${coach.id}/anonymise`],
    ] as const) {
      expect((await api(path, { method })).status).toBe(401);
      for (const role of ['associate', 'coach', 'finance'] as const) {
        const token = (tokens[role] ??= await sessionFor(await createUser({ role })));
        expect((await api(path, { method, token })).status, `${role} ${path}`).toBe(403);
      }
      expect((await api(path.replace(String(coach.id), '999999'), { method, token: admin })).status).toBe(404);
    }
  }, 20_000);
});

describe('export of everything about a person (GET /people/{id}/export)', () => {
  it('answers a ZIP with person.json (profile decrypted, no secrets) and the files, and audits the export', async () => {
    const { coach, workshopId } = await coachWithData('active');
    const response = await SELF.fetch(`http://localhost/api/people/${coach.id}/export`, {
      headers: { Authorization: `Bearer ${admin}`, 'CF-Connecting-IP': '198.51.100.9' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="person-${coach.id}.zip"`);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['files/residence-permit-front.png', 'person.json']);
    expect(new TextDecoder().decode(entries['files/residence-permit-front.png'])).toBe('permit-scan');
    const text = new TextDecoder().decode(entries['person.json']);
    const person = JSON.parse(text);
    expect(person.account).toMatchObject({ id: coach.id, email: coach.email, firstname: coach.firstname });
    expect(person.profile).toMatchObject({ ahvNumber: '756.1234.5678.97', iban: 'CH9300762011623852957', remarks: 'Allergie' });
    expect(person.allocations).toEqual([expect.objectContaining({ workshopId, institute: 'Schule Kirchenfeld' })]);
    expect(person.fees).toEqual([expect.objectContaining({ workshopId, amountCentimes: 20000 })]);
    expect(person.unavailabilities).toHaveLength(1);
    expect(person.sessions.length).toBeGreaterThanOrEqual(1);
    expect(person.audit_log.some((entry: { action: string }) => entry.action === 'auth.login')).toBe(true);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('enc1:');
    expect(text).not.toContain('tokenHash');
    const [entry] = await auditFor('person.exported', coach.id);
    expect(entry).toMatchObject({ entityType: 'user', ip: '198.51.100.9', details: { files: 1 } });
  });

  it('adds the expense receipts under a safe name and lists a file missing in R2 instead of failing', async () => {
    const { coach } = await coachWithData('active');
    await db
      .update(coachProfiles)
      .set({ contractPdfKey: `coaches/${coach.id}/gone` })
      .where(eq(coachProfiles.userId, coach.id));
    const [expense] = await db
      .insert(expenses)
      .values({ coachId: coach.id, date: dateIn(-30), journeyCentimes: 1200 })
      .returning({ id: expenses.id });
    const receiptKey = `expenses/${expense!.id}/receipt`;
    await env.FILES.put(receiptKey, 'receipt-bytes');
    const [receipt] = await db
      .insert(expenseReceipts)
      .values({
        expenseId: expense!.id,
        fileKey: receiptKey,
        filename: '../zug/billett.pdf',
        contentType: 'application/pdf',
        sizeBytes: 13,
      })
      .returning({ id: expenseReceipts.id });

    const response = await SELF.fetch(`http://localhost/api/people/${coach.id}/export`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const receiptName = `files/receipts/${receipt!.id}-.._zug_billett.pdf`;
    expect(Object.keys(entries).sort()).toEqual(['files/residence-permit-front.png', receiptName, 'person.json'].sort());
    expect(new TextDecoder().decode(entries[receiptName])).toBe('receipt-bytes');
    const person = JSON.parse(new TextDecoder().decode(entries['person.json']));
    expect(person.missing_files).toEqual(['contract']);
    expect(person.expenses).toEqual([
      expect.objectContaining({
        id: expense!.id,
        journeyCentimes: 1200,
        receipts: [expect.objectContaining({ id: receipt!.id })],
      }),
    ]);
  });
});

describe('anonymisation on request (POST /people/{id}/anonymise)', () => {
  it('blanks personal data, deletes files, sessions and availability, keeps fees and the audit log', async () => {
    const { coach, permitKey } = await coachWithData();
    const mail = {
      template: 'coach-request',
      language: 'de' as const,
      subject: 'Anfrage',
      textBody: 'Hallo Anna',
      htmlBody: '<p>Hallo Anna</p>',
    };
    await db.insert(mailOutbox).values([
      { ...mail, recipient: coach.email, recipientUserId: coach.id, status: 'sent' },
      { ...mail, recipient: coach.email, status: 'queued' },
    ]);
    const answer = await api(`/people/${coach.id}/anonymise`, { method: 'POST', token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);

    const [account] = await db.select().from(users).where(eq(users.id, coach.id));
    expect(account).toMatchObject({
      firstname: 'Anonymisiert',
      lastname: '',
      email: anonymisedEmail(coach.id),
      passwordHash: null,
      state: 'inactive',
    });
    expect(account!.anonymisedAt).toBeGreaterThan(0);
    const [profile] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id));
    expect(profile).toMatchObject({
      birthday: null,
      ahvNumber: null,
      iban: null,
      phone: null,
      street: null,
      remarks: null,
      residencePermit: null,
      residencePermitFrontKey: null,
      personnelId: 'P-77',
    });
    expect(await env.FILES.head(permitKey)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, coach.id))).toEqual([]);
    expect(await db.select().from(unavailabilities).where(eq(unavailabilities.coachId, coach.id))).toEqual([]);
    expect(await db.select().from(calendarFeeds).where(eq(calendarFeeds.coachId, coach.id))).toEqual([]);
    expect(await db.select().from(coachFees).where(eq(coachFees.coachId, coach.id))).toHaveLength(1);
    expect(await auditFor('auth.login', coach.id)).toHaveLength(1);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, anonymisedEmail(coach.id)));
    expect(mails.map((row) => [row.status, row.textBody, row.htmlBody])).toEqual([
      ['sent', '', ''],
      ['failed', '', ''],
    ]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, coach.email))).toEqual([]);
    const [entry] = await auditFor('person.anonymised', coach.id);
    expect(entry).toMatchObject({ entityType: 'user', details: { role: 'coach', files_deleted: 1 } });
    // The old address no longer signs in.
    const login = await api('/login', { method: 'POST', json: { email: coach.email, password: 'Correct-Horse-9' } });
    expect(login.status).toBe(401);

    const again = await api(`/people/${coach.id}/anonymise`, { method: 'POST', token: admin });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    const reactivated = await api(`/coaches/${coach.id}/set-state`, { method: 'POST', token: admin, json: { state: 'active' } });
    expect(reactivated.status).toBe(409);
    expect(reactivated.body.error.code).toBe('invalid_transition');
  });

  it('leaves the address nowhere: its mail suppression is deleted, audit details name the anonymised address', async () => {
    const { coach } = await coachWithData();
    const other = 'someone-else@example.test';
    const [bounce] = await db
      .insert(mailSuppressions)
      .values([
        { email: coach.email, reason: 'HardBounce', bouncedAt: nowSeconds() },
        { email: other, reason: 'HardBounce', bouncedAt: nowSeconds() },
      ])
      .returning();
    const lifted = await api(`/mail-suppressions/${bounce!.id}`, { method: 'DELETE', token: admin });
    expect(lifted.status).toBe(204); // audited as mail_suppression.lifted with the address
    await db.insert(mailSuppressions).values({ email: coach.email, reason: 'SpamComplaint', bouncedAt: nowSeconds() });
    await db.insert(auditLog).values({
      actorUserId: null,
      action: 'outbox.resent',
      entityType: 'mail_outbox',
      entityId: '1',
      details: { template: 'coach-request', recipient: coach.email },
    });

    expect((await api(`/people/${coach.id}/anonymise`, { method: 'POST', token: admin })).status).toBe(204);
    expect(await db.select().from(mailSuppressions).where(eq(mailSuppressions.email, coach.email))).toEqual([]);
    expect(await db.select().from(mailSuppressions).where(eq(mailSuppressions.email, other))).toHaveLength(1);
    const everything = JSON.stringify(await db.select().from(auditLog));
    expect(everything).not.toContain(coach.email);
    expect(everything).toContain(anonymisedEmail(coach.id));
  });

  it('refuses an account still active, and a person with a workshop ahead, changing nothing', async () => {
    const active = await coachWithData('active');
    const refused = await api(`/people/${active.coach.id}/anonymise`, { method: 'POST', token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('person_not_inactive');

    const asked = await coachWithData();
    const ahead = await workshopOn(dateIn(14));
    await db.insert(coachRequests).values({ workshopId: ahead, coachId: asked.coach.id });
    const blocked = await api(`/people/${asked.coach.id}/anonymise`, { method: 'POST', token: admin });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.code).toBe('upcoming_workshops');

    for (const kept of [active, asked]) {
      const [account] = await db.select().from(users).where(eq(users.id, kept.coach.id));
      expect(account).toMatchObject({ email: kept.coach.email, anonymisedAt: null });
      expect(await env.FILES.head(kept.permitKey)).not.toBeNull();
    }
  });
});
