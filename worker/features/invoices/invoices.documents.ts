import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { centimesToDecimal } from '../../contract/lib/money';
import { invoiceRows, recipientOf, workshopsOf } from './invoices.read';
import type { ExportQuery } from '../../contract/invoices/invoices.schemas';
import { bankAccountOf, loadInvoiceRow, loadOrganisation } from './invoices.service';

/** `GET invoices/{id}/pdf`: a sent invoice as PDF in its language, with the QR-bill. */
export async function invoicePdf(db: Database, invoiceId: number) {
  const row = await loadInvoiceRow(db, invoiceId);
  if (row.state !== 'invoiced' || !row.number || !row.reference) {
    throw new AppError(409, 'invalid_transition', 'The invoice has not been sent yet: mark it invoiced first');
  }
  const org = await loadOrganisation(db);
  const { account } = bankAccountOf(org);
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
    organisation: {
      name: org.name,
      street: org.street,
      postcode: org.postcode,
      city: org.city,
      country: org.country,
      phone: org.phone,
      email: org.email,
      account,
      creditor: org.creditorName
        ? {
            name: org.creditorName,
            street: org.creditorStreet,
            postcode: org.creditorPostcode ?? '',
            city: org.creditorCity ?? '',
          }
        : { name: org.name, street: org.street, postcode: org.postcode, city: org.city },
    },
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
