import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bankEntries, invoicePayments, invoices, users } from '../../db/schema';
import { todayInZurich } from '../../contract/lib/dates';
import { camt053, camt054, type TestCredit } from '../../test/camt-files';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, outboxFor, sessionFor } from '../../test/factories';
import { uploadFile } from '../../test/files';
import { atOnce } from '../../test/race';
import { sentInvoices, TEST_IBAN, TEST_QR_IBAN, useAccount, type SentInvoice } from '../../test/sent-invoices';

/*
 * Payments of schools: camt.054/053 files matched by QR or creditor reference, unmatched credits assigned by hand,
 * payments typed in, and what the invoice, its list and the school's page make of them.
 */

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let staff: string;
let finance: string;
let fileNo = 0;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  staff = await sessionFor(await createUser({ role: 'associate' }));
  const financeUser = await createUser({ role: 'finance' });
  await db.update(users).set({ firstname: 'Fina', lastname: 'Huber' }).where(eq(users.id, financeUser.id));
  finance = await sessionFor(financeUser);
});
beforeEach(() => useAccount({ qrIban: TEST_QR_IBAN }));

const send = () => sentInvoices(catalogue, { staff, finance });
const upload = (xml: string, name = `camt-${++fileNo}.xml`, token = finance) =>
  uploadFile('/bank-files', token, { bytes: new TextEncoder().encode(xml), name, type: 'application/xml' });
const invoice = async (id: number) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const credit = (inv: SentInvoice, amount: string, bankRef: string): TestCredit => ({
  bankRef,
  amount,
  reference: inv.reference,
  debtor: 'Scuola Media Lugano',
});
const ref = (tag: string) => `${tag}-${Date.now()}-${++fileNo}`;
const invoiceVia = async (id: number) =>
  (await api(`/workshops/invoices/invoiced?q=${(await invoice(id)).number}`, { token: finance })).body.data.items[0];

describe('POST bank-files (camt.054)', () => {
  it('matches QR references exactly, partially and over-paid, leaves an unknown one unmatched, and skips debits', async () => {
    const a = await send();
    const b = await send();
    const c = await send();
    const xml = camt054(ref('MSG'), [
      {
        bookingDate: dateIn(-2),
        valueDate: dateIn(-1),
        credits: [credit(a.single, '600.00', ref('A')), credit(b.single, '250.00', ref('B'))],
      },
      { bookingDate: dateIn(-1), credits: [credit(c.single, '650.00', ref('C'))] },
      {
        bookingDate: dateIn(-1),
        credits: [{ bankRef: ref('X'), amount: '80.00', reference: '000000000000000000000000990', remittance: 'Spende' }],
      },
      { bookingDate: dateIn(-1), credits: [{ bankRef: ref('D'), amount: '12.00', direction: 'DBIT' }] },
    ]);

    const { status, body } = await upload(xml);

    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      kind: 'camt.054',
      credit_count: 4,
      duplicate_count: 0,
      uploaded_by: 'Fina Huber',
      counts: { matched: 1, partial: 1, overpaid: 1, unmatched: 1, 'not-ours': 0 },
    });
    const outcomes = body.data.entries.map((e: { outcome: string; invoice_number: string | null }) => [
      e.outcome,
      e.invoice_number,
    ]);
    expect(outcomes).toEqual([
      ['matched', a.single.number],
      ['partial', b.single.number],
      ['overpaid', c.single.number],
      ['unmatched', null],
    ]);
    expect(body.data.entries[3]).toMatchObject({ remittance: 'Spende', reference: '000000000000000000000000990' });

    const paid = await invoiceVia(a.single.id);
    expect(paid).toMatchObject({ paid_on: dateIn(-2), open_centimes: 0, paid_centimes: 60000, overdue: false });
    expect(paid.payments).toEqual([
      expect.objectContaining({
        amount_centimes: 60000,
        booking_date: dateIn(-2),
        value_date: dateIn(-1),
        source: 'bank',
        recorded_by: null,
      }),
    ]);
    expect(await invoiceVia(b.single.id)).toMatchObject({ paid_on: null, open_centimes: 35000, paid_centimes: 25000 });
    expect(await invoiceVia(c.single.id)).toMatchObject({ paid_on: dateIn(-1), open_centimes: -5000 });
    // The series of each inquiry is not touched.
    expect(await invoiceVia(a.series.id)).toMatchObject({ paid_on: null, open_centimes: 90000, payments: [] });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'bank_file.imported'));
    expect(audit!.details).toMatchObject({ kind: 'camt.054', matched: 1, partial: 1, overpaid: 1, unmatched: 1 });
  });

  it('matches a creditor reference (SCOR) however the payer spaced it, and two credits of one invoice in turn', async () => {
    await useAccount({ iban: TEST_IBAN });
    const { single } = await send();
    expect(single.reference).toMatch(/^RF\d\d/);
    const spaced = single.reference.replace(/(.{4})/g, '$1 ').toLowerCase();
    const xml = camt054(ref('MSG'), [
      {
        bookingDate: dateIn(-3),
        credits: [
          { bankRef: ref('S1'), amount: '200.00', reference: spaced, referenceType: 'SCOR' },
          { bankRef: ref('S2'), amount: '400.00', reference: single.reference, referenceType: 'SCOR' },
        ],
      },
    ]);

    const { body } = await upload(xml);

    expect(body.data.entries.map((e: { outcome: string }) => e.outcome)).toEqual(['partial', 'matched']);
    expect(await invoiceVia(single.id)).toMatchObject({ open_centimes: 0, paid_on: dateIn(-3) });
  });

  it('records nothing twice: the same file again, and its credits again in the camt.053 statement', async () => {
    const { single, series } = await send();
    const entries = [
      { bookingDate: dateIn(-1), credits: [credit(single, '600.00', ref('DUP')), credit(series, '100.00', ref('DUP'))] },
    ];
    const message = ref('MSG');
    const first = await upload(camt054(message, entries));
    expect(first.body.data.counts.matched + first.body.data.counts.partial).toBe(2);

    const again = await upload(camt054(message, entries));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ credit_count: 2, duplicate_count: 2, entries: [] });
    const statement = await upload(camt053(ref('STMT'), entries));
    expect(statement.body.data).toMatchObject({ kind: 'camt.053', duplicate_count: 2, entries: [] });

    const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, single.id));
    expect(payments).toHaveLength(1);
    expect((await invoice(series.id)).paidCentimes).toBe(10000);
  });

  it('reads a camt.053 statement the same way', async () => {
    const { single } = await send();
    const { status, body } = await upload(
      camt053(ref('STMT'), [{ bookingDate: dateIn(-1), credits: [credit(single, '600.00', ref('ST'))] }]),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'camt.053', counts: { matched: 1 } });
  });

  it('records one upload of a file sent twice at once', async () => {
    const { single } = await send();
    const xml = camt054(ref('MSG'), [{ bookingDate: dateIn(-1), credits: [credit(single, '600.00', ref('RACE'))] }]);
    const answers = await atOnce(
      () => upload(xml),
      () => upload(xml),
    );
    const recorded = answers.filter((a) => a.status === 200 && a.body.data.entries.length === 1);
    expect(recorded).toHaveLength(1);
    for (const other of answers.filter((a) => !recorded.includes(a))) {
      expect(other.status === 409 || other.body.data.duplicate_count === 1).toBe(true);
    }
    expect(await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, single.id))).toHaveLength(1);
  });

  it('refuses what is not a camt.054 or camt.053 file, a DOCTYPE, and a credit without amount', async () => {
    const pain =
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>';
    const doctype = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]>${camt054('M', []).split('\n')[1]}`;
    const noAmount = camt054(ref('MSG'), [{ bookingDate: dateIn(-1), credits: [{ bankRef: ref('N'), amount: '' }] }]);
    for (const xml of [pain, 'not xml <', doctype, noAmount]) {
      const { status, body } = await upload(xml);
      expect(status).toBe(422);
      expect(body.error.code).toBe('bank_file_invalid');
    }
    const none = await api('/bank-files', { method: 'POST', token: finance, body: new FormData() });
    expect(none.status).toBe(422);
  });
});

describe('unmatched credits', () => {
  it('are listed until assigned to an invoice (a payment of it) or marked not ours', async () => {
    const { single, series } = await send();
    const xml = camt054(ref('MSG'), [
      {
        bookingDate: dateIn(-4),
        credits: [
          { bankRef: ref('U1'), amount: '600.00', remittance: `Rechnung ${single.number}` },
          { bankRef: ref('U2'), amount: '15.00', remittance: 'Mitgliederbeitrag' },
        ],
      },
    ]);
    const { body } = await upload(xml);
    const [forInvoice, foreign] = body.data.entries as { id: number }[];
    const listed = (await api('/bank-entries/unmatched', { token: finance })).body.data.items.map((e: { id: number }) => e.id);
    expect(listed).toEqual(expect.arrayContaining([forInvoice!.id, foreign!.id]));

    const assigned = await api(`/bank-entries/${forInvoice!.id}/assign`, {
      method: 'POST',
      token: finance,
      json: { invoice_id: single.id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ outcome: 'matched', invoice_number: single.number, resolved_by: 'Fina Huber' });
    expect(await invoiceVia(single.id)).toMatchObject({
      open_centimes: 0,
      paid_on: dateIn(-4),
      payments: [expect.objectContaining({ source: 'bank', recorded_by: 'Fina Huber' })],
    });
    const twice = await api(`/bank-entries/${forInvoice!.id}/assign`, {
      method: 'POST',
      token: finance,
      json: { invoice_id: series.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('payment_not_possible');

    const notOurs = await api(`/bank-entries/${foreign!.id}/not-ours`, { method: 'POST', token: finance });
    expect(notOurs.body.data).toMatchObject({ outcome: 'not-ours', resolved_by: 'Fina Huber' });
    const after = (await api('/bank-entries/unmatched', { token: finance })).body.data.items.map((e: { id: number }) => e.id);
    expect(after).not.toContain(forInvoice!.id);
    expect(after).not.toContain(foreign!.id);
    expect((await api(`/bank-entries/${foreign!.id}/not-ours`, { method: 'POST', token: finance })).status).toBe(409);

    // Removing the assigned payment brings the credit back to the unmatched ones.
    const paymentId = (await invoiceVia(single.id)).payments[0].id;
    const removed = await api(`/invoices/${single.id}/payments/${paymentId}`, { method: 'DELETE', token: finance });
    expect(removed.body.data).toMatchObject({ open_centimes: 60000, paid_on: null, payments: [] });
    const [entry] = await db.select().from(bankEntries).where(eq(bankEntries.id, forInvoice!.id));
    expect(entry).toMatchObject({ outcome: 'unmatched', invoiceId: null, resolvedById: null });
  });
});

describe('payments typed in', () => {
  it('records partial payments until nothing is open, refuses future days, nothing or an invoice not sent', async () => {
    const { single } = await send();
    const pay = (json: object, id = single.id) => api(`/invoices/${id}/payments`, { method: 'POST', token: finance, json });

    const future = await pay({ booking_date: dateIn(1), amount_centimes: 100 });
    expect(future.status).toBe(422);
    expect((await pay({ booking_date: todayInZurich(), amount_centimes: 0 })).status).toBe(422);
    expect((await pay({ booking_date: '2026-02-30', amount_centimes: 100 })).status).toBe(422);
    expect((await pay({ booking_date: todayInZurich(), amount_centimes: 100 }, 999_999)).status).toBe(404);

    const part = await pay({ booking_date: dateIn(-3), amount_centimes: 20000 });
    expect(part.body.data).toMatchObject({ open_centimes: 40000, paid_on: null });
    expect(part.body.data.payments[0]).toMatchObject({ source: 'manual', recorded_by: 'Fina Huber', bank_reference: null });
    const rest = await pay({ booking_date: dateIn(-1), amount_centimes: 40000 });
    expect(rest.body.data).toMatchObject({ open_centimes: 0, paid_on: dateIn(-1), paid_centimes: 60000 });
    expect((await api(`/workshops/invoices/invoiced?unpaid=true&q=${single.number}`, { token: finance })).body.data.total).toBe(
      0,
    );

    const first = rest.body.data.payments[0].id;
    const removed = await api(`/invoices/${single.id}/payments/${first}`, { method: 'DELETE', token: finance });
    expect(removed.body.data).toMatchObject({ open_centimes: 20000, paid_on: null });
    expect((await api(`/invoices/${single.id}/payments/${first}`, { method: 'DELETE', token: finance })).status).toBe(404);
    const actions = (
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(single.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['invoice.payment_recorded', 'invoice.payment_removed']));
  });

  it('keeps an unpaid invoice overdue past its due date until it is paid in full', async () => {
    const { single } = await send();
    await db
      .update(invoices)
      .set({ date: dateIn(-40), dueDate: dateIn(-10) })
      .where(eq(invoices.id, single.id));
    const overdue = () => api(`/workshops/invoices/invoiced?overdue=true&q=${single.number}`, { token: finance });
    expect((await overdue()).body.data).toMatchObject({ total: 1, overdue_count: 1 });
    await api(`/invoices/${single.id}/payments`, {
      method: 'POST',
      token: finance,
      json: { booking_date: dateIn(-5), amount_centimes: 10000 },
    });
    expect((await overdue()).body.data.total).toBe(1);
    await api(`/invoices/${single.id}/payments`, {
      method: 'POST',
      token: finance,
      json: { booking_date: dateIn(-4), amount_centimes: 50000 },
    });
    expect((await overdue()).body.data.total).toBe(0);
  });

  it('refuses a payment on an invoice not sent yet', async () => {
    const { single } = await send();
    await db.update(invoices).set({ state: 'invoiceable' }).where(eq(invoices.id, single.id));
    const answer = await api(`/invoices/${single.id}/payments`, {
      method: 'POST',
      token: finance,
      json: { booking_date: todayInZurich(), amount_centimes: 100 },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('payment_not_possible');
  });
});

describe("the school's page", () => {
  it('says the invoice is open, then paid', async () => {
    const { single, series, email } = await send();
    const [mail] = await outboxFor(email);
    const token = /\/inquiry\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    const invoiceStates = async () =>
      ((await api(`/inquiries/view/${token}`)).body.data.workshops as { invoice: string | null }[]).map((w) => w.invoice);
    expect(await invoiceStates()).toEqual(['open', 'open', 'open']);
    await upload(camt054(ref('MSG'), [{ bookingDate: dateIn(-1), credits: [credit(single, '600.00', ref('P'))] }]));
    const states = await invoiceStates();
    expect(states.filter((s) => s === 'paid')).toHaveLength(1);
    expect(states.filter((s) => s === 'open')).toHaveLength(2);
    expect(series.id).not.toBe(single.id);
  });
});

describe('permissions', () => {
  it('are finance’s alone', async () => {
    for (const role of ['admin', 'associate', 'coach'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await upload(camt054('M', []), 'x.xml', token)).status).toBe(403);
      expect((await api('/bank-files', { token })).status).toBe(403);
      expect((await api('/bank-files/1', { token })).status).toBe(403);
      expect((await api('/bank-entries/unmatched', { token })).status).toBe(403);
      expect((await api('/bank-entries/1/assign', { method: 'POST', token, json: { invoice_id: 1 } })).status).toBe(403);
      expect((await api('/bank-entries/1/not-ours', { method: 'POST', token })).status).toBe(403);
      expect(
        (
          await api('/invoices/1/payments', {
            method: 'POST',
            token,
            json: { booking_date: todayInZurich(), amount_centimes: 1 },
          })
        ).status,
      ).toBe(403);
      expect((await api('/invoices/1/payments/1', { method: 'DELETE', token })).status).toBe(403);
    }
    expect((await api('/bank-files')).status).toBe(401);
  });

  it('lists the files newest first with their counts, and one file with its credits', async () => {
    const { single } = await send();
    const { body } = await upload(
      camt054(ref('MSG'), [{ bookingDate: dateIn(-1), credits: [credit(single, '600.00', ref('L'))] }]),
      'Gutschriften.xml',
    );
    const list = await api('/bank-files?per_page=1', { token: finance });
    expect(list.body.data.items[0]).toMatchObject({ id: body.data.id, file_name: 'Gutschriften.xml', counts: { matched: 1 } });
    expect(list.body.data.total).toBeGreaterThanOrEqual(1);
    const one = await api(`/bank-files/${body.data.id}`, { token: finance });
    expect(one.body.data.entries).toHaveLength(1);
    expect((await api('/bank-files/999999', { token: finance })).status).toBe(404);
  });
});
