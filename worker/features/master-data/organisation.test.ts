import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organisation } from '../../db/schema';
import { api, createUser, db, sessionFor, outboxFor, reauthenticate } from '../../test/factories';

let admin: string;
let associate: string;

const valid = {
  name: 'Menschenrechtsbildung Schweiz',
  street: 'Beispielstrasse 12',
  postcode: '3011',
  city: 'Bern',
  country: 'ch',
  phone: '+41 31 765 43 21',
  email: 'Info@Example.org',
  website_url: 'https://www.example.org',
  instagram_url: '',
  facebook_url: null,
  linkedin_url: 'https://www.linkedin.com/company/example',
  // The examples of the Swiss QR-bill implementation guidelines.
  iban: 'CH93 0076 2011 6238 5295 7',
  qr_iban: 'CH44 3199 9123 0008 8901 2',
  creditor_name: '',
  creditor_street: '',
  creditor_postcode: '',
  creditor_city: '',
};

const put = (token: string | undefined, body: Record<string, unknown>) =>
  api('/master-data/organisation', { method: 'PUT', token, json: body });

const fieldsOf = (body: { error: { fields?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.error.fields ?? []).map((f) => [f.path, f.message]));

beforeAll(async () => {
  admin = await sessionFor(await createUser({ role: 'admin' }));
  associate = await sessionFor(await createUser({ role: 'associate' }));
});

describe('organisation', () => {
  it('keeps the invoices’ payment term (1–120 days) when a body leaves it out', async () => {
    const saved = await put(admin, { ...valid, payment_term_days: 45 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.payment_term_days).toBe(45);
    expect((await put(admin, valid)).body.data.payment_term_days).toBe(45);
    for (const days of [0, 121, 2.5]) {
      const refused = await put(admin, { ...valid, payment_term_days: days });
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused.body)).toEqual({ payment_term_days: 'number_expected' });
    }
    expect((await put(admin, { ...valid, payment_term_days: 30 })).body.data.payment_term_days).toBe(30);
  });

  it('keeps the staffing settings within their ranges and each one when a body leaves it out', async () => {
    const settings = { travel_gap_minutes: 45, request_reminder_days: 4, escalation_days: 2 };
    const saved = await put(admin, { ...valid, ...settings });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject(settings);
    expect((await put(admin, valid)).body.data).toMatchObject(settings);
    const outOfRange = [
      ['travel_gap_minutes', -1],
      ['travel_gap_minutes', 241],
      ['request_reminder_days', 0],
      ['request_reminder_days', 31],
      ['escalation_days', 0],
      ['escalation_days', 1.5],
    ] as const;
    for (const [key, value] of outOfRange) {
      const refused = await put(admin, { ...valid, [key]: value });
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused.body)).toEqual({ [key]: 'number_expected' });
    }
    expect((await put(associate, { ...valid, escalation_days: 5 })).status).toBe(403);
    const edges = { travel_gap_minutes: 0, request_reminder_days: 30, escalation_days: 30 };
    expect((await put(admin, { ...valid, ...edges })).body.data).toMatchObject(edges);
    const defaults = { travel_gap_minutes: 30, request_reminder_days: 3, escalation_days: 3 };
    expect((await put(admin, { ...valid, ...defaults })).body.data).toMatchObject(defaults);
  });

  it('signs every mail written after a change with the new name, escaped in the HTML part', async () => {
    const renamed = 'Menschenrechte & Bildung <Schweiz>';
    expect((await put(admin, { ...valid, name: renamed })).status).toBe(200);
    const user = await createUser({ language: 'it' });
    expect((await api('/password/create', { method: 'POST', json: { email: user.email } })).status).toBe(200);
    const [mail] = await outboxFor(user.email);
    expect(mail!.textBody.endsWith(`\n${renamed}`)).toBe(true);
    expect(mail!.htmlBody).toContain('Menschenrechte &amp; Bildung &lt;Schweiz&gt;');
    expect(mail!.htmlBody).not.toContain(renamed);
    expect((await put(admin, valid)).status).toBe(200);
  });

  it('lets an admin change it; the public reads the new contact but never the bank details', async () => {
    const saved = await put(admin, valid);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      country: 'CH',
      email: 'info@example.org',
      phone: '+41 31 765 43 21',
      instagram_url: null,
      facebook_url: null,
      iban: 'CH9300762011623852957',
      qr_iban: 'CH4431999123000889012',
      creditor_name: null,
    });

    const pub = await api('/organisation');
    expect(pub.status).toBe(200);
    expect(pub.body.data).toEqual({
      name: valid.name,
      street: valid.street,
      postcode: valid.postcode,
      city: valid.city,
      country: 'CH',
      phone: valid.phone,
      email: 'info@example.org',
      website_url: valid.website_url,
      instagram_url: null,
      facebook_url: null,
      linkedin_url: valid.linkedin_url,
    });
    expect(JSON.stringify(pub.body)).not.toContain('CH93');

    const read = await api('/master-data/organisation', { token: associate });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ iban: 'CH9300762011623852957', qr_iban: 'CH4431999123000889012' });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'organisation.updated'));
    expect(audit).toBeDefined();
  });

  it('keeps the creditor address complete when one is given', async () => {
    const partial = await put(admin, { ...valid, creditor_street: 'Postfach' });
    expect(partial.status).toBe(422);
    expect(fieldsOf(partial.body)).toEqual({
      creditor_name: 'required',
      creditor_postcode: 'required',
      creditor_city: 'required',
    });
    const full = { creditor_name: 'Verein MRB', creditor_street: '', creditor_postcode: '9490', creditor_city: 'Vaduz' };
    const saved = await put(admin, { ...valid, ...full });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...full, creditor_street: null });
  });

  it('checks the IBAN, the QR-IBAN, the links and the lengths', async () => {
    await reauthenticate(admin); // replacing the IBAN needs the password confirmed
    const { status, body } = await put(admin, {
      ...valid,
      // Wrong check digits; a QR-IBAN where an ordinary one belongs and the other way round; a German IBAN.
      iban: 'CH4431999123000889012',
      qr_iban: 'CH9300762011623852957',
      website_url: 'http://www.example.org',
      instagram_url: 'javascript:alert(1)',
      facebook_url: 'https://user:secret@example.org',
      name: 'x'.repeat(71),
      phone: 'call us',
      country: 'Schweiz',
    });
    expect(status).toBe(422);
    expect(fieldsOf(body)).toEqual({
      iban: 'qr_iban_not_allowed',
      qr_iban: 'qr_iban_expected',
      website_url: 'url_invalid',
      instagram_url: 'url_invalid',
      facebook_url: 'url_invalid',
      name: 'too_long',
      phone: 'phone_invalid',
      country: 'choice_invalid',
    });
    const checksum = await put(admin, { ...valid, iban: 'CH9300762011623852958', qr_iban: 'DE89370400440532013000' });
    expect(fieldsOf(checksum.body)).toEqual({ iban: 'iban_invalid', qr_iban: 'iban_invalid' });
    const liechtenstein = await put(admin, { ...valid, iban: 'LI21 0881 0000 2324 013A A', qr_iban: null });
    expect(liechtenstein.status).toBe(200);
    expect(liechtenstein.body.data).toMatchObject({ iban: 'LI21088100002324013AA', qr_iban: null });
    const missing = await put(admin, { ...valid, name: '', email: 'no-address' });
    expect(fieldsOf(missing.body)).toEqual({ name: 'required', email: 'email_invalid' });
  });

  it('lets only admins change it and staff read it', async () => {
    expect((await api('/organisation')).status).toBe(200);
    expect((await api('/master-data/organisation')).status).toBe(401);
    expect((await put(undefined, valid)).status).toBe(401);
    expect((await put(associate, valid)).status).toBe(403);
    for (const role of ['coach', 'finance'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await api('/master-data/organisation', { token })).status).toBe(403);
      expect((await put(token, valid)).status).toBe(403);
    }
  });

  it('answers 404 when the row is missing (only a broken database)', async () => {
    const [row] = await db.select().from(organisation);
    await db.delete(organisation);
    try {
      expect((await api('/organisation')).status).toBe(404);
      expect((await api('/master-data/organisation', { token: admin })).status).toBe(404);
      expect((await put(admin, valid)).status).toBe(404);
    } finally {
      await db.insert(organisation).values(row!);
    }
    expect((await api('/organisation')).status).toBe(200);
  });
});
