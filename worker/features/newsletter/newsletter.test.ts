import { env } from 'cloudflare:test';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletters, newsletterSubscribers } from '../../db/schema';
import { uiLanguages, type UiLanguage } from '../../contract/enums';
import { catalogue as mailCatalogue } from '../../mail/catalogue';
import { newsletterConfirm, newsletterMail } from '../../mail/templates/newsletter';
import { deliverOutboxMail } from '../../mail/deliver';
import { greeting } from '../../mail/format';
import { extraHeaders, type MailTransport, type TransportMessage } from '../../mail/transport';
import { renderMail } from '../../mail/render';
import { organisationNameSlot } from '../../mail/wording';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { SEND_PAGE, SEND_PAGES_PER_REQUEST } from './newsletters.service';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let adminToken: string;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  catalogue = await seedCatalogue();
  admin = await createUser({ role: 'admin', language: 'it' });
  adminToken = await sessionFor(admin);
});

let counter = 0;
const uniqueEmail = (name = 'lea') => `${name}.${++counter}-${Date.now()}@schule.test`;

function inquiry(email: string, overrides: Record<string, unknown> = {}) {
  return {
    slots: [{ uid: 'a', workshopId: catalogue.rights.id, date: dateIn(30), startTime: '08:00', endTime: '10:00' }],
    contact: {
      gender: 1,
      firstname: 'Lea',
      lastname: 'Brunner',
      phone: '031 123 45 67',
      email,
      institute: 'Schule Bümpliz',
      streetAddress: 'Bümplizstrasse 12',
      postcode: '3018',
      location: 'Bern',
      useInvoiceAddress: false,
    },
    knowledge: { grade: catalogue.grade.id, numberParticipantsTotal: 22, infrastructure: [] },
    newsletter: true,
    termsAccepted: true,
    language: 'fr',
    ...overrides,
  };
}

async function postInquiry(email: string, overrides: Record<string, unknown> = {}) {
  const { status } = await api('/inquiries', { method: 'POST', json: inquiry(email, overrides) });
  expect(status).toBe(201);
}

const confirmMails = async (email: string) => (await outboxFor(email)).filter((mail) => mail.template === 'newsletter-confirm');
const subscriberOf = async (email: string) =>
  (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const tokenIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`/newsletter/${kind}/([A-Za-z0-9_.-]+)`).exec(text)![1]!;
const confirm = (token: string) => api('/newsletter/confirm', { method: 'POST', json: { token } });
const unsubscribe = (token: string) => api('/newsletter/unsubscribe', { method: 'POST', json: { token } });

async function subscribeConfirmed(email: string) {
  await postInquiry(email);
  const [mail] = await confirmMails(email);
  expect((await confirm(tokenIn(mail!.textBody, 'confirm'))).status).toBe(200);
}

describe('opt-in from the inquiry form', () => {
  it('stores the contact as pending with the form’s language and sends the confirmation mail (N02) once', async () => {
    const email = uniqueEmail();
    await postInquiry(email);
    const subscriber = await subscriberOf(email);
    expect(subscriber).toMatchObject({
      firstname: 'Lea',
      lastname: 'Brunner',
      salutation: 1,
      language: 'fr',
      source: 'inquiry-form',
      inquiryId: expect.any(Number),
      confirmedAt: null,
      unsubscribedAt: null,
    });
    const mails = await confirmMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'fr', stream: 'outbound', carriesSecret: true });
    expect(mails[0]!.textBody).toMatch(/^Madame,\n/);
    expect(mails[0]!.textBody).toMatch(/http:\/\/localhost:8787\/fr\/newsletter\/confirm\/[A-Za-z0-9_.-]+/);
  });

  it('writes nothing without the box ticked', async () => {
    const email = uniqueEmail();
    await postInquiry(email, { newsletter: false });
    expect(await subscriberOf(email)).toBeUndefined();
    expect(await confirmMails(email)).toEqual([]);
  });

  it('keeps one row per address; a confirmed address stays confirmed and gets no new mail', async () => {
    const email = uniqueEmail();
    await subscribeConfirmed(email);
    const confirmedAt = (await subscriberOf(email))!.confirmedAt;
    expect(confirmedAt).not.toBeNull();
    await postInquiry(email.toUpperCase(), { language: 'de' });
    const rows = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ confirmedAt, language: 'fr' });
    expect(await confirmMails(email)).toHaveLength(1);
  });

  it('an unsubscribed address asking again starts over: pending, with a new confirmation mail', async () => {
    const email = uniqueEmail();
    await subscribeConfirmed(email);
    await db.update(newsletterSubscribers).set({ unsubscribedAt: 1 }).where(eq(newsletterSubscribers.email, email));
    await postInquiry(email, { language: 'en' });
    expect(await subscriberOf(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null, language: 'en' });
    const mails = await confirmMails(email);
    expect(mails.map((mail) => mail.language)).toEqual(['fr', 'en']);
  });
});

describe('POST /api/newsletter/confirm and /unsubscribe (no sign-in)', () => {
  it('confirm sets the consent date once; again, it changes nothing', async () => {
    const email = uniqueEmail();
    await postInquiry(email);
    const token = tokenIn((await confirmMails(email))[0]!.textBody, 'confirm');
    const first = await confirm(token);
    expect(first).toMatchObject({ status: 200, body: { data: { state: 'confirmed' } } });
    const confirmedAt = (await subscriberOf(email))!.confirmedAt;
    expect(confirmedAt).toEqual(expect.any(Number));
    await db.update(newsletterSubscribers).set({ confirmedAt: 1000 }).where(eq(newsletterSubscribers.email, email));
    expect(await confirm(token)).toMatchObject({ status: 200, body: { data: { state: 'confirmed' } } });
    expect((await subscriberOf(email))!.confirmedAt).toBe(1000);
  });

  it('unsubscribe works without sign-in, is idempotent, and an old confirmation link does not subscribe again', async () => {
    const email = uniqueEmail();
    await postInquiry(email);
    const confirmToken = tokenIn((await confirmMails(email))[0]!.textBody, 'confirm');
    await confirm(confirmToken);
    await draftTestedAndSent([email]);
    const copy = (await outboxFor(email)).find((mail) => mail.template === 'newsletter')!;
    const token = tokenIn(copy.textBody, 'unsubscribe');
    expect(await unsubscribe(token)).toMatchObject({ status: 200, body: { data: { state: 'unsubscribed' } } });
    const unsubscribedAt = (await subscriberOf(email))!.unsubscribedAt;
    expect(unsubscribedAt).toEqual(expect.any(Number));
    expect(await unsubscribe(token)).toMatchObject({ status: 200, body: { data: { state: 'unsubscribed' } } });
    expect((await subscriberOf(email))!.unsubscribedAt).toBe(unsubscribedAt);
    expect(await confirm(confirmToken)).toMatchObject({ status: 200, body: { data: { state: 'unsubscribed' } } });
  });

  it('refuses a malformed token, or one made for the other link, with 400 token_invalid', async () => {
    const email = uniqueEmail();
    await postInquiry(email);
    const confirmToken = tokenIn((await confirmMails(email))[0]!.textBody, 'confirm');
    for (const response of [
      await confirm('not-a-token'),
      await unsubscribe('not-a-token'),
      await unsubscribe(confirmToken),
      await confirm(`${confirmToken.slice(0, -2)}xx`),
    ]) {
      expect(response).toMatchObject({ status: 400, body: { error: { code: 'token_invalid' } } });
    }
    expect((await subscriberOf(email))!.confirmedAt).toBeNull();
  });
});

describe('subscriber list and CSV (admin only)', () => {
  it('answers 401 anonymous and 403 to every other role', async () => {
    expect((await api('/newsletter/subscribers')).status).toBe(401);
    expect((await api('/newsletter/subscribers/export.csv')).status).toBe(401);
    for (const role of ['associate', 'finance', 'coach'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await api('/newsletter/subscribers', { token })).status).toBe(403);
      expect((await api('/newsletter/subscribers/export.csv', { token })).status).toBe(403);
      expect((await api('/newsletters', { token })).status).toBe(403);
    }
  });

  it('lists with state, language and search filters and counts per state', async () => {
    const pending = uniqueEmail('filterpending');
    const confirmed = uniqueEmail('filterconfirmed');
    await postInquiry(pending);
    await subscribeConfirmed(confirmed);
    const search = await api(`/newsletter/subscribers?q=${encodeURIComponent('filterconfirmed')}`, { token: adminToken });
    expect(search.status).toBe(200);
    expect(search.body.data.items.map((item: { email: string }) => item.email)).toContain(confirmed);
    expect(search.body.data.items.map((item: { email: string }) => item.email)).not.toContain(pending);
    const pendingOnly = await api('/newsletter/subscribers?state=pending&per_page=100', { token: adminToken });
    expect(pendingOnly.body.data.items.every((item: { state: string }) => item.state === 'pending')).toBe(true);
    const [counts] = await db
      .select({
        pending: sql<number>`sum(confirmed_at IS NULL AND unsubscribed_at IS NULL)`,
        confirmed: sql<number>`sum(confirmed_at IS NOT NULL AND unsubscribed_at IS NULL)`,
        unsubscribed: sql<number>`sum(unsubscribed_at IS NOT NULL)`,
      })
      .from(newsletterSubscribers);
    expect(pendingOnly.body.data.counts).toEqual(counts);
    expect((await api('/newsletter/subscribers?state=gone', { token: adminToken })).status).toBe(422);
  });

  it('exports the filtered list as CSV for Swiss Excel', async () => {
    const email = uniqueEmail('csvrow');
    await subscribeConfirmed(email);
    const { status, body, headers } = await api(`/newsletter/subscribers/export.csv?q=csvrow&state=confirmed`, {
      token: adminToken,
    });
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toContain('text/csv');
    const lines = (body as string).split('\r\n');
    // The byte order mark is read away by the text decoder of the response.
    expect(lines[0]).toBe('email;firstname;lastname;language;source;state;consent_requested_at;confirmed_at;unsubscribed_at');
    expect(lines.filter((line) => line.startsWith(email))).toEqual([
      expect.stringMatching(new RegExp(`^${email.replace(/\./g, '\\.')};Lea;Brunner;fr;inquiry-form;confirmed;\\d{4}-`)),
    ]);
  });
});

const content = {
  de: { title: 'Neues aus den Workshops', text: 'Hallo **alle**\n\n<script>alert(1)</script>\n\n[Mehr](https://example.org)' },
  fr: { title: 'Nouvelles des ateliers', text: 'Bonjour **à tous**' },
};
const createDraft = async () => {
  const { status, body } = await api('/newsletters', { method: 'POST', json: { content }, token: adminToken });
  expect(status).toBe(201);
  return body.data.id as number;
};
const sendTestOf = (id: number) => api(`/newsletters/${id}/test`, { method: 'POST', token: adminToken });
const send = (id: number) => api(`/newsletters/${id}/send`, { method: 'POST', token: adminToken });

/** A newsletter written, tested and sent; the given addresses are confirmed subscribers by then. */
async function draftTestedAndSent(emails: string[]) {
  for (const email of emails) expect((await subscriberOf(email))!.confirmedAt).not.toBeNull();
  const id = await createDraft();
  expect((await sendTestOf(id)).status).toBe(200);
  let sent = await send(id);
  while (sent.body.data?.state === 'sending') sent = await send(id);
  expect(sent.status).toBe(200);
  return id;
}

const copiesOf = (id: number) => db.select().from(mailOutbox).where(eq(mailOutbox.newsletterId, id));

describe('newsletters', () => {
  it('German is required', async () => {
    const { status, body } = await api('/newsletters', {
      method: 'POST',
      json: { content: { fr: content.fr } },
      token: adminToken,
    });
    expect(status).toBe(422);
    expect(body.error.fields).toEqual([expect.objectContaining({ path: 'content.de' })]);
  });

  it('a test goes to the admin alone, in their language (German fallback), rendered from Markdown with raw HTML escaped', async () => {
    const id = await createDraft();
    expect((await sendTestOf(id)).body.data.test_sent_at).toEqual(expect.any(Number));
    const copies = (await outboxFor(admin.email)).filter((mail) => mail.template === 'newsletter');
    const copy = copies.at(-1)!;
    expect(copy).toMatchObject({ language: 'it', stream: 'broadcast', newsletterId: null, subject: 'Neues aus den Workshops' });
    expect(copy.textBody).toContain('Hallo **alle**');
    expect(copy.textBody).toMatch(/Disiscriversi: http:\/\/localhost:8787\/it\/newsletter\/unsubscribe\/\S+/);
    expect(copy.htmlBody).toContain('<strong>alle</strong>');
    expect(copy.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(copy.htmlBody).not.toContain('<script>');
    expect(copy.htmlBody).toContain('<a href="https://example.org">Mehr</a>');
    expect(copy.htmlBody).toMatch(/<a href="http:\/\/localhost:8787\/it\/newsletter\/unsubscribe\/[^"]+">/);
    expect(copy.htmlBody).not.toContain('[[newsletter-markdown]]');
    expect((await copiesOf(id)).length).toBe(0);
  });

  it('sending needs a test of the current content, goes once to every confirmed subscriber in their language, never twice', async () => {
    const french = uniqueEmail('send-fr');
    const english = uniqueEmail('send-en');
    const pending = uniqueEmail('send-pending');
    const gone = uniqueEmail('send-gone');
    await subscribeConfirmed(french);
    await postInquiry(english, { language: 'en' });
    await confirm(tokenIn((await confirmMails(english))[0]!.textBody, 'confirm'));
    await postInquiry(pending);
    await subscribeConfirmed(gone);
    await db.update(newsletterSubscribers).set({ unsubscribedAt: 5 }).where(eq(newsletterSubscribers.email, gone));

    const id = await createDraft();
    expect(await send(id)).toMatchObject({ status: 409, body: { error: { code: 'invalid_transition' } } });
    await sendTestOf(id);
    const edited = await api(`/newsletters/${id}`, {
      method: 'PUT',
      json: { content: { ...content, de: { ...content.de, title: 'Neu' } } },
      token: adminToken,
    });
    expect(edited.body.data.test_sent_at).toBeNull();
    expect(await send(id)).toMatchObject({ status: 409, body: { error: { code: 'invalid_transition' } } });
    await sendTestOf(id);

    const [expected] = await db
      .select({ count: sql<number>`count(*)` })
      .from(newsletterSubscribers)
      .where(and(sql`confirmed_at IS NOT NULL`, isNull(newsletterSubscribers.unsubscribedAt)));
    const sent = await send(id);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ state: 'sent', recipient_count: expected!.count, sent_by: { id: admin.id } });
    const copies = await copiesOf(id);
    expect(copies).toHaveLength(expected!.count);
    expect(new Set(copies.map((copy) => copy.recipient)).size).toBe(copies.length);
    expect(copies.every((copy) => copy.stream === 'broadcast' && copy.template === 'newsletter')).toBe(true);
    const byRecipient = (email: string) => copies.filter((copy) => copy.recipient === email);
    expect(byRecipient(french)).toEqual([expect.objectContaining({ language: 'fr', subject: 'Nouvelles des ateliers' })]);
    expect(byRecipient(english)).toEqual([expect.objectContaining({ language: 'en', subject: 'Neu' })]);
    expect(byRecipient(french)[0]!.textBody).toMatch(/^Madame,\n/);
    expect(byRecipient(english)[0]!.textBody).toMatch(/Unsubscribe: http:\/\/localhost:8787\/en\/newsletter\/unsubscribe\//);
    expect(tokenIn(byRecipient(french)[0]!.textBody, 'unsubscribe')).not.toBe(
      tokenIn(byRecipient(english)[0]!.textBody, 'unsubscribe'),
    );
    expect(byRecipient(pending)).toEqual([]);
    expect(byRecipient(gone)).toEqual([]);

    expect(await send(id)).toMatchObject({ status: 409, body: { error: { code: 'invalid_transition' } } });
    expect(await copiesOf(id)).toHaveLength(expected!.count);
    const log = (await api(`/newsletters/${id}`, { token: adminToken })).body.data.log;
    expect(Object.values(log as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(expected!.count);
    expect((await api(`/newsletters/${id}`, { method: 'PUT', json: { content }, token: adminToken })).status).toBe(409);
  });

  it('each copy carries a one-click List-Unsubscribe (RFC 8058) that unsubscribes on a bare POST, no sign-in, no page', async () => {
    const email = uniqueEmail('one-click');
    await subscribeConfirmed(email);
    const id = await createDraft();
    await sendTestOf(id);
    expect((await send(id)).status).toBe(200);
    const [copy] = (await copiesOf(id)).filter((row) => row.recipient === email);
    const oneClick = copy!.listUnsubscribeUrl!;
    expect(oneClick).toMatch(/^http:\/\/localhost:8787\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_.-]+$/);
    expect(oneClick.split('/').at(-1)).toBe(tokenIn(copy!.textBody, 'unsubscribe'));

    const sent: TransportMessage[] = [];
    const capturing: MailTransport = { name: 'capturing', send: async (message) => (sent.push(message), { messageId: 'm-1' }) };
    expect((await deliverOutboxMail(db, env, capturing, copy!.id)).outcome).toBe('sent');
    expect(extraHeaders(sent[0]!)).toEqual([
      { Name: 'X-Outbox-Id', Value: String(copy!.id) },
      { Name: 'List-Unsubscribe', Value: `<${oneClick}>` },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);

    const clicked = await api(new URL(oneClick).pathname.replace(/^\/api/, ''), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked).toMatchObject({ status: 200, body: { data: { state: 'unsubscribed' } } });
    expect((await subscriberOf(email))!.unsubscribedAt).toEqual(expect.any(Number));
    expect((await api('/newsletter/unsubscribe/not-a-token', { method: 'POST' })).status).toBe(400);
  });

  it('two send requests at once write one copy per address', async () => {
    const email = uniqueEmail('race');
    await subscribeConfirmed(email);
    const id = await createDraft();
    await sendTestOf(id);
    const answers = await Promise.all([send(id), send(id)]);
    // The one that finds the draft already claimed is refused, or goes on with the copies still missing.
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    let state = (await api(`/newsletters/${id}`, { token: adminToken })).body.data.state;
    while (state === 'sending') state = (await send(id)).body.data.state;
    const copies = await copiesOf(id);
    expect(copies.filter((copy) => copy.recipient === email)).toHaveLength(1);
    expect(new Set(copies.map((copy) => copy.recipient)).size).toBe(copies.length);
  });

  it('writes in pages and goes on where a request stopped, one copy per address', async () => {
    const many = SEND_PAGE * SEND_PAGES_PER_REQUEST + 7;
    const rows = Array.from({ length: many }, (_, i) => ({
      email: `bulk${i}-${Date.now()}@many.test`,
      language: (['de', 'fr', 'it', 'en'] as UiLanguage[])[i % 4]!,
      source: 'inquiry-form',
      consentRequestedAt: 1,
      confirmedAt: 2,
    }));
    // Five columns a row: 20 rows stay within D1's 100 parameters.
    for (let i = 0; i < rows.length; i += 20) await db.insert(newsletterSubscribers).values(rows.slice(i, i + 20));
    const id = await createDraft();
    await sendTestOf(id);
    const first = await send(id);
    expect(first.body.data.state).toBe('sending');
    expect(await copiesOf(id)).toHaveLength(SEND_PAGE * SEND_PAGES_PER_REQUEST);
    const second = await send(id);
    expect(second.body.data.state).toBe('sent');
    const copies = await copiesOf(id);
    expect(new Set(copies.map((copy) => copy.recipient)).size).toBe(copies.length);
    expect(copies.filter((copy) => copy.recipient.endsWith('@many.test'))).toHaveLength(many);
    expect((await db.select().from(newsletters).where(eq(newsletters.id, id)))[0]!.recipientCount).toBe(copies.length);
  });
});

const sampleGreeting = (language: UiLanguage) => greeting(language, { firstname: 'Anna', lastname: 'Égalité', salutation: 1 });

describe('N02 and N03 in every language', () => {
  it('render with greeting, signature and only absolute links, no value missing', () => {
    const newsletterEntries = mailCatalogue.filter(({ template }) =>
      [newsletterConfirm, newsletterMail].some((t) => t === template),
    );
    expect(newsletterEntries).toHaveLength(2);
    for (const { template, sample } of newsletterEntries) {
      for (const language of uiLanguages) {
        const mail = renderMail(template, language, sample(language));
        for (const part of [mail.subject, mail.textBody, mail.htmlBody]) {
          expect(part).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]|\{\{/);
        }
        expect(mail.textBody.startsWith(sampleGreeting(language))).toBe(true);
        expect(mail.textBody).toContain(organisationNameSlot);
        const links = [...mail.htmlBody.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
        expect(links.length).toBeGreaterThan(0);
        for (const href of links) expect(href).toMatch(new RegExp(`^https://app\\.example/${language}/newsletter/`));
      }
    }
  });
});
