import { sql } from 'drizzle-orm';
import type { CreditNote } from '../../contract/credit-notes/credit-notes.schemas';

/*
 * Credit notes as the invoice API shows them (decision 059): one JSON column of the invoice row (`invoiceColumns` in
 * invoices.read.ts), and whether the invoice is cancelled, derived from what is credited.
 */

/** The credit notes of the invoice `i` as one JSON column, oldest first. */
export const creditNotesJson = sql`(SELECT json_group_array(json_object('id', c.id, 'number', c.number, 'date', c.date,
    'amount_centimes', c.amount_centimes, 'cancels', c.cancels, 'reason', c.reason,
    'created_by', CASE WHEN cu.id IS NOT NULL THEN cu.firstname || ' ' || cu.lastname END))
  FROM (SELECT * FROM credit_notes WHERE invoice_id = i.id ORDER BY date, id) c
  LEFT JOIN users cu ON cu.id = c.created_by_id) AS credit_notes_json`;

/** The column `creditNotesJson` read back (SQLite keeps the flag as 0 or 1). */
export const creditNotesOf = (json: string): CreditNote[] =>
  (JSON.parse(json) as (Omit<CreditNote, 'cancels'> & { cancels: number })[]).map((note) => ({
    ...note,
    cancels: note.cancels === 1,
  }));

/** Cancelled: credited in full. Not a state of its own; an invoice of CHF 0 has nothing to credit. */
export const isCancelled = (invoice: { amount_centimes: number; credited_centimes: number }) =>
  invoice.amount_centimes > 0 && invoice.credited_centimes >= invoice.amount_centimes;
