import { SwissQRBill } from 'swissqrbill/pdf';
import type { UiLanguage } from '../../contract/enums';
import { centimesToDecimal, formatChf } from '../../contract/lib/money';
import type { InvoiceRecipient, InvoiceVat } from '../../contract/invoices/invoices.schemas';
import { createPdf, FONT, FONT_BOLD, pdfBytes } from '../../lib/pdf/document';
import { colon } from '../../mail/wording';
import { debtorOf, drawLetterhead, swissDate, type InvoicePdfInput } from '../invoices/invoice-pdf';
import { drawVatBlock } from '../invoices/vat-pdf';
import { reminderTitle } from './reminder-titles';

/** What a reminder prints, all of it frozen when it was sent (decision 060); works in Node too. */
export interface ReminderPdfInput {
  level: number;
  sentOn: string;
  dueDate: string;
  language: UiLanguage;
  recipient: InvoiceRecipient;
  invoice: { number: string; date: string; dueDate: string; amountCentimes: number; reference: string };
  /** Earlier reminders of the invoice, oldest first. */
  previous: { level: number; sentOn: string }[];
  /** What is open on the invoice (its amount and earlier fees less credit notes and payments), and this reminder's fee. */
  openCentimes: number;
  feeCentimes: number;
  /** The invoice's frozen VAT; null (sent before VAT was recorded): nothing. */
  vat: InvoiceVat | null;
  organisation: InvoicePdfInput['organisation'];
}

interface ReminderTexts {
  date: string;
  intro: (number: string, date: string, due: string) => string;
  previous: string;
  invoiceAmount: string;
  open: string;
  fee: string;
  total: string;
  pay: (due: string) => string;
  ignore: string;
  qr: 'DE' | 'FR' | 'IT' | 'EN';
}

const texts: Record<UiLanguage, ReminderTexts> = {
  de: {
    date: 'Datum',
    intro: (number, date, due) =>
      `Unsere Rechnung ${number} vom ${date} war am ${due} fällig. Bis heute haben wir den folgenden Betrag nicht erhalten.`,
    previous: 'Frühere Mahnungen',
    invoiceAmount: 'Rechnungsbetrag',
    open: 'Noch offen',
    fee: 'Mahngebühr',
    total: 'Zu bezahlen',
    pay: (due) => `Bitte bezahlen Sie den Betrag bis am ${due} mit dem Einzahlungsschein unten.`,
    ignore: 'Haben Sie in den letzten Tagen bezahlt? Dann betrachten Sie dieses Schreiben als gegenstandslos.',
    qr: 'DE',
  },
  fr: {
    date: 'Date',
    intro: (number, date, due) =>
      `Notre facture ${number} du ${date} était échue le ${due}. À ce jour, nous n’avons pas reçu le montant suivant.`,
    previous: 'Rappels précédents',
    invoiceAmount: 'Montant de la facture',
    open: 'Montant ouvert',
    fee: 'Frais de rappel',
    total: 'À payer',
    pay: (due) => `Merci de régler ce montant d’ici au ${due} avec le bulletin de versement ci-dessous.`,
    ignore: 'Si vous avez payé ces derniers jours, veuillez ne pas tenir compte de ce courrier.',
    qr: 'FR',
  },
  it: {
    date: 'Data',
    intro: (number, date, due) =>
      `La nostra fattura ${number} del ${date} era in scadenza il ${due}. Finora non abbiamo ricevuto il seguente importo.`,
    previous: 'Solleciti precedenti',
    invoiceAmount: 'Importo della fattura',
    open: 'Importo aperto',
    fee: 'Spese di sollecito',
    total: 'Da pagare',
    pay: (due) => `Vi preghiamo di pagare l’importo entro il ${due} con la polizza di versamento qui sotto.`,
    ignore: 'Se avete pagato negli ultimi giorni, vogliate considerare nulla la presente.',
    qr: 'IT',
  },
  en: {
    date: 'Date',
    intro: (number, date, due) =>
      `Our invoice ${number} of ${date} was due on ${due}. To date we have not received the following amount.`,
    previous: 'Earlier reminders',
    invoiceAmount: 'Invoice amount',
    open: 'Still open',
    fee: 'Reminder fee',
    total: 'To pay',
    pay: (due) => `Please pay the amount by ${due} with the payment slip below.`,
    ignore: 'If you have paid in the last few days, please disregard this letter.',
    qr: 'EN',
  },
};

/** The reminder as an A4 PDF in the school's language, with a QR-bill over what is owed and the invoice's reference. */
export async function renderReminderPdf(input: ReminderPdfInput): Promise<Uint8Array> {
  const t = texts[input.language];
  const label = (name: string) => `${name}${colon(input.language)}`;
  const org = input.organisation;
  const title = `${reminderTitle(input.level, input.language)} – ${input.invoice.number}`;
  const doc = createPdf({ title, author: org.name });
  const left = 50;
  const right = doc.page.width - 50;
  const owed = input.openCentimes + input.feeCentimes;

  drawLetterhead(doc, org, input.recipient);
  doc.font(FONT_BOLD).fontSize(16).text(title, left, 240);
  doc.font(FONT).fontSize(10).moveDown(0.5);
  doc.text(`${label(t.date)} ${swissDate(input.sentOn)}`);
  doc.moveDown(1);
  const intro = t.intro(input.invoice.number, swissDate(input.invoice.date), swissDate(input.invoice.dueDate));
  doc.text(intro, left, doc.y, { width: right - left });
  if (input.previous.length > 0) {
    const earlier = input.previous.map((p) => `${reminderTitle(p.level, input.language)} ${swissDate(p.sentOn)}`).join(', ');
    doc.moveDown(0.5).text(`${label(t.previous)} ${earlier}`, left, doc.y, { width: right - left });
  }

  let y = doc.y + 14;
  const row = (name: string, amount: number, bold = false) => {
    doc.font(bold ? FONT_BOLD : FONT).text(name, left, y, { width: right - left - 120 });
    doc.text(formatChf(amount), right - 110, y, { width: 110, align: 'right' });
    y += 16;
  };
  row(t.invoiceAmount, input.invoice.amountCentimes);
  row(t.open, input.openCentimes);
  if (input.feeCentimes > 0) row(t.fee, input.feeCentimes);
  doc
    .moveTo(left, y - 2)
    .lineTo(right, y - 2)
    .stroke();
  row(t.total, owed, true);
  if (input.vat) y = drawVatBlock(doc, input.vat, input.invoice.amountCentimes, input.language, { left, right, y: y + 6 });
  doc.font(FONT).text(t.pay(swissDate(input.dueDate)), left, y + 10, { width: right - left });
  doc.moveDown(0.5).text(t.ignore, left, doc.y, { width: right - left });

  new SwissQRBill(
    {
      amount: Number(centimesToDecimal(owed)),
      currency: 'CHF',
      reference: input.invoice.reference,
      message: `${reminderTitle(input.level, input.language)} ${input.invoice.number}`,
      creditor: {
        account: org.account,
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
