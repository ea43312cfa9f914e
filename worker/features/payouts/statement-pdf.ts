import type { UiLanguage } from '../../contract/enums';
import type { organisation } from '../../db/schema';
import { normalizeIban } from '../../contract/lib/identity-numbers';
import { formatChf } from '../../contract/lib/money';
import { createPdf, FONT, FONT_BOLD, pdfBytes } from '../../lib/pdf/document';
import { colon } from '../../mail/wording';
import type { PayeeRow, PayoutItem } from './payout-items';
import type { PayoutItemKind } from '../../contract/payouts/payouts.schemas';

interface StatementTexts {
  title: string;
  month: string;
  executionDate: string;
  account: string;
  date: string;
  item: string;
  amount: string;
  total: string;
  kinds: Record<PayoutItemKind, string>;
  noWorkshop: string;
  footer: string;
}

/** The statement's wording per language (the coach's). */
export const statementTexts: Record<UiLanguage, StatementTexts> = {
  de: {
    title: 'Abrechnung Honorare und Spesen',
    month: 'Monat',
    executionDate: 'Auszahlung am',
    account: 'Konto',
    date: 'Datum',
    item: 'Position',
    amount: 'Betrag',
    total: 'Total',
    kinds: { fee: 'Honorar', extra_fee: 'Zusatzhonorar', expense: 'Spesen' },
    noWorkshop: 'ohne Workshop',
    footer: 'Der Betrag wird auf das oben genannte Konto überwiesen.',
  },
  fr: {
    title: 'Décompte des honoraires et des frais',
    month: 'Mois',
    executionDate: 'Versement le',
    account: 'Compte',
    date: 'Date',
    item: 'Poste',
    amount: 'Montant',
    total: 'Total',
    kinds: { fee: 'Honoraires', extra_fee: 'Honoraires supplémentaires', expense: 'Frais' },
    noWorkshop: 'sans atelier',
    footer: 'Le montant est viré sur le compte indiqué ci-dessus.',
  },
  it: {
    title: 'Conteggio onorari e spese',
    month: 'Mese',
    executionDate: 'Pagamento il',
    account: 'Conto',
    date: 'Data',
    item: 'Voce',
    amount: 'Importo',
    total: 'Totale',
    kinds: { fee: 'Onorario', extra_fee: 'Onorario supplementare', expense: 'Spese' },
    noWorkshop: 'senza workshop',
    footer: "L'importo viene versato sul conto indicato sopra.",
  },
  en: {
    title: 'Statement of fees and expenses',
    month: 'Month',
    executionDate: 'Paid on',
    account: 'Account',
    date: 'Date',
    item: 'Item',
    amount: 'Amount',
    total: 'Total',
    kinds: { fee: 'Fee', extra_fee: 'Extra fee', expense: 'Expenses' },
    noWorkshop: 'no workshop',
    footer: 'The amount is transferred to the account above.',
  },
};

/** `CH** **** **** **** *957 2`: only the country and the last four characters show. */
export function maskIban(iban: string): string {
  const plain = normalizeIban(iban);
  const masked = plain.slice(0, 2) + '*'.repeat(Math.max(0, plain.length - 6)) + plain.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

const locale = (language: UiLanguage) => `${language}-CH`;
export const monthLabel = (month: string, language: UiLanguage) =>
  new Intl.DateTimeFormat(locale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
export const dateLabel = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** Who a statement is for, as its address block prints them. */
export type Addressee = Pick<PayeeRow, 'firstname' | 'lastname' | 'street' | 'postcode' | 'location'>;

/** The organisation's letterhead and the coach's address, as every statement to a coach starts. */
export function letterhead(doc: PDFKit.PDFDocument, org: typeof organisation.$inferSelect, payee: Addressee) {
  doc.font(FONT_BOLD).fontSize(12).text(org.name);
  doc.font(FONT).fontSize(9).text(`${org.street}, ${org.postcode} ${org.city}`).text(`${org.phone} · ${org.email}`);
  doc.moveDown(2).fontSize(11).text(`${payee.firstname} ${payee.lastname}`);
  if (payee.street) doc.text(payee.street);
  if (payee.postcode || payee.location) doc.text(`${payee.postcode ?? ''} ${payee.location ?? ''}`.trim());
}

export interface StatementInput {
  run: { month: string; execution_date: string };
  payee: PayeeRow;
  items: PayoutItem[];
  organisation: typeof organisation.$inferSelect;
}

/** A coach's statement of one run: letterhead, address, every item and the total, in the coach's language. */
export async function renderStatement({ run, payee, items, organisation: org }: StatementInput): Promise<Uint8Array> {
  const language = payee.language;
  const t = statementTexts[language] ?? statementTexts.de;
  const name = `${payee.firstname} ${payee.lastname}`;
  const doc = createPdf({ title: `${t.title} ${run.month} – ${name}`, author: org.name });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  letterhead(doc, org, payee);
  doc.moveDown(2).font(FONT_BOLD).fontSize(15).text(`${t.title}`);
  doc.font(FONT).fontSize(10).moveDown(0.5);
  // French puts a narrow no-break space before the colon (as the mails do).
  doc.text(`${t.month}${colon(language)} ${monthLabel(run.month, language)}`);
  doc.text(`${t.executionDate}${colon(language)} ${dateLabel(run.execution_date)}`);
  if (payee.iban) doc.text(`${t.account}${colon(language)} ${maskIban(payee.iban)}`);
  doc.moveDown(1.5);

  const columns = { date: left, item: left + 75, amount: left + width - 110 };
  const row = (date: string, item: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? FONT_BOLD : FONT);
    doc.text(date, columns.date, y, { width: 70 });
    doc.text(item, columns.item, y, { width: columns.amount - columns.item - 10 });
    const after = doc.y;
    doc.text(amount, columns.amount, y, { width: 110, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
    doc.x = left;
  };
  row(t.date, t.item, t.amount, true);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.3);
  for (const item of items) {
    const what = [t.kinds[item.kind], item.title ?? t.noWorkshop, item.description].filter(Boolean).join(' – ');
    row(dateLabel(item.date), what, formatChf(item.amount_centimes));
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.3);
  row('', t.total, formatChf(items.reduce((sum, i) => sum + i.amount_centimes, 0)), true);
  doc.moveDown(2).font(FONT).fontSize(9).text(t.footer, left, doc.y, { width });
  return pdfBytes(doc);
}
