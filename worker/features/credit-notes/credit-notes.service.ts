import { sql } from 'drizzle-orm';
import type { IssueCreditNoteBody } from '../../contract/credit-notes/credit-notes.schemas';
import type { UiLanguage } from '../../contract/enums';
import { validationKeys as v } from '../../contract/lib/codes';
import { todayInZurich } from '../../contract/lib/dates';
import { creditNotes } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { writeBatch } from '../../lib/read-batch';
import type { SessionUser } from '../../lib/session-user';
import { recipientOf, type InvoiceRow } from '../invoices/invoices.read';
import { frozenIssuerOf, getInvoice, loadInvoiceRow } from '../invoices/invoices.service';
import { settleInvoicesSql } from '../payments/settle';

/*
 * Credit notes (decision 059): finance cancels a sent invoice, which issues a credit note for everything not yet
 * credited, or credits a part of it. Number, address, issuer and language are frozen as on the invoice.
 */

const notPossible = (why: string) => new AppError(409, 'credit_note_not_possible', why);

/**
 * The next free number of the year, `G-YYYY-NNNN`, computed inside the INSERT: D1 runs one batch at a time, so two
 * credit notes issued at once get consecutive numbers (the unique index on `number` would refuse a duplicate anyway).
 */
const nextNumberSql = (year: string) =>
  sql`(SELECT 'G-' || ${year} || '-' || printf('%04d', coalesce(max(CAST(substr(n.number, 8) AS INTEGER)), 0) + 1)
    FROM credit_notes n WHERE n.number LIKE ${`G-${year}-%`})`;

/** What the credit note is for: everything not yet credited when it cancels, else the amount asked (at most that). */
function amountToCredit(row: InvoiceRow, body: IssueCreditNoteBody): number {
  if (row.state !== 'invoiced' || !row.number) throw notPossible('Credit notes are issued on sent invoices only');
  const creditable = row.amount_centimes - row.credited_centimes;
  if (creditable <= 0) throw notPossible('The invoice is credited in full already');
  const amount = body.cancel ? creditable : body.amount_centimes!;
  if (amount > creditable) {
    throw new AppError(422, 'validation_failed', `At most ${creditable} centimes are left to credit`, [
      { path: 'amount_centimes', code: 'custom', message: v.creditExceedsInvoice },
    ]);
  }
  return amount;
}

/**
 * `POST invoices/{id}/credit-notes`: one guarded batch. The guard re-checks that nothing was credited since the
 * invoice was read, so a second credit note sent at the same moment cannot credit the same amount twice (409).
 */
export async function issueCreditNote(
  db: Database,
  actor: SessionUser,
  invoiceId: number,
  body: IssueCreditNoteBody,
  language: UiLanguage,
) {
  const row = await loadInvoiceRow(db, invoiceId);
  const amount = amountToCredit(row, body);
  const today = todayInZurich();
  await guarded(
    writeBatch(db, [
      batchGuard(
        db,
        sql`(SELECT state = 'invoiced' AND credited_centimes = ${row.credited_centimes} FROM invoices WHERE id = ${invoiceId})`,
      ),
      db.insert(creditNotes).values({
        invoiceId,
        number: nextNumberSql(today.slice(0, 4)),
        date: today,
        amountCentimes: amount,
        cancels: body.cancel,
        reason: body.reason,
        language: row.language,
        recipient: recipientOf(row),
        issuer: frozenIssuerOf(row),
        createdById: actor.id,
      }),
      sql`UPDATE invoices SET credited_centimes =
            (SELECT coalesce(sum(amount_centimes), 0) FROM credit_notes WHERE invoice_id = invoices.id)
          WHERE id = ${invoiceId}`,
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'credit_note.issued',
        entityType: 'invoice',
        entityId: invoiceId,
        details: { amount_centimes: amount, cancels: body.cancel, reason: body.reason },
      }),
      // Last: the paid day follows what is open now.
      settleInvoicesSql(sql`(${invoiceId})`),
    ]),
    () => changedMeanwhile('The invoice'),
  );
  return getInvoice(db, invoiceId, language);
}
