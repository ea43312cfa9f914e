import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { centimesToDecimal } from '../../contract/lib/money';
import { invoiceRows, recipientOf, workshopsOf } from './invoices.read';
import type { ExportQuery } from '../../contract/invoices/invoices.schemas';
import { frozenIssuerOf, loadInvoiceRow } from './invoices.service';
import { frozenVatOf } from './vat';

/** `GET invoices/{id}/pdf`: a sent invoice as PDF in its language, with the QR-bill. */
export async function invoicePdf(db: Database, invoiceId: number) {
  const row = await loadInvoiceRow(db, invoiceId);
  if (row.state !== 'invoiced' || !row.number || !row.reference) {
    throw new AppError(409, 'invalid_transition', 'The invoice has not been sent yet: mark it invoiced first');
  }
  // Printed from what the invoice was issued with: master data changed since cannot alter or break it.
  const { payment_term_days: _term, ...organisation } = frozenIssuerOf(row);
  const covered = await workshopsOf(db, [row.id], row.language);
  // Loaded on demand: the PDF stack (pdfkit, fonts) stays out of every other request and of `npm run openapi`.
  const { renderInvoicePdf } = await import('./invoice-pdf');
  const bytes = await renderInvoicePdf({
    number: row.number,
    date: row.date,
    dueDate: row.due_date,
    amountCentimes: row.amount_centimes,
    reference: row.reference,
    language: row.language,
    recipient: recipientOf(row),
    workshops: covered.get(row.id) ?? [],
    vat: frozenVatOf(row),
    organisation,
  });
  return { bytes, filename: `invoice-${row.number}.pdf` };
}

/** Columns of the accounting export (docs/decisions/017-invoices.md). */
export const CSV_COLUMNS = ['number', 'date', 'due_date', 'institute', 'recipient', 'amount', 'reference', 'paid_on'];

/** `GET invoices/export.csv`: sent invoices by date (from–to, both optional), UTF-8 with BOM, `;`, CRLF. */
export async function invoicesCsv(db: Database, query: ExportQuery): Promise<string> {
  const parts: SQL[] = [sql`i.state = 'invoiced'`];
  if (query.from) parts.push(sql`i.date >= ${query.from}`);
  if (query.to) parts.push(sql`i.date <= ${query.to}`);
  const rows = await invoiceRows(db, sql.join(parts, sql` AND `), sql`ORDER BY i.number`);
  const lines = rows.map((row) => {
    const r = recipientOf(row);
    const recipient = [r.institute, r.name, r.street, [r.postcode, r.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return csvLine([
      row.number,
      row.date,
      row.due_date,
      row.institute,
      recipient,
      centimesToDecimal(row.amount_centimes),
      row.reference,
      row.paid_on,
    ]);
  });
  return CSV_BOM + csvLine(CSV_COLUMNS) + lines.join('');
}
