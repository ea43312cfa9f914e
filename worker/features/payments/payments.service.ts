import { sql } from 'drizzle-orm';
import type { RecordPaymentBody } from '../../contract/payments/payments.schemas';
import { todayInZurich } from '../../contract/lib/dates';
import { validationKeys as v } from '../../contract/lib/codes';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import type { Database } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { readBatch, writeBatch } from '../../lib/read-batch';
import type { SessionUser } from '../../lib/session-user';
import { outcomeAgainst } from './bank-files.import';
import { loadEntry } from './bank-files.read';
import { openCentimesSql, settleInvoicesSql, settledCentimesSql } from './settle';

interface SentInvoice {
  id: number;
  state: string;
  open_centimes: number;
  settled_centimes: number;
}

const notSent = () => new AppError(409, 'payment_not_possible', 'Payments are recorded on sent invoices only');

async function loadSentInvoice(db: Database, invoiceId: number): Promise<SentInvoice> {
  const [[row]] = (await readBatch(db, [
    sql`SELECT i.id, i.state, ${openCentimesSql()} AS open_centimes, ${settledCentimesSql()} AS settled_centimes
        FROM invoices i WHERE i.id = ${invoiceId}`,
  ])) as [SentInvoice[]];
  if (!row) throw notFound('Invoice');
  if (row.state !== 'invoiced') throw notSent();
  return row;
}

/** Inside a batch: nothing was paid or credited on the invoice since it was read. */
const unchangedGuard = (db: Database, invoice: SentInvoice) =>
  batchGuard(db, sql`(SELECT ${settledCentimesSql()} FROM invoices i WHERE i.id = ${invoice.id}) = ${invoice.settled_centimes}`);

const onlyInvoice = (id: number) => sql`(${id})`;

/** `POST invoices/{id}/payments`: a payment finance types in (a cash payment, a bank without camt files). */
export async function recordPayment(db: Database, actor: SessionUser, invoiceId: number, body: RecordPaymentBody) {
  const invoice = await loadSentInvoice(db, invoiceId);
  if (body.booking_date > todayInZurich()) {
    throw new AppError(422, 'validation_failed', 'The payment date lies in the future', [
      { path: 'booking_date', code: 'custom', message: v.dateInvalid },
    ]);
  }
  await guarded(
    writeBatch(db, [
      unchangedGuard(db, invoice),
      sql`INSERT INTO invoice_payments (invoice_id, amount_centimes, booking_date, source, recorded_by_id)
          VALUES (${invoiceId}, ${body.amount_centimes}, ${body.booking_date}, 'manual', ${actor.id})`,
      settleInvoicesSql(onlyInvoice(invoiceId)),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'invoice.payment_recorded',
        entityType: 'invoice',
        entityId: invoiceId,
        details: { amount_centimes: body.amount_centimes, booking_date: body.booking_date, source: 'manual' },
      }),
    ]),
    () => changedMeanwhile('The invoice'),
  );
}

/**
 * `DELETE invoices/{id}/payments/{paymentId}`: a payment recorded by mistake. One from a bank file goes back to the
 * unmatched credits, to be assigned to the right invoice.
 */
export async function deletePayment(db: Database, actor: SessionUser, invoiceId: number, paymentId: number) {
  const invoice = await loadSentInvoice(db, invoiceId);
  const [[payment]] = (await readBatch(db, [
    sql`SELECT id, amount_centimes, booking_date, source, bank_entry_id FROM invoice_payments
        WHERE id = ${paymentId} AND invoice_id = ${invoiceId}`,
  ])) as [{ id: number; amount_centimes: number; booking_date: string; source: string; bank_entry_id: number | null }[]];
  if (!payment) throw notFound('Payment');
  await guarded(
    writeBatch(db, [
      unchangedGuard(db, invoice),
      sql`DELETE FROM invoice_payments WHERE id = ${paymentId}`,
      ...(payment.bank_entry_id
        ? [
            sql`UPDATE bank_entries SET outcome = 'unmatched', invoice_id = NULL, resolved_by_id = NULL, resolved_at = NULL
                WHERE id = ${payment.bank_entry_id}`,
          ]
        : []),
      settleInvoicesSql(onlyInvoice(invoiceId)),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'invoice.payment_removed',
        entityType: 'invoice',
        entityId: invoiceId,
        details: { amount_centimes: payment.amount_centimes, booking_date: payment.booking_date, source: payment.source },
      }),
    ]),
    () => changedMeanwhile('The invoice'),
  );
}

/** An unmatched credit, or one marked not ours (a second thought), can be given to an invoice. */
const assignable = (outcome: string) => outcome === 'unmatched' || outcome === 'not-ours';

/** `POST bank-entries/{id}/assign`: finance gives an unmatched credit to the invoice it pays; it becomes its payment. */
export async function assignEntry(db: Database, actor: SessionUser, entryId: number, invoiceId: number) {
  const entry = await loadEntry(db, entryId);
  if (!assignable(entry.outcome)) {
    throw new AppError(409, 'payment_not_possible', 'This credit is already recorded on an invoice');
  }
  if (entry.currency !== 'CHF') {
    throw new AppError(409, 'payment_not_possible', 'Only a credit in CHF can pay an invoice');
  }
  const invoice = await loadSentInvoice(db, invoiceId);
  const outcome = outcomeAgainst(invoice.open_centimes, entry.amount_centimes);
  await guarded(
    writeBatch(db, [
      unchangedGuard(db, invoice),
      batchGuard(db, sql`(SELECT outcome FROM bank_entries WHERE id = ${entryId}) = ${entry.outcome}`),
      sql`UPDATE bank_entries SET outcome = ${outcome}, invoice_id = ${invoiceId}, resolved_by_id = ${actor.id},
            resolved_at = unixepoch() WHERE id = ${entryId}`,
      sql`INSERT INTO invoice_payments (invoice_id, amount_centimes, booking_date, value_date, source, bank_entry_id, recorded_by_id)
          VALUES (${invoiceId}, ${entry.amount_centimes}, ${entry.booking_date}, ${entry.value_date}, 'bank', ${entryId}, ${actor.id})`,
      settleInvoicesSql(onlyInvoice(invoiceId)),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'bank_entry.assigned',
        entityType: 'bank_entry',
        entityId: entryId,
        details: { invoice_id: invoiceId, outcome, amount_centimes: entry.amount_centimes },
      }),
    ]),
    () => changedMeanwhile('The credit or the invoice'),
  );
  return loadEntry(db, entryId);
}

/** `POST bank-entries/{id}/not-ours`: an unmatched credit that pays no invoice of ours (a donation, a wrong account). */
export async function markNotOurs(db: Database, actor: SessionUser, entryId: number) {
  const entry = await loadEntry(db, entryId);
  if (entry.outcome !== 'unmatched') {
    throw new AppError(409, 'payment_not_possible', 'Only an unmatched credit can be marked as not ours');
  }
  await guarded(
    writeBatch(db, [
      batchGuard(db, sql`(SELECT outcome FROM bank_entries WHERE id = ${entryId}) = 'unmatched'`),
      sql`UPDATE bank_entries SET outcome = 'not-ours', resolved_by_id = ${actor.id}, resolved_at = unixepoch()
          WHERE id = ${entryId}`,
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'bank_entry.not_ours',
        entityType: 'bank_entry',
        entityId: entryId,
        details: { amount_centimes: entry.amount_centimes, booking_date: entry.booking_date },
      }),
    ]),
    () => changedMeanwhile('The credit'),
  );
  return loadEntry(db, entryId);
}
