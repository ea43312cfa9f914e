import { and, asc, eq, inArray } from 'drizzle-orm';
import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, inquiries, invoices, organisation, workshops } from '../../db/schema';
import { todayInZurich } from '../../contract/lib/dates';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { submitInquiry } from '../../test/inquiries';
import { atOnce } from '../../test/race';

/*
 * Invoices: one per workshop or series, opened when the workshops become invoiceable (set-state), sent by finance
 * (set-invoiced), printed with a Swiss QR-bill, exported for accounting, and marked paid.
 */

const QR_IBAN = 'CH4431999123000889012';
const IBAN = 'CH9300762011623852957';

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let staff: string;
let finance: string;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  staff = await sessionFor(await createUser({ role: 'associate' }));
  finance = await sessionFor(await createUser({ role: 'finance' }));
});

const useAccount = (account: { qrIban?: string | null; iban?: string | null }) =>
  db
    .update(organisation)
    .set({ qrIban: account.qrIban ?? null, iban: account.iban ?? null, paymentTermDays: 30 })
    .where(eq(organisation.id, 1));

beforeEach(() => useAccount({ qrIban: QR_IBAN }));

/**
 * An inquiry validated into a series of two (CHF 450 each) and a single workshop (CHF 600), all forced to done
 * (past dates need coaches; the state machine test covers that path), then made invoiceable through the API.
 */
async function invoiceableInquiry(contact: Record<string, unknown> = {}) {
  const { id } = await submitInquiry(catalogue, contact.institute ? { contact: { ...baseContact, ...contact } } : {});
  const validated = await api(`/inquiries/${id}/validate`, { method: 'POST', token: staff });
  expect(validated.status).toBe(200);
  const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id)).orderBy(asc(workshops.date));
  await db
    .update(workshops)
    .set({ state: 'done' })
    .where(
      inArray(
        workshops.id,
        created.map((w) => w.id),
      ),
    );
  const series = created.filter((w) => w.seriesId !== null).map((w) => w.id);
  const single = created.find((w) => w.seriesId === null)!.id;
  for (const workshopId of [series[0]!, single]) {
    const moved = await api(`/workshops/${workshopId}/set-state`, {
      method: 'POST',
      token: staff,
      json: { state: 'invoiceable' },
    });
    expect(moved.status).toBe(200);
  }
  return { series, single };
}

const baseContact = {
  gender: 3,
  firstname: 'Noa',
  lastname: 'Rossi',
  phone: '091 123 45 67',
  email: 'noa@school.test',
  institute: 'Scuola Media Lugano',
  streetAddress: 'Via Lucino 3',
  postcode: '6900',
  location: 'Lugano',
};

const list = (state: string, query = '', token = finance) => api(`/workshops/invoices/${state}${query}`, { token });
const setInvoiced = (workshopId: number, token = finance) =>
  api(`/workshops/${workshopId}/set-invoiced`, { method: 'POST', token });

async function invoiceOf(workshopId: number) {
  const { body } = await list('invoiceable', '?per_page=200');
  return (body.data.items as { id: number; workshops: { id: number }[] }[]).find((i) =>
    i.workshops.some((w) => w.id === workshopId),
  );
}

describe('GET workshops/invoices/{state}', () => {
  it('shows one invoice for a series, with the sum of its prices, the workshops and the invoice address', async () => {
    const { series, single } = await invoiceableInquiry({
      institute: 'Schule Dvořák',
      useInvoiceAddress: true,
      invoiceInstitute: 'Gemeinde Dvořák',
      invoiceFirstname: 'Ada',
      invoiceLastname: 'Muster',
      invoiceStreetAddress: 'Rathausplatz 1',
      invoicePostcode: '3000',
      invoiceLocation: 'Bern',
    });
    const { status, body } = await list('invoiceable', '?q=Dvořák&per_page=200');
    expect(status).toBe(200);
    const items = body.data.items as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    const seriesInvoice = items.find((i) => (i.workshops as unknown[]).length === 2)!;
    expect(seriesInvoice).toMatchObject({
      state: 'invoiceable',
      number: null,
      amount_centimes: 90000,
      institute: 'Schule Dvořák',
      language: 'it',
      overdue: false,
      recipient: { institute: 'Gemeinde Dvořák', name: 'Ada Muster', street: 'Rathausplatz 1', postcode: '3000', city: 'Bern' },
    });
    expect((seriesInvoice.workshops as { id: number; title: string }[]).map((w) => w.id)).toEqual(series);
    expect((seriesInvoice.workshops as { title: string }[])[0]!.title).toBe('Kinderrechte');
    expect(items.find((i) => i !== seriesInvoice)).toMatchObject({ amount_centimes: 60000, workshops: [{ id: single }] });
    expect(body.data.total).toBe(2);
    expect(body.data.total_centimes).toBe(150000);
    expect(body.data.overdue_count).toBe(0);
  });

  it('pages while the totals cover every matching invoice', async () => {
    const school = `Paging ${Date.now()}`;
    await invoiceableInquiry({ institute: school });
    const { body } = await list('invoiceable', `?q=${encodeURIComponent(school)}&per_page=1&page=2`);
    expect(body.data.items).toHaveLength(1);
    expect(body.data.total).toBe(2);
    expect(body.data.total_centimes).toBe(150000);
  });

  it('is for finance only', async () => {
    for (const role of ['admin', 'associate', 'coach'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await list('invoiceable', '', token)).status).toBe(403);
      expect((await setInvoiced(1, token)).status).toBe(403);
      expect((await api('/invoices/1/pdf', { token })).status).toBe(403);
      expect((await api('/invoices/export.csv', { token })).status).toBe(403);
    }
    expect((await api('/workshops/invoices/invoiced')).status).toBe(401);
    expect((await api('/workshops/1/set-invoiced', { method: 'POST' })).status).toBe(401);
    expect((await api('/invoices/1/pdf')).status).toBe(401);
    expect((await list('paid')).status).toBe(422);
  });
});

describe('POST workshops/{id}/set-invoiced', () => {
  it('sends the series’ invoice: number, date, due date, reference, language, address; every date invoiced', async () => {
    const { series } = await invoiceableInquiry();
    const invoice = (await invoiceOf(series[1]!))!;
    const { status, body } = await setInvoiced(series[1]!);
    expect(status).toBe(200);
    const today = todayInZurich();
    expect(body.data).toMatchObject({ id: invoice.id, state: 'invoiced', date: today, due_date: dateIn(30), language: 'it' });
    expect(body.data.number).toMatch(new RegExp(`^${today.slice(0, 4)}-\\d{4}$`));
    expect(body.data.reference).toMatch(/^\d{27}$/);
    expect(isQRReferenceValid(body.data.reference)).toBe(true);
    expect(body.data.recipient).toMatchObject({ institute: 'Scuola Media Lugano', name: 'Noa Rossi', city: 'Lugano' });
    expect(body.data.invoiced_by).toMatch(/^Test\d+ User$/);

    const states = await db.select({ state: workshops.state }).from(workshops).where(inArray(workshops.id, series));
    expect(states.map((w) => w.state)).toEqual(['invoiced', 'invoiced']);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'workshop.state'), inArray(auditLog.entityId, series.map(String))));
    expect(audits.filter((a) => (a.details as { to: string }).to === 'invoiced')).toHaveLength(2);

    const sent = await list('invoiced', `?q=${body.data.number}`);
    expect(sent.body.data.items.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    expect((await setInvoiced(series[0]!)).status).toBe(409);
  });

  it('freezes the address: a later change of the inquiry does not alter a sent invoice', async () => {
    const { single, series } = await invoiceableInquiry();
    const { body } = await setInvoiced(single);
    const [w] = await db.select().from(workshops).where(eq(workshops.id, single));
    await db.update(inquiries).set({ institute: 'Renamed school' }).where(eq(inquiries.id, w!.inquiryId!));
    const { body: again } = await list('invoiced', `?q=${body.data.number}`);
    expect(again.data.items[0].recipient).toEqual(body.data.recipient);
    expect(body.data.recipient.institute).toBe('Scuola Media Lugano');
    // The open invoice of the same inquiry still follows it.
    expect((await invoiceOf(series[0]!)) as unknown).toMatchObject({ recipient: { institute: 'Renamed school' } });
  });

  it('takes a SCOR creditor reference with a plain IBAN', async () => {
    await useAccount({ iban: IBAN });
    const { single } = await invoiceableInquiry();
    const { body } = await setInvoiced(single);
    expect(body.data.reference).toMatch(/^RF\d{2}INV\d+$/);
    expect(isSCORReferenceValid(body.data.reference)).toBe(true);
  });

  it('fails closed without a bank account', async () => {
    await useAccount({});
    const { single } = await invoiceableInquiry();
    const { status, body } = await setInvoiced(single);
    expect(status).toBe(409);
    expect(body.error.code).toBe('bank_account_missing');
    const [w] = await db.select().from(workshops).where(eq(workshops.id, single));
    expect(w!.state).toBe('invoiceable');
  });

  it('gives consecutive, unique numbers when two invoices are sent at once', async () => {
    const a = await invoiceableInquiry();
    const b = await invoiceableInquiry();
    const [first, second] = await atOnce(
      () => setInvoiced(a.single),
      () => setInvoiced(b.single),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    const numbers = [first.body.data.number as string, second.body.data.number as string].sort();
    expect(numbers[0]).not.toBe(numbers[1]);
    expect(Number(numbers[1]!.slice(5))).toBe(Number(numbers[0]!.slice(5)) + 1);
    const rows = await db.select({ number: invoices.number }).from(invoices);
    const taken = rows.map((r) => r.number).filter(Boolean);
    expect(new Set(taken).size).toBe(taken.length);
  });

  it('sends one invoice once when marked twice at once', async () => {
    const { single } = await invoiceableInquiry();
    const results = await atOnce(
      () => setInvoiced(single),
      () => setInvoiced(single),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'workshop.state'), eq(auditLog.entityId, String(single))));
    expect(audits.filter((a) => (a.details as { to: string }).to === 'invoiced')).toHaveLength(1);
  });

  it('refuses a workshop that is not invoiceable, and answers 404 for an unknown one', async () => {
    const { id } = await submitInquiry(catalogue);
    await api(`/inquiries/${id}/validate`, { method: 'POST', token: staff });
    const [w] = await db.select().from(workshops).where(eq(workshops.inquiryId, id));
    const { status, body } = await setInvoiced(w!.id);
    expect(status).toBe(409);
    expect(body.error.code).toBe('invalid_transition');
    expect((await setInvoiced(999_999)).status).toBe(404);
  });
});

describe('GET invoices/{id}/pdf', () => {
  it('renders the sent invoice with its QR-bill in workerd', async () => {
    const { single } = await invoiceableInquiry();
    const { body } = await setInvoiced(single);
    const pdf = await api(`/invoices/${body.data.id}/pdf`, { token: finance });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
    expect(pdf.headers.get('Content-Disposition')).toContain(`invoice-${body.data.number}.pdf`);
  });

  /** The PDF without its creation time and the file id made from it: two prints of one invoice are then the same. */
  const printed = async (invoiceId: number) => {
    const pdf = await api(`/invoices/${invoiceId}/pdf`, { token: finance });
    expect(pdf.status).toBe(200);
    return String(pdf.body)
      .replace(/\(D:\d{14}Z\)/g, '')
      .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, '');
  };

  it('prints a sent invoice as it was issued, whatever master data says since', async () => {
    const { single } = await invoiceableInquiry();
    const { body } = await setInvoiced(single);
    const first = await printed(body.data.id);
    const [sent] = await db.select().from(invoices).where(eq(invoices.id, body.data.id));
    expect(sent!.issuer).toMatchObject({ account: QR_IBAN, payment_term_days: 30 });

    await db
      .update(organisation)
      .set({ creditorName: 'Verein Neu', creditorStreet: 'Neugasse 1', creditorPostcode: '8000', creditorCity: 'Zürich' })
      .where(eq(organisation.id, 1));
    expect(await printed(body.data.id)).toBe(first);

    // The QR-IBAN removed: its QR reference would now be refused by the QR-bill (a 500 before issuers were frozen).
    await useAccount({ iban: IBAN });
    expect(await printed(body.data.id)).toBe(first);
    await db.update(organisation).set({ creditorName: null, creditorStreet: null, creditorPostcode: null, creditorCity: null });
  });

  it('prints an invoice sent with an IBAN and a creditor reference after a QR-IBAN was added', async () => {
    await useAccount({ iban: IBAN });
    const { single } = await invoiceableInquiry();
    const { body } = await setInvoiced(single);
    expect(body.data.reference).toMatch(/^RF/);
    const first = await printed(body.data.id);
    await useAccount({ qrIban: QR_IBAN, iban: IBAN });
    expect(await printed(body.data.id)).toBe(first);
    const [sent] = await db.select().from(invoices).where(eq(invoices.id, body.data.id));
    expect(sent!.issuer).toMatchObject({ account: IBAN });
  });

  it('refuses an invoice not sent yet and an unknown one', async () => {
    const { single } = await invoiceableInquiry();
    const open = (await invoiceOf(single))!;
    expect((await api(`/invoices/${open.id}/pdf`, { token: finance })).status).toBe(409);
    expect((await api('/invoices/999999/pdf', { token: finance })).status).toBe(404);
  });
});

describe('GET invoices/export.csv', () => {
  it('writes Swiss-Excel CSV: BOM, semicolons, CRLF, quoting and neutralised formulas', async () => {
    const school = '=HYPERLINK("x");Schule';
    const { single } = await invoiceableInquiry({ institute: school });
    const { body: sent } = await setInvoiced(single);
    const { status, body, headers } = await api(`/invoices/export.csv?from=${sent.data.date}&to=${sent.data.date}`, {
      token: finance,
    });
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const { SELF } = await import('cloudflare:test');
    const raw = await SELF.fetch(`http://localhost/api/invoices/export.csv?from=${sent.data.date}`, {
      headers: { Authorization: `Bearer ${finance}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = String(body).split('\r\n');
    expect(lines[0]).toBe('number;date;due_date;institute;recipient;amount;reference;paid_on');
    expect(lines.at(-1)).toBe('');
    const line = lines.find((l) => l.startsWith(`${sent.data.number};`))!;
    expect(line).toBe(
      [
        sent.data.number,
        sent.data.date,
        sent.data.due_date,
        `"'=HYPERLINK(""x"");Schule"`,
        `"'=HYPERLINK(""x"");Schule, Noa Rossi, Via Lucino 3, 6900 Lugano"`,
        '600.00',
        sent.data.reference,
        '',
      ].join(';'),
    );
    const before = await api(`/invoices/export.csv?to=${dateIn(-1)}`, { token: finance });
    expect(String(before.body)).not.toContain(sent.data.number);
  });
});
