import type { UiLanguage } from '../../contract/enums';
import { formatChf } from '../../contract/lib/money';
import type { InvoiceRecipient, InvoiceVat } from '../../contract/invoices/invoices.schemas';
import { createPdf, FONT, FONT_BOLD, pdfBytes } from '../../lib/pdf/document';
import { colon } from '../../mail/wording';
import { drawLetterhead, swissDate, type InvoicePdfInput } from '../invoices/invoice-pdf';
import { drawVatBlock } from '../invoices/vat-pdf';

/** What a credit note prints, all of it frozen (decision 059); built by credit-notes.documents.ts (works in Node too). */
export interface CreditNotePdfInput {
  number: string;
  date: string;
  amountCentimes: number;
  cancels: boolean;
  reason: string;
  language: UiLanguage;
  recipient: InvoiceRecipient;
  invoice: { number: string; date: string };
  /** The invoice's frozen VAT, split pro rata for the credited amount; null (sent before VAT was recorded): nothing. */
  vat: InvoiceVat | null;
  organisation: Pick<InvoicePdfInput['organisation'], 'name' | 'street' | 'postcode' | 'city' | 'phone' | 'email'>;
}

interface CreditNoteTexts {
  title: string;
  date: string;
  invoice: (number: string, date: string) => string;
  cancelled: string;
  reason: string;
  intro: string;
  amount: string;
}

const texts: Record<UiLanguage, CreditNoteTexts> = {
  de: {
    title: 'Gutschrift',
    date: 'Datum',
    invoice: (number, date) => `zu Rechnung ${number} vom ${date}`,
    cancelled: 'Rechnung storniert',
    reason: 'Grund',
    intro: 'Wir schreiben Ihnen den folgenden Betrag gut.',
    amount: 'Gutgeschriebener Betrag',
  },
  fr: {
    title: 'Note de crédit',
    date: 'Date',
    invoice: (number, date) => `relative à la facture ${number} du ${date}`,
    cancelled: 'Facture annulée',
    reason: 'Motif',
    intro: 'Nous vous créditons le montant suivant.',
    amount: 'Montant crédité',
  },
  it: {
    title: 'Nota di credito',
    date: 'Data',
    invoice: (number, date) => `relativa alla fattura ${number} del ${date}`,
    cancelled: 'Fattura annullata',
    reason: 'Motivo',
    intro: 'Vi accreditiamo il seguente importo.',
    amount: 'Importo accreditato',
  },
  en: {
    title: 'Credit note',
    date: 'Date',
    invoice: (number, date) => `for invoice ${number} of ${date}`,
    cancelled: 'Invoice cancelled',
    reason: 'Reason',
    intro: 'We credit you with the following amount.',
    amount: 'Amount credited',
  },
};

/** The title of a credit note in its language: `Gutschrift G-2026-0001`. */
export const creditNoteTitle = (number: string, language: UiLanguage) => `${texts[language].title} ${number}`;

/**
 * A credit note as an A4 PDF in the school's language: letterhead and address as on the invoice, number, date, the
 * invoice it refers to, "invoice cancelled" when it cancels it, the reason, the amount and the VAT it includes. No
 * QR-bill: there is nothing to pay.
 */
export async function renderCreditNotePdf(input: CreditNotePdfInput): Promise<Uint8Array> {
  const t = texts[input.language];
  const label = (name: string) => `${name}${colon(input.language)}`;
  const doc = createPdf({ title: creditNoteTitle(input.number, input.language), author: input.organisation.name });
  const left = 50;
  const right = doc.page.width - 50;

  drawLetterhead(doc, input.organisation, input.recipient);

  doc.font(FONT_BOLD).fontSize(16).text(creditNoteTitle(input.number, input.language), left, 240);
  doc.font(FONT).fontSize(10).moveDown(0.5);
  doc.text(`${label(t.date)} ${swissDate(input.date)}`);
  doc.text(t.invoice(input.invoice.number, swissDate(input.invoice.date)));
  if (input.cancels) doc.font(FONT_BOLD).text(t.cancelled).font(FONT);
  doc.moveDown(1);
  doc.text(`${label(t.reason)} ${input.reason}`, left, doc.y, { width: right - left });
  doc.moveDown(1);
  doc.text(t.intro, left, doc.y, { width: right - left });

  let y = doc.y + 10;
  doc
    .moveTo(left, y - 2)
    .lineTo(right, y - 2)
    .stroke();
  doc.font(FONT_BOLD).text(t.amount, left, y, { width: right - left - 120 });
  doc.text(formatChf(input.amountCentimes), right - 110, y, { width: 110, align: 'right' });
  y += 18;
  // The VAT the credited amount includes, shared out over the invoice's rates as it was frozen when sent.
  drawVatBlock(doc, input.vat, input.amountCentimes, input.language, { left, right, y: y + 10 });
  return pdfBytes(doc);
}
