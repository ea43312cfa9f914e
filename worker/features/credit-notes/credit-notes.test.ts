import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertContract } from '../../../test-support/openapi-contract';
import { todayInZurich } from '../../contract/lib/dates';
import { auditLog, creditNotes, invoiceWorkshops, invoices, workshops } from '../../db/schema';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, fetchApp, nextIp, sessionFor } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { submitInquiry } from '../../test/inquiries';
import { atOnce } from '../../test/race';
import { sentInvoices, TEST_QR_IBAN, useAccount } from '../../test/sent-invoices';

/*
 * Credit notes (decision 059): cancelling a sent invoice credits everything not yet credited, a partial credit note
 * a part of it; the invoice's open amount follows, numbers run in a series of their own, the PDF is in the school's
 * language.
 */

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let staff: string;
let finance: string;
const year = todayInZurich().slice(0, 4);

beforeAll(async () => {
  catalogue = await seedCatalogue();
  staff = await sessionFor(await createUser({ role: 'associate' }));
  finance = await sessionFor(await createUser({ role: 'finance' }));
});
beforeEach(() => useAccount({ qrIban: TEST_QR_IBAN }));

const send = (overrides: Record<string, unknown> = {}) => sentInvoices(catalogue, { staff, finance }, overrides);
const issue = (invoiceId: number, json: Record<string, unknown>, token = finance) =>
  api(`/invoices/${invoiceId}/credit-notes`, { method: 'POST', token, json });
const cancel = (invoiceId: number, reason = 'Workshop abgesagt') => issue(invoiceId, { cancel: true, reason });
const partial = (invoiceId: number, amount: number, reason = 'Rabatt') =>
  issue(invoiceId, { cancel: false, amount_centimes: amount, reason });
const creditNotesOf = (invoiceId: number) => db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));

/** The PDF's bytes (the `api` helper reads bodies as text), its answer checked against openapi.json. */
async function pdfOf(creditNoteId: number) {
  const url = `http://localhost/api/credit-notes/${creditNoteId}/pdf`;
  const response = await fetchApp(
    new Request(url, { headers: { Authorization: `Bearer ${finance}`, 'CF-Connecting-IP': nextIp() } }),
  );
  assertContract({ method: 'GET', url }, response, undefined);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  return { disposition: response.headers.get('Content-Disposition'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('POST invoices/{id}/credit-notes', () => {
  it('cancels an invoice with a credit note for the whole amount, numbered G-YYYY-0001, then 0002', async () => {
    const { series, single } = await send();
    const { status, body } = await cancel(series.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: series.id,
      state: 'invoiced',
      credited_centimes: 90000,
      open_centimes: 0,
      cancelled: true,
      overdue: false,
      credit_notes: [
        { number: `G-${year}-0001`, date: todayInZurich(), amount_centimes: 90000, cancels: true, reason: 'Workshop abgesagt' },
      ],
    });
    expect(body.data.credit_notes[0].created_by).toMatch(/^Test\d+ User$/);

    const second = await partial(single.id, 10000);
    expect(second.body.data.credit_notes.map((note: { number: string }) => note.number)).toEqual([`G-${year}-0002`]);

    // Frozen as the invoice was sent: address, issuer, language.
    const [note] = await creditNotesOf(series.id);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, series.id));
    expect(note).toMatchObject({ recipient: invoice!.recipient, issuer: invoice!.issuer, language: 'it' });
    // The workshops stay invoiced; the invoice no longer counts as unpaid.
    const covered = await db
      .select({ state: workshops.state })
      .from(invoiceWorkshops)
      .innerJoin(workshops, eq(workshops.id, invoiceWorkshops.workshopId))
      .where(eq(invoiceWorkshops.invoiceId, series.id));
    expect(covered.map((w) => w.state)).toEqual(['invoiced', 'invoiced']);
    const unpaid = await api(`/workshops/invoices/invoiced?unpaid=true&q=${series.number}`, { token: finance });
    expect(unpaid.body.data.total).toBe(0);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit_note.issued'), eq(auditLog.entityId, String(series.id))));
    expect(audits.map((a) => a.details)).toEqual([{ amount_centimes: 90000, cancels: true, reason: 'Workshop abgesagt' }]);
  });

  it('a partial credit note reduces the open amount; cancelling then credits the rest', async () => {
    const { single } = await send();
    const first = await partial(single.id, 15050, 'Kürzer als vereinbart');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ credited_centimes: 15050, open_centimes: 44950, cancelled: false });

    const rest = await cancel(single.id);
    expect(rest.body.data).toMatchObject({ credited_centimes: 60000, open_centimes: 0, cancelled: true });
    expect(
      rest.body.data.credit_notes.map((n: { amount_centimes: number; cancels: boolean }) => [n.amount_centimes, n.cancels]),
    ).toEqual([
      [15050, false],
      [44950, true],
    ]);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, single.id));
    expect(row!.creditedCentimes).toBe(60000);
  });

  it('refuses more than is left to credit (422 on the amount) and a partial one without an amount', async () => {
    const { single } = await send();
    await partial(single.id, 50000);
    const tooMuch = await partial(single.id, 10001);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.fields).toEqual([{ path: 'amount_centimes', code: 'custom', message: 'credit_exceeds_invoice' }]);
    const missing = await issue(single.id, { cancel: false, reason: 'Rabatt' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields[0]).toMatchObject({ path: 'amount_centimes', message: 'required' });
    const noReason = await issue(single.id, { cancel: true, reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(await creditNotesOf(single.id)).toHaveLength(1);
    expect((await partial(single.id, 10000)).status).toBe(200);
  });

  it('only on sent invoices with something left to credit (409), 404 for an unknown one', async () => {
    const { single } = await send();
    await cancel(single.id);
    const again = await cancel(single.id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('credit_note_not_possible');

    const notSent = await cancel(await openInvoice());
    expect(notSent.status).toBe(409);
    expect(notSent.body.error.code).toBe('credit_note_not_possible');
    expect((await cancel(999_999)).status).toBe(404);
  });

  it('credits once when two credit notes are issued at once', async () => {
    const { single } = await send();
    const results = await atOnce(
      () => cancel(single.id),
      () => partial(single.id, 10000),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const notes = await creditNotesOf(single.id);
    expect(notes).toHaveLength(1);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, single.id));
    expect(row!.creditedCentimes).toBe(notes[0]!.amountCentimes);
  });

  it('is for finance only', async () => {
    for (const role of ['admin', 'associate', 'coach'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await issue(1, { cancel: true, reason: 'x' }, token)).status).toBe(403);
      expect((await api('/credit-notes/1/pdf', { token })).status).toBe(403);
    }
    expect((await api('/invoices/1/credit-notes', { method: 'POST', json: { cancel: true, reason: 'x' } })).status).toBe(401);
    expect((await api('/credit-notes/1/pdf')).status).toBe(401);
  });
});

/** The id of an invoice made invoiceable but not sent: a new inquiry's single workshop, held and made invoiceable. */
async function openInvoice(): Promise<number> {
  const { id } = await submitInquiry(catalogue);
  expect((await api(`/inquiries/${id}/validate`, { method: 'POST', token: staff })).status).toBe(200);
  const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id));
  const ids = created.map((w) => w.id);
  await db.update(workshops).set({ state: 'done' }).where(inArray(workshops.id, ids));
  const single = created.find((w) => w.seriesId === null)!.id;
  const moved = await api(`/workshops/${single}/set-state`, { method: 'POST', token: staff, json: { state: 'invoiceable' } });
  expect(moved.status).toBe(200);
  const [link] = await db.select().from(invoiceWorkshops).where(eq(invoiceWorkshops.workshopId, single));
  return link!.invoiceId;
}

describe('GET credit-notes/{id}/pdf', () => {
  it('prints the credit note in the school’s language, referring to the invoice', async () => {
    const { series } = await send({ language: 'fr' });
    const { body } = await cancel(series.id, 'Atelier annulé par l’école');
    const note = body.data.credit_notes[0] as { id: number; number: string };
    const { disposition, bytes } = await pdfOf(note.id);
    expect(disposition).toContain(`credit-note-${note.number}.pdf`);
    const text = await pdfText(bytes);
    const invoiceDate = series.date.split('-').reverse().join('.');
    expect(text).toContain(`Note de crédit ${note.number}`);
    expect(text).toContain(`relative à la facture ${series.number} du ${invoiceDate}`);
    expect(text).toContain('Facture annulée');
    expect(text).toContain('Atelier annulé par l’école');
    expect(text).toContain('CHF 900.00');
    expect(text).not.toContain('Section paiement');
  });

  it('answers 404 for an unknown credit note', async () => {
    expect((await api('/credit-notes/999999/pdf', { token: finance })).status).toBe(404);
  });
});
