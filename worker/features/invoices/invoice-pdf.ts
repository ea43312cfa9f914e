import { SwissQRBill } from 'swissqrbill/pdf';
import type { UiLanguage } from '../../contract/enums';
import { centimesToDecimal, formatChf } from '../../contract/lib/money';
import { createPdf, FONT, FONT_BOLD, pdfBytes } from '../../lib/pdf/document';
import { colon } from '../../mail/wording';
import type { InvoiceRecipient, InvoiceVat, InvoiceWorkshop } from '../../contract/invoices/invoices.schemas';
import { drawVatBlock } from './vat-pdf';

/** What the PDF prints; built by the service from the invoice and the organisation row (works in Node too). */
export interface InvoicePdfInput {
  number: string;
  date: string;
  dueDate: string;
  amountCentimes: number;
  reference: string;
  language: UiLanguage;
  recipient: InvoiceRecipient;
  workshops: InvoiceWorkshop[];
  /** What the invoice says about VAT, frozen when sent; null (sent before VAT was recorded): nothing. */
  vat?: InvoiceVat | null;
  organisation: {
    name: string;
    street: string;
    postcode: string;
    city: string;
    country: string;
    phone: string;
    email: string;
    /** The QR-IBAN (with a QR reference) or the IBAN (with a SCOR reference). */
    account: string;
    creditor: { name: string; street: string | null; postcode: string; city: string };
  };
}

const texts: Record<
  UiLanguage,
  {
    invoice: string;
    date: string;
    due: string;
    dateColumn: string;
    workshop: string;
    amount: string;
    total: string;
    terms: (days: number, due: string) => string;
    qr: 'DE' | 'FR' | 'IT' | 'EN';
  }
> = {
  de: {
    invoice: 'Rechnung',
    date: 'Rechnungsdatum',
    due: 'Zahlbar bis',
    dateColumn: 'Datum',
    workshop: 'Workshop',
    amount: 'Betrag',
    total: 'Total',
    terms: (days, due) => `Zahlbar innert ${days} Tagen, bis am ${due}, mit dem Zahlteil unten. Vielen Dank.`,
    qr: 'DE',
  },
  fr: {
    invoice: 'Facture',
    date: 'Date de facture',
    due: 'Payable jusqu’au',
    dateColumn: 'Date',
    workshop: 'Atelier',
    amount: 'Montant',
    total: 'Total',
    terms: (days, due) => `Payable dans les ${days} jours, d’ici au ${due}, avec la section paiement ci-dessous. Merci.`,
    qr: 'FR',
  },
  it: {
    invoice: 'Fattura',
    date: 'Data della fattura',
    due: 'Pagabile entro il',
    dateColumn: 'Data',
    workshop: 'Workshop',
    amount: 'Importo',
    total: 'Totale',
    terms: (days, due) => `Pagabile entro ${days} giorni, entro il ${due}, con la sezione pagamento qui sotto. Grazie.`,
    qr: 'IT',
  },
  en: {
    invoice: 'Invoice',
    date: 'Invoice date',
    due: 'Payable by',
    dateColumn: 'Date',
    workshop: 'Workshop',
    amount: 'Amount',
    total: 'Total',
    terms: (days, due) => `Payable within ${days} days, by ${due}, with the payment part below. Thank you.`,
    qr: 'EN',
  },
};

/** `24.11.2026`: Swiss dates in every language. */
export const swissDate = (iso: string) => iso.split('-').reverse().join('.');

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export const addressLines = (r: InvoiceRecipient) =>
  [r.institute, r.name, r.street, r.address_addition, [r.postcode, r.city].filter(Boolean).join(' ')].filter(
    (line): line is string => Boolean(line),
  );

/** The QR-bill's debtor: only with a full address (the QR-bill then shows an empty payer box instead). */
export const debtorOf = (r: InvoiceRecipient) =>
  r.street && r.postcode && r.city
    ? {
        name: r.institute.slice(0, 70),
        address: r.street.slice(0, 70),
        zip: r.postcode,
        city: r.city.slice(0, 35),
        country: r.country,
      }
    : undefined;

/** The organisation's letterhead top left, the recipient in the right-hand window position (invoices, credit notes). */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  org: Pick<InvoicePdfInput['organisation'], 'name' | 'street' | 'postcode' | 'city' | 'phone' | 'email'>,
  recipient: InvoiceRecipient,
) {
  doc.font(FONT_BOLD).fontSize(12).text(org.name, 50, 50);
  doc
    .font(FONT)
    .fontSize(9)
    .text([org.street, `${org.postcode} ${org.city}`, org.phone, org.email].join('\n'));
  doc.fontSize(10).text(addressLines(recipient).join('\n'), 320, 130, { width: doc.page.width - 50 - 320 });
}

/** The invoice as an A4 PDF in its language, with the Swiss QR-bill payment part at the foot of the page. */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const t = texts[input.language];
  const org = input.organisation;
  const doc = createPdf({ title: `${t.invoice} ${input.number}`, author: org.name });
  const left = 50;
  const right = doc.page.width - 50;

  drawLetterhead(doc, org, input.recipient);

  doc.font(FONT_BOLD).fontSize(16).text(`${t.invoice} ${input.number}`, left, 240);
  doc.font(FONT).fontSize(10).moveDown(0.5);
  doc.text(`${t.date}${colon(input.language)} ${swissDate(input.date)}`);
  doc.text(`${t.due}${colon(input.language)} ${swissDate(input.dueDate)}`);

  let y = doc.y + 20;
  const amountX = right - 110;
  const row = (date: string, title: string, amount: string, bold = false) => {
    doc.font(bold ? FONT_BOLD : FONT);
    doc.text(date, left, y, { width: 80 });
    doc.text(title, left + 90, y, { width: amountX - left - 100 });
    const height = doc.y - y;
    doc.text(amount, amountX, y, { width: 110, align: 'right' });
    y += Math.max(height, 14) + 4;
  };
  row(t.dateColumn, t.workshop, t.amount, true);
  doc
    .moveTo(left, y - 2)
    .lineTo(right, y - 2)
    .stroke();
  for (const w of input.workshops) row(swissDate(w.date), w.title, formatChf(w.price_centimes));
  doc
    .moveTo(left, y - 2)
    .lineTo(right, y - 2)
    .stroke();
  row('', t.total, formatChf(input.amountCentimes), true);
  // Invoices sent before VAT was recorded keep their layout.
  if (input.vat) y = drawVatBlock(doc, input.vat, input.amountCentimes, input.language, { left, right, y: y + 10 });

  doc.font(FONT).text(t.terms(daysBetween(input.date, input.dueDate), swissDate(input.dueDate)), left, y + 10, {
    width: right - left,
  });

  new SwissQRBill(
    {
      amount: Number(centimesToDecimal(input.amountCentimes)),
      currency: 'CHF',
      reference: input.reference,
      message: `${t.invoice} ${input.number}`,
      creditor: {
        account: input.organisation.account,
        name: org.creditor.name,
        address: org.creditor.street ?? '',
        zip: org.creditor.postcode,
        city: org.creditor.city,
        country: org.country,
      },
      debtor: debtorOf(input.recipient),
    },
    { language: t.qr, fontName: FONT },
  ).attachTo(doc);
  return pdfBytes(doc);
}
