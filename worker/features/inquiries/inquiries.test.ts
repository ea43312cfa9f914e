import { eq } from 'drizzle-orm';
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inquiries, inquiryInfrastructure, inquirySlots, mailOutbox } from '../../db/schema';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { useBindings } from '../../test/bindings';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  catalogue = await seedCatalogue();
});

let emailCounter = 0;
function validInquiry(overrides: Record<string, unknown> = {}) {
  return {
    slots: [
      {
        uid: 'a',
        workshopId: catalogue.rights.id,
        date: dateIn(30),
        startTime: '08:00',
        endTime: '10:00',
        altDate: dateIn(37),
        altStartTime: '13:30',
        altEndTime: '15:00',
      },
      {
        uid: 'b',
        workshopId: catalogue.rights.id,
        date: dateIn(31),
        startTime: '08:00',
        endTime: '10:00',
        altDate: '',
        altStartTime: '',
        altEndTime: '10:00',
      },
      { uid: 'c', workshopId: catalogue.racism.id, date: dateIn(32), startTime: '10:15', endTime: '12:15' },
    ],
    contact: {
      gender: 1,
      firstname: 'Laura',
      lastname: 'Meier',
      phone: '031 123 45 67',
      email: `laura.meier${++emailCounter}@schule-buempliz.test`,
      institute: 'Schule Bümpliz',
      streetAddress: 'Bümplizstrasse 12',
      postcode: '3018',
      location: 'Bern',
      useInvoiceAddress: false,
    },
    knowledge: {
      grade: catalogue.grade.id,
      class: '8b',
      numberParticipantsTotal: 22,
      numberParticipantsM: 10,
      numberParticipantsF: 11,
      numberParticipantsN: 1,
      preknowledge: 'Haben das Thema Kinderrechte kurz behandelt.',
      infrastructure: [catalogue.beamer.id],
    },
    topics: 'Mitbestimmung in der Schule',
    sourceOfDiscovery: 'school_mail',
    newsletter: true,
    termsAccepted: true,
    language: 'fr',
    ...overrides,
  };
}

const post = (body: unknown, ip?: string) => api('/inquiries', { method: 'POST', json: body, ip });

function fieldsOf(body: { error: { fields?: { path: string; message: string }[] } }) {
  return Object.fromEntries((body.error.fields ?? []).map((f) => [f.path, f.message]));
}

describe('POST /api/inquiries/formdata', () => {
  it('offers the active workshops, grades, infrastructure and terms in the visitor’s language, German as fallback', async () => {
    const { status, body } = await api('/inquiries/formdata', {
      method: 'POST',
      json: { client_url: 'http://localhost:8787', language: 'fr' },
    });
    expect(status).toBe(200);
    const workshops = body.data.workshops;
    expect(workshops).toContainEqual({
      id: catalogue.rights.id,
      title: 'Droits de l’enfant',
      description: 'La Convention de l’ONU',
      duration_minutes: 90,
      languages: ['de', 'fr'],
      price_centimes: 45000,
      type: 'single',
    });
    expect(workshops.find((w: { id: number }) => w.id === catalogue.racism.id).title).toBe('Diskriminierung und Rassismus');
    expect(workshops.map((w: { id: number }) => w.id)).not.toContain(catalogue.retired.id);
    expect(body.data.grades).toContainEqual({ id: catalogue.grade.id, name: 'Cycle 3' });
    expect(body.data.infrastructure).toContainEqual({ id: catalogue.beamer.id, name: 'Beamer' });
    expect(body.data.general_terms).toMatchObject({ text: 'AGB Text' });
  });

  it('defaults to German and validates its body', async () => {
    const de = await api('/inquiries/formdata', { method: 'POST', json: { client_url: 'x' } });
    expect(de.body.data.workshops.find((w: { id: number }) => w.id === catalogue.rights.id).title).toBe('Kinderrechte');
    const bad = await api('/inquiries/formdata', { method: 'POST', json: { client_url: 'x', language: 'xx' } });
    expect(bad.status).toBe(422);
  });
});

describe('GET /api/inquiries/formdata/manager', () => {
  it('gives staff inactive workshops and associates, and nobody else', async () => {
    const associate = await createUser({ role: 'associate' });
    const { status, body } = await api('/inquiries/formdata/manager', { token: await sessionFor(associate) });
    expect(status).toBe(200);
    expect(body.data.workshops).toContainEqual(expect.objectContaining({ id: catalogue.retired.id, active: false }));
    expect(body.data.workshops).toContainEqual(
      expect.objectContaining({ id: catalogue.rights.id, recommended_price_centimes: 50000 }),
    );
    expect(body.data.associates).toContainEqual({ id: associate.id, name: `${associate.firstname} ${associate.lastname}` });
    for (const role of ['coach', 'finance'] as const) {
      expect((await api('/inquiries/formdata/manager', { token: await sessionFor(await createUser({ role })) })).status).toBe(
        403,
      );
    }
    expect((await api('/inquiries/formdata/manager')).status).toBe(401);
  });
});

describe('POST /api/inquiries', () => {
  it('stores the inquiry with its slots and infrastructure, state requested, and mails requester and staff', async () => {
    const staff = await createUser({ role: 'associate', language: 'it' });
    const body = validInquiry();
    const { status, body: created } = await post(body);
    expect(status).toBe(201);
    expect(created.data).toMatchObject({ state: 'requested' });
    const id = created.data.id;

    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({
      state: 'requested',
      institute: 'Schule Bümpliz',
      email: body.contact.email,
      gender: 1,
      numberParticipantsTotal: 22,
      sourceOfDiscovery: 'school_mail',
      newsletterOptIn: true,
      language: 'fr',
      generalTermsId: expect.any(Number),
    });
    expect(row!.viewTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const slots = await db.select().from(inquirySlots).where(eq(inquirySlots.inquiryId, id));
    expect(slots.map((s) => [s.position, s.offeredWorkshopId, s.date, s.startTime, s.altDate])).toEqual([
      [0, catalogue.rights.id, dateIn(30), '08:00', dateIn(37)],
      [1, catalogue.rights.id, dateIn(31), '08:00', null],
      [2, catalogue.racism.id, dateIn(32), '10:15', null],
    ]);
    expect(await db.select().from(inquiryInfrastructure).where(eq(inquiryInfrastructure.inquiryId, id))).toHaveLength(1);

    const [confirmation] = await outboxFor(body.contact.email);
    expect(confirmation).toMatchObject({
      template: 'inquiry-received',
      language: 'fr',
      subject: 'Votre demande d’atelier a bien été reçue',
    });
    expect(confirmation!.textBody).toMatch(/^Madame,\n/);
    expect(confirmation!.textBody).toContain('Droits de l’enfant');
    expect(confirmation!.textBody).toContain('dans les 10 jours');
    expect(confirmation!.textBody).toMatch(/http:\/\/localhost:8787\/fr\/inquiry\/[A-Za-z0-9_-]{43}/);
    const [notice] = await outboxFor(staff.email);
    expect(notice).toMatchObject({ template: 'inquiry-new', language: 'it', subject: `Nuova richiesta n. ${id}` });
    // The staff mail links to this inquiry in the back office (web/config/paths.ts, paths.manager.inquiry).
    const inquiryPage = `http://localhost:8787/it/manager/inquiries/${id}`;
    expect(notice!.textBody).toContain(`Verificare e assegnare la richiesta:\n${inquiryPage}`);
    expect(notice!.htmlBody).toContain(`<a href="${inquiryPage}">${inquiryPage}</a>`);
    expect(notice!.textBody).toContain('Laura Meier, Schule Bümpliz (3018 Bern)');
  });

  it('keeps what the requester typed out of subjects and links, and on one line', async () => {
    const staff = await createUser({ role: 'associate', language: 'de' });
    const body = validInquiry({ newsletter: false });
    const trap = 'Schule\n\nIhr Konto ist gesperrt: https://evil.example/login';
    body.contact = { ...body.contact, institute: trap, firstname: 'Laura <b>', location: 'Bern www.evil.example' };
    const { status } = await post(body);
    expect(status).toBe(201);

    const mails = [...(await outboxFor(body.contact.email)), ...(await outboxFor(staff.email))];
    expect(mails.map((mail) => mail.template).sort()).toEqual(['inquiry-new', 'inquiry-received']);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/Schule|evil|Laura|Bern/);
      expect(mail.textBody).toContain('Schule Ihr Konto ist gesperrt: https://evil.example/login');
      expect(mail.htmlBody).toContain('Schule Ihr Konto ist gesperrt: https://evil.example/login');
      expect(mail.htmlBody).not.toContain('<b>');
      const links = [...mail.htmlBody.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
      expect(links).toEqual([expect.stringMatching(/^http:\/\/localhost:8787\/(de|fr|it|en)\/(inquiry|manager\/inquiries)\//)]);
    }
    expect(mails.find((mail) => mail.template === 'inquiry-new')!.htmlBody).toContain('Laura &lt;b&gt; Meier');
  });

  it('bounds the length of every text the form takes', async () => {
    const base = validInquiry();
    const { status, body } = await post({
      ...base,
      contact: { ...base.contact, institute: 'x'.repeat(201), firstname: 'x'.repeat(201), location: 'x'.repeat(201) },
      knowledge: { ...base.knowledge, preknowledge: 'x'.repeat(2001) },
      topics: 'x'.repeat(4001),
      website: undefined,
    });
    expect(status).toBe(422);
    expect(fieldsOf(body)).toMatchObject({
      'contact.institute': 'too_long',
      'contact.firstname': 'too_long',
      'contact.location': 'too_long',
      'knowledge.preknowledge': 'too_long',
      topics: 'too_long',
    });
    const longest = await post({
      ...base,
      contact: { ...base.contact, institute: 'x'.repeat(200) },
      topics: 'x'.repeat(4000),
    });
    expect(longest.status).toBe(201);
  });

  it('the private link shows the inquiry as it was sent', async () => {
    const body = validInquiry();
    await post(body);
    const [mail] = await outboxFor(body.contact.email);
    const token = /\/inquiry\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    const { status, body: view } = await api(`/inquiries/view/${token}`);
    expect(status).toBe(200);
    expect(view.data).toMatchObject({
      state: 'requested',
      language: 'fr',
      contact: { firstname: 'Laura', institute: 'Schule Bümpliz', email: body.contact.email, useInvoiceAddress: false },
      knowledge: { grade: catalogue.grade.id, numberParticipantsTotal: 22, infrastructure: [catalogue.beamer.id] },
      topics: 'Mitbestimmung in der Schule',
      newsletter: true,
    });
    expect(view.data.slots.map((s: { workshopId: number; date: string }) => [s.workshopId, s.date])).toEqual([
      [catalogue.rights.id, dateIn(30)],
      [catalogue.rights.id, dateIn(31)],
      [catalogue.racism.id, dateIn(32)],
    ]);
    const unknown = await api('/inquiries/view/not-a-real-token');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'token_invalid']);
  });

  it.each([
    [
      'an end time before the start',
      { slots: [{ uid: 'a', workshopId: 0, date: dateIn(3), startTime: '10:00', endTime: '09:00' }] },
      'slots.0.endTime',
      'end_before_start',
    ],
    [
      'a date in the past',
      { slots: [{ uid: 'a', workshopId: 0, date: dateIn(-1), startTime: '08:00', endTime: '10:00' }] },
      'slots.0.date',
      'date_in_past',
    ],
    [
      'a slot without a date',
      { slots: [{ uid: 'a', workshopId: 0, date: '', startTime: '08:00', endTime: '10:00' }] },
      'slots.0.date',
      'workshops_incomplete',
    ],
    [
      'an alternative date without its start',
      {
        slots: [
          {
            uid: 'a',
            workshopId: 0,
            date: dateIn(3),
            startTime: '08:00',
            endTime: '10:00',
            altDate: dateIn(4),
            altStartTime: '',
          },
        ],
      },
      'slots.0.altStartTime',
      'workshops_incomplete',
    ],
    [
      'an alternative ending before it starts',
      {
        slots: [
          {
            uid: 'a',
            workshopId: 0,
            date: dateIn(3),
            startTime: '08:00',
            endTime: '10:00',
            altDate: dateIn(4),
            altStartTime: '11:00',
            altEndTime: '10:00',
          },
        ],
      },
      'slots.0.altEndTime',
      'end_before_start',
    ],
    ['no offer at all', { slots: [] }, 'slots', 'at_least_one_offer'],
    ['unaccepted terms', { termsAccepted: false }, 'termsAccepted', 'terms_required'],
  ])('refuses %s', async (_label, override, path, message) => {
    const body = validInquiry(override);
    for (const slot of body.slots as { workshopId: number }[]) if (slot.workshopId === 0) slot.workshopId = catalogue.rights.id;
    const { status, body: answer } = await post(body);
    expect([status, answer.error.code]).toEqual([422, 'validation_failed']);
    expect(fieldsOf(answer)[path]).toBe(message);
    expect(await db.select().from(inquiries).where(eq(inquiries.email, body.contact.email))).toEqual([]);
  });

  it('refuses bad contact and knowledge fields with their messages', async () => {
    const base = validInquiry();
    const { body } = await post({
      ...base,
      contact: {
        ...base.contact,
        email: 'not-an-email',
        firstname: ' ',
        postcode: '30',
        useInvoiceAddress: true,
        invoiceInstitute: '',
      },
      knowledge: { ...base.knowledge, numberParticipantsTotal: 'zwanzig', numberParticipantsM: 'x' },
    });
    expect(fieldsOf(body)).toMatchObject({
      'contact.email': 'email_invalid',
      'contact.firstname': 'required',
      'contact.postcode': 'postcode_invalid',
      'knowledge.numberParticipantsTotal': 'number_expected',
      'knowledge.numberParticipantsM': 'number_expected',
    });
    const invoice = await post({
      ...base,
      contact: { ...base.contact, useInvoiceAddress: true, invoiceStreetAddress: 'Postfach 3' },
    });
    expect(fieldsOf(invoice.body)).toMatchObject({
      'contact.invoiceInstitute': 'required',
      'contact.invoicePostcode': 'required',
    });
    const together = await post({
      ...base,
      contact: { ...base.contact, email: 'nope', useInvoiceAddress: true },
      knowledge: { ...base.knowledge, class: 'x'.repeat(101), numberParticipantsTotal: 5, numberParticipantsM: 6 },
    });
    expect(fieldsOf(together.body)).toMatchObject({
      'contact.email': 'email_invalid',
      'contact.invoiceInstitute': 'required',
      'knowledge.class': 'too_long',
      'knowledge.numberParticipantsTotal': 'participants_exceed_total',
    });
    const tooMany = await post({
      ...base,
      knowledge: { ...base.knowledge, numberParticipantsTotal: 20, numberParticipantsM: 15, numberParticipantsF: 10 },
    });
    expect(fieldsOf(tooMany.body)['knowledge.numberParticipantsTotal']).toBe('participants_exceed_total');
  });

  it('refuses workshops that are not offered and unknown grades', async () => {
    const base = validInquiry();
    const { status, body } = await post({
      ...base,
      slots: [{ ...base.slots[0], workshopId: catalogue.retired.id }],
      knowledge: { ...base.knowledge, grade: 999999 },
    });
    expect([status, body.error.code]).toEqual([422, 'validation_failed']);
    expect(fieldsOf(body)).toMatchObject({ 'slots.0.workshopId': 'workshops_incomplete', 'knowledge.grade': 'required' });
    expect(await db.select().from(inquiries).where(eq(inquiries.email, base.contact.email))).toEqual([]);
    expect(await outboxFor(base.contact.email)).toEqual([]);
  });

  it('answers a filled honeypot like a success and stores and mails nothing', async () => {
    const body = validInquiry({ website: 'http://spam.example' });
    const { status, body: answer } = await post(body);
    expect(status).toBe(201);
    expect(answer.data.state).toBe('requested');
    expect(await db.select().from(inquiries).where(eq(inquiries.email, body.contact.email))).toHaveLength(0);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, body.contact.email))).toHaveLength(0);
  });

  it('rate limits a client after 10 inquiries a minute, counting an IPv6 client by its /64', async () => {
    const statuses: number[] = [];
    // Fixed 60 s windows: the 429 comes within two windows (21 tries) and never before the 11th.
    while (statuses.length < 21 && statuses.at(-1) !== 429) {
      statuses.push((await post(validInquiry(), `2001:db8:77:1:${statuses.length + 1}::1`)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.at(-1)).toBe(429);
    expect((await post(validInquiry(), '2001:db8:77:2::1')).status).toBe(201);
  });
});

describe('bot check on the public form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('verifies the Turnstile token with Cloudflare through POST /api/inquiries and stores nothing when it fails', async () => {
    useBindings({ ENVIRONMENT: 'production', TURNSTILE_SECRET: 'turnstile-secret', TURNSTILE_SITE_KEY: 'site-key' });
    // The answer is made inside the call: workerd does not let a request read a body made in another one.
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }))
      .mockImplementationOnce(async () => Response.json({ success: true }));
    vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
    expect((await api('/basedata')).body.data.turnstile_site_key).toBe('site-key');

    const refused = validInquiry({ turnstile_token: 'bad' });
    const answer = await post(refused, '192.0.2.50');
    expect([answer.status, answer.body.error.code]).toEqual([400, 'bot_check_failed']);
    expect(await db.select().from(inquiries).where(eq(inquiries.email, refused.contact.email))).toHaveLength(0);
    expect(await outboxFor(refused.contact.email)).toHaveLength(0);

    const missing = await post(validInquiry(), '192.0.2.51');
    expect([missing.status, missing.body.error.code]).toEqual([400, 'bot_check_failed']);

    const accepted = validInquiry({ turnstile_token: 'good' });
    const created = await post(accepted, '192.0.2.52');
    expect(created.status).toBe(201);
    expect(await db.select().from(inquiries).where(eq(inquiries.email, accepted.contact.email))).toHaveLength(1);

    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const requests = fetchSpy.mock.calls.map(([url, init]) => {
      const form = init!.body as FormData;
      return [String(url), init!.method, form.get('secret'), form.get('response'), form.get('remoteip')];
    });
    expect(requests).toEqual([
      ['https://challenges.cloudflare.com/turnstile/v0/siteverify', 'POST', 'turnstile-secret', 'bad', '192.0.2.50'],
      ['https://challenges.cloudflare.com/turnstile/v0/siteverify', 'POST', 'turnstile-secret', 'good', '192.0.2.52'],
    ]);
  });

  it('refuses every inquiry outside development while Turnstile is not configured', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useBindings({ ENVIRONMENT: 'production', TURNSTILE_SECRET: undefined, TURNSTILE_SITE_KEY: undefined });
    const body = validInquiry({ turnstile_token: 'anything' });
    const answer = await post(body);
    expect([answer.status, answer.body.error.code]).toEqual([503, 'misconfigured']);
    expect(await db.select().from(inquiries).where(eq(inquiries.email, body.contact.email))).toHaveLength(0);
  });
});
