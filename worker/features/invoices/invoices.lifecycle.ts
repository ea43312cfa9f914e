import { and, eq, inArray, sql } from 'drizzle-orm';
import { invoices, invoiceWorkshops } from '../../db/schema';
import type { Database } from '../../lib/env';
import { insertSelect } from '../../lib/insert-select';

/**
 * When a workshop (or a whole series) becomes invoiceable: one open invoice for the group, on its first date,
 * for the sum of the prices, linked to every workshop it covers. Number, date and due date are set again when
 * finance marks it invoiced.
 */
export function openInvoiceStatements(db: Database, group: readonly { id: number; priceCentimes: number }[], today: string) {
  const lead = group[0]!;
  const amount = group.reduce((sum, w) => sum + w.priceCentimes, 0);
  return [
    insertSelect(
      db,
      invoices,
      {
        workshopId: sql`${lead.id}`,
        date: sql`${today}`,
        dueDate: sql`date(${today}, '+' || payment_term_days || ' days')`,
        amountCentimes: sql`${amount}`,
      },
      sql`FROM organisation WHERE id = 1`,
    ),
    insertSelect(
      db,
      invoiceWorkshops,
      { invoiceId: sql`(SELECT id FROM invoices WHERE workshop_id = ${lead.id})`, workshopId: sql`value` },
      sql`FROM json_each(${JSON.stringify(group.map((w) => w.id))})`,
    ),
  ];
}

/** Back to done, or cancelled: the invoice not yet sent is withdrawn (its links go with it). */
export const withdrawOpenInvoices = (db: Database, workshopIds: number[]) =>
  db.delete(invoices).where(and(inArray(invoices.workshopId, workshopIds), eq(invoices.state, 'invoiceable')));
