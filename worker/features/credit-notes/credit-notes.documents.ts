import { eq } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import type { InvoiceRecipient, InvoiceVat } from '../../contract/invoices/invoices.schemas';
import { creditNotes, invoices } from '../../db/schema';
import type { Database } from '../../lib/env';
import { notFound } from '../../lib/errors';
import type { InvoiceIssuer } from '../invoices/invoices.service';

/** A credit note with the number, date and VAT of its invoice: everything its PDF prints, all of it frozen. */
async function loadCreditNote(db: Database, creditNoteId: number) {
  const [row] = await db
    .select({
      note: creditNotes,
      invoiceNumber: invoices.number,
      invoiceDate: invoices.date,
      vat: invoices.vat,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, creditNoteId))
    .limit(1);
  if (!row) throw notFound('Credit note');
  return row;
}

/** `GET credit-notes/{id}/pdf`: the credit note in the school's language (the invoice's), printed from what was frozen. */
export async function creditNotePdf(db: Database, creditNoteId: number) {
  const { note, invoiceNumber, invoiceDate, vat } = await loadCreditNote(db, creditNoteId);
  const { name, street, postcode, city, phone, email } = note.issuer as InvoiceIssuer;
  // Loaded on demand: the PDF stack (pdfkit, fonts) stays out of every other request and of `npm run openapi`.
  const { renderCreditNotePdf } = await import('./credit-note-pdf');
  const bytes = await renderCreditNotePdf({
    number: note.number,
    date: note.date,
    amountCentimes: note.amountCentimes,
    cancels: note.cancels,
    reason: note.reason,
    language: note.language as UiLanguage,
    recipient: note.recipient as InvoiceRecipient,
    // A credit note exists only for a sent invoice, which has its number for good.
    invoice: { number: invoiceNumber ?? '', date: invoiceDate },
    vat: (vat as InvoiceVat | null) ?? null,
    organisation: { name, street, postcode, city, phone, email },
  });
  return { bytes, filename: `credit-note-${note.number}.pdf` };
}
