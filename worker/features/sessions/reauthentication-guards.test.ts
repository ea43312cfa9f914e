import { eq } from 'drizzle-orm';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { associates, coachProfiles, mailOutbox, organisation, sessions } from '../../db/schema';
import { decryptOptional } from '../../lib/field-crypto';
import { hashToken, nowSeconds } from '../../lib/tokens';
import { api, CHEAP_TEST_PASSWORD_HASH, createUser, db, reauthenticate, sessionFor } from '../../test/factories';
import {
  REAUTHENTICATION_WINDOW_SECONDS,
  emailChangeNeedsConfirmation,
  ibanChangeNeedsConfirmation,
} from '../auth/reauthentication';

const FIRST_IBAN = 'CH93 0076 2011 6238 5295 7';
const NEW_IBAN = 'LI21 0881 0000 2324 013A A';

const refusedForConfirmation = (answer: { status: number; body: { error?: { code: string } } }) =>
  expect([answer.status, answer.body.error?.code]).toEqual([403, 'reauthentication_required']);

/** Moves the session's password confirmation back in time (the window is 10 minutes). */
const confirmedSecondsAgo = (token: string, seconds: number) =>
  db
    .update(sessions)
    .set({ reauthenticatedAt: nowSeconds() - seconds })
    .where(eq(sessions.id, hashToken(token)));

describe('what needs a confirmed password', () => {
  it('any change of an IBAN once one was ever set, a removal too; only the first entry is free', () => {
    expect(ibanChangeNeedsConfirmation('CH9300762011623852957', NEW_IBAN, true)).toBe(true);
    expect(ibanChangeNeedsConfirmation('CH9300762011623852957', null, true)).toBe(true);
    expect(ibanChangeNeedsConfirmation(null, NEW_IBAN, true)).toBe(true);
    expect(ibanChangeNeedsConfirmation(null, NEW_IBAN, false)).toBe(false);
    expect(ibanChangeNeedsConfirmation('CH9300762011623852957', 'ch93 0076 2011 6238 5295 7', true)).toBe(false);
    expect(ibanChangeNeedsConfirmation(null, null, true)).toBe(false);
  });

  it('any change of an email address once one was ever set (case does not count)', () => {
    expect(emailChangeNeedsConfirmation('a@example.org', 'b@example.org', true)).toBe(true);
    expect(emailChangeNeedsConfirmation('a@example.org', '', true)).toBe(true);
    expect(emailChangeNeedsConfirmation(null, 'a@example.org', true)).toBe(true);
    expect(emailChangeNeedsConfirmation(null, 'a@example.org', false)).toBe(false);
    expect(emailChangeNeedsConfirmation('a@example.org', 'A@Example.org', true)).toBe(false);
  });
});

describe('a coach replacing their IBAN (PUT /api/profiles)', () => {
  const profile = (iban: string) => ({ firstname: 'Lea', lastname: 'Brunner', iban });
  const save = (token: string, iban: string) => api('/profiles', { method: 'PUT', token, json: profile(iban) });
  const storedIban = async (coachId: number) => {
    const [row] = await db.select({ iban: coachProfiles.iban }).from(coachProfiles).where(eq(coachProfiles.userId, coachId));
    return decryptOptional(env, row?.iban, 'coach_profiles.iban');
  };

  async function coachWithIban() {
    const coach = await createUser({ role: 'coach', state: 'incomplete', passwordHash: CHEAP_TEST_PASSWORD_HASH });
    const token = await sessionFor(coach);
    expect((await save(token, FIRST_IBAN)).status).toBe(200); // a first entry needs no confirmation
    return { coach, token };
  }

  it('is refused without a confirmed password and keeps the stored IBAN', async () => {
    const { coach, token } = await coachWithIban();
    refusedForConfirmation(await save(token, NEW_IBAN));
    expect(await storedIban(coach.id)).toBe('CH9300762011623852957');
  });

  it('is saved after the password was confirmed in this session, not in another one', async () => {
    const { coach, token } = await coachWithIban();
    const otherDevice = await sessionFor(coach);
    await reauthenticate(otherDevice);
    refusedForConfirmation(await save(token, NEW_IBAN));

    await reauthenticate(token);
    expect((await save(token, NEW_IBAN)).status).toBe(200);
    expect(await storedIban(coach.id)).toBe('LI21088100002324013AA');
  });

  it('needs a new confirmation once the window has passed', async () => {
    const { token } = await coachWithIban();
    await confirmedSecondsAgo(token, REAUTHENTICATION_WINDOW_SECONDS + 1);
    refusedForConfirmation(await save(token, NEW_IBAN));
    await confirmedSecondsAgo(token, REAUTHENTICATION_WINDOW_SECONDS - 5);
    expect((await save(token, NEW_IBAN)).status).toBe(200);
  });

  it('a removal needs the confirmation, and so does an entry after a confirmed removal', async () => {
    const { coach, token } = await coachWithIban();
    refusedForConfirmation(await save(token, ''));
    expect(await storedIban(coach.id)).toBe('CH9300762011623852957');

    await reauthenticate(token);
    expect((await save(token, '')).status).toBe(200);
    expect(await storedIban(coach.id)).toBeNull();
    await confirmedSecondsAgo(token, REAUTHENTICATION_WINDOW_SECONDS + 1);
    refusedForConfirmation(await save(token, NEW_IBAN));
    expect(await storedIban(coach.id)).toBeNull();
  });

  it('an IBAN stored without the flag (seeded or imported data) counts as set: removed, the next one needs it too', async () => {
    const { coach, token } = await coachWithIban();
    await db.update(coachProfiles).set({ ibanEverSet: false }).where(eq(coachProfiles.userId, coach.id));
    await reauthenticate(token);
    expect((await save(token, '')).status).toBe(200);
    await confirmedSecondsAgo(token, REAUTHENTICATION_WINDOW_SECONDS + 1);
    refusedForConfirmation(await save(token, NEW_IBAN));
  });

  it('other changes with the same IBAN need no confirmation', async () => {
    const { token } = await coachWithIban();
    const answer = await api('/profiles', {
      method: 'PUT',
      token,
      json: { ...profile('CH9300762011623852957'), phone: '+41 41 555 12 34' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('a team member’s email address (PUT /api/master-data/associates/{id})', () => {
  it('needs a confirmed password to be replaced; other fields do not', async () => {
    const token = await sessionFor(await createUser({ role: 'associate', passwordHash: CHEAP_TEST_PASSWORD_HASH }));
    const member = { name: 'Paola Bianchi', email: 'paola@example.org', phone: '', function: '', user_id: null, active: true };
    const created = await api('/master-data/associates', { method: 'POST', token, json: member });
    expect(created.status).toBe(201);
    const path = `/master-data/associates/${created.body.data.id}`;

    expect((await api(path, { method: 'PUT', token, json: { ...member, phone: '+41 31 311 72 10' } })).status).toBe(200);
    refusedForConfirmation(await api(path, { method: 'PUT', token, json: { ...member, email: 'mallory@example.org' } }));
    const [stored] = await db.select().from(associates).where(eq(associates.id, created.body.data.id));
    expect(stored!.email).toBe('paola@example.org');

    await reauthenticate(token);
    const saved = await api(path, { method: 'PUT', token, json: { ...member, email: 'mallory@example.org' } });
    expect([saved.status, saved.body.data.email]).toEqual([200, 'mallory@example.org']);
  });

  it('cannot be removed and then set again without a confirmed password', async () => {
    const token = await sessionFor(await createUser({ role: 'associate', passwordHash: CHEAP_TEST_PASSWORD_HASH }));
    const member = { name: 'Paola Bianchi', email: 'paola@example.org', phone: '', function: '', user_id: null, active: true };
    const created = await api('/master-data/associates', { method: 'POST', token, json: member });
    const path = `/master-data/associates/${created.body.data.id}`;

    refusedForConfirmation(await api(path, { method: 'PUT', token, json: { ...member, email: '' } }));
    await reauthenticate(token);
    expect((await api(path, { method: 'PUT', token, json: { ...member, email: '' } })).status).toBe(200);
    await confirmedSecondsAgo(token, REAUTHENTICATION_WINDOW_SECONDS + 1);
    refusedForConfirmation(await api(path, { method: 'PUT', token, json: { ...member, email: 'mallory@example.org' } }));
    const [stored] = await db.select().from(associates).where(eq(associates.id, created.body.data.id));
    expect(stored!.email).toBeNull();
  });
});

describe('the organisation’s IBAN, QR-IBAN and email address (PUT /api/master-data/organisation)', () => {
  const valid = {
    name: 'Menschenrechtsbildung Schweiz',
    street: 'Beispielstrasse 12',
    postcode: '3011',
    city: 'Bern',
    country: 'ch',
    phone: '+41 31 765 43 21',
    email: 'info@example.org',
    website_url: '',
    instagram_url: '',
    facebook_url: null,
    linkedin_url: '',
    iban: 'CH93 0076 2011 6238 5295 7',
    qr_iban: 'CH44 3199 9123 0008 8901 2',
    creditor_name: '',
    creditor_street: '',
    creditor_postcode: '',
    creditor_city: '',
  };

  it('each needs a confirmed password to be replaced', async () => {
    const admin = await sessionFor(await createUser({ role: 'admin', passwordHash: CHEAP_TEST_PASSWORD_HASH }));
    const put = (body: Record<string, unknown>) => api('/master-data/organisation', { method: 'PUT', token: admin, json: body });
    await reauthenticate(admin);
    expect((await put(valid)).status).toBe(200);
    await confirmedSecondsAgo(admin, REAUTHENTICATION_WINDOW_SECONDS + 1);

    expect((await put({ ...valid, name: 'MRB Schweiz' })).status).toBe(200);
    refusedForConfirmation(await put({ ...valid, iban: NEW_IBAN }));
    refusedForConfirmation(await put({ ...valid, qr_iban: 'CH21 3080 8001 2345 6782 7' }));
    refusedForConfirmation(await put({ ...valid, email: 'mallory@example.org' }));
    const [stored] = await db.select().from(organisation);
    expect([stored!.iban, stored!.email]).toEqual(['CH9300762011623852957', 'info@example.org']);

    await reauthenticate(admin);
    expect((await put({ ...valid, iban: NEW_IBAN, email: 'office@example.org' })).status).toBe(200);
  });

  it('cannot be removed and then set again without a confirmed password: IBAN and QR-IBAN', async () => {
    const admin = await sessionFor(await createUser({ role: 'admin', passwordHash: CHEAP_TEST_PASSWORD_HASH }));
    const put = (body: Record<string, unknown>) => api('/master-data/organisation', { method: 'PUT', token: admin, json: body });
    await reauthenticate(admin);
    expect((await put(valid)).status).toBe(200);
    await confirmedSecondsAgo(admin, REAUTHENTICATION_WINDOW_SECONDS + 1);

    refusedForConfirmation(await put({ ...valid, iban: null }));
    refusedForConfirmation(await put({ ...valid, qr_iban: null }));
    await reauthenticate(admin);
    expect((await put({ ...valid, iban: null, qr_iban: null })).status).toBe(200);
    await confirmedSecondsAgo(admin, REAUTHENTICATION_WINDOW_SECONDS + 1);
    refusedForConfirmation(await put({ ...valid, iban: NEW_IBAN, qr_iban: null }));
    refusedForConfirmation(await put({ ...valid, iban: null, qr_iban: 'CH21 3080 8001 2345 6782 7' }));
    const [stored] = await db.select().from(organisation);
    expect([stored!.iban, stored!.qrIban]).toEqual([null, null]);
  });

  it('mails every admin and finance user, in their language, what changed of the bank details, by whom and when', async () => {
    const actor = await createUser({ role: 'admin', passwordHash: CHEAP_TEST_PASSWORD_HASH });
    const admin = await sessionFor(actor);
    const finance = await createUser({ role: 'finance', language: 'fr', passwordHash: CHEAP_TEST_PASSWORD_HASH });
    const associate = await createUser({ role: 'associate', passwordHash: CHEAP_TEST_PASSWORD_HASH });
    const put = (body: Record<string, unknown>) => api('/master-data/organisation', { method: 'PUT', token: admin, json: body });
    await reauthenticate(admin);
    expect((await put(valid)).status).toBe(200);
    await db.delete(mailOutbox);

    const creditor = {
      creditor_name: 'Verein MRB',
      creditor_street: 'Postfach 12',
      creditor_postcode: '3001',
      creditor_city: 'Bern',
    };
    expect((await put({ ...valid, ...creditor, iban: NEW_IBAN })).status).toBe(200);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.template, 'bank-details-changed'));
    const to = (userId: number) => mails.find((mail) => mail.recipientUserId === userId);
    expect(to(associate.id)).toBeUndefined();
    expect(to(actor.id)!.textBody).toMatch(new RegExp(`${actor.firstname} User hat am .* die Bankverbindung geändert`));
    expect(to(actor.id)!.textBody).toContain('- IBAN: … 13AA');
    expect(to(actor.id)!.textBody).toContain('- Zahlungsempfänger: Verein MRB');
    expect(to(actor.id)!.textBody).toContain('- Adresse des Zahlungsempfängers: Postfach 12, 3001 Bern');
    expect(to(actor.id)!.textBody).not.toContain('LI21088100002324013AA');
    expect(to(finance.id)!.subject).toBe('Les coordonnées bancaires de l’organisation ont changé');
    expect(to(finance.id)!.textBody).toContain('Bénéficiaire');

    await db.delete(mailOutbox);
    expect((await put({ ...valid, ...creditor, iban: NEW_IBAN, phone: '+41 31 000 00 00' })).status).toBe(200);
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });
});
