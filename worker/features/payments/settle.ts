import { sql, type SQL } from 'drizzle-orm';

/** What is still to pay on an invoice `i`: its amount and reminder fees less credit notes and payments (negative when over-paid). */
export const openCentimesSql = (alias = 'i') =>
  sql.raw(`(${alias}.amount_centimes + ${alias}.reminder_fees_centimes - ${alias}.credited_centimes - ${alias}.paid_centimes)`);

/** What an invoice `i` owes apart from its payments and credit notes, as one sum a guard can compare. */
export const settledCentimesSql = (alias = 'i') =>
  sql.raw(`(${alias}.credited_centimes + ${alias}.paid_centimes - ${alias}.reminder_fees_centimes)`);

/**
 * Brings the paid sum and the paid day of the invoices `ids` (a list subquery) in line with their payments: last in
 * every batch that adds or removes a payment or a credit note. The paid day is the booking day of the last payment
 * once nothing is open; an invoice settled by a credit note alone has none.
 */
export const settleInvoicesSql = (ids: SQL) => sql`UPDATE invoices SET
    paid_centimes = (SELECT coalesce(sum(p.amount_centimes), 0) FROM invoice_payments p WHERE p.invoice_id = invoices.id),
    paid_on = CASE
      WHEN amount_centimes + reminder_fees_centimes - credited_centimes
        - (SELECT coalesce(sum(p.amount_centimes), 0) FROM invoice_payments p WHERE p.invoice_id = invoices.id) <= 0
      THEN (SELECT max(p.booking_date) FROM invoice_payments p WHERE p.invoice_id = invoices.id)
    END,
    updated_at = unixepoch()
  WHERE id IN ${ids}`;

export const idList = (ids: readonly number[]) => sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`;
