import type { UiLanguage } from '../../contract/enums';
import { formatCentimes, formatChf } from '../../contract/lib/money';
import type { organisation } from '../../db/schema';
import { createPdf, FONT, FONT_BOLD, pdfBytes } from '../../lib/pdf/document';
import { colon } from '../../mail/wording';
import { dateLabel, letterhead, type Addressee } from './statement-pdf';
import { yearlyColumns, type YearFigures, type YearlyAmounts, type YearlyColumn } from './yearly-statement';

interface YearlyTexts {
  title: string;
  year: string;
  issuedOn: string;
  intro: (year: number) => string;
  amountsIn: string;
  month: string;
  columns: Record<YearlyColumn | 'total', string>;
  fees: string;
  expenses: string;
  paid: string;
  footer: string;
}

/** The yearly statement's wording per language (the coach's). */
export const yearlyTexts: Record<UiLanguage, YearlyTexts> = {
  de: {
    title: 'Jahresbescheinigung Honorare und Spesen',
    year: 'Kalenderjahr',
    issuedOn: 'Erstellt am',
    intro: (year) => `Im Kalenderjahr ${year} ausbezahlte Honorare, Zusatzhonorare und Spesen, je Monat der Auszahlung.`,
    amountsIn: 'Beträge in CHF',
    month: 'Monat',
    columns: {
      fee: 'Honorare',
      extra_fee: 'Zusatzhonorare',
      journey: 'Reisekosten',
      catering: 'Verpflegung',
      other: 'Übrige Spesen',
      total: 'Total',
    },
    fees: 'Honorare und Zusatzhonorare',
    expenses: 'Spesen (Reisekosten, Verpflegung, übrige)',
    paid: 'Total ausbezahlt',
    footer:
      'Die Bescheinigung führt jeden Betrag im Monat auf, in dem er überwiesen wurde. Sie dient der Steuererklärung ' +
      'und als Grundlage des Lohnausweises.',
  },
  fr: {
    title: 'Attestation annuelle des honoraires et des frais',
    year: 'Année civile',
    issuedOn: 'Établie le',
    intro: (year) =>
      `Honoraires, honoraires supplémentaires et frais versés durant l’année civile ${year}, par mois de versement.`,
    amountsIn: 'Montants en CHF',
    month: 'Mois',
    columns: {
      fee: 'Honoraires',
      extra_fee: 'Honoraires supplémentaires',
      journey: 'Frais de déplacement',
      catering: 'Repas',
      other: 'Autres frais',
      total: 'Total',
    },
    fees: 'Honoraires et honoraires supplémentaires',
    expenses: 'Frais (déplacement, repas, autres)',
    paid: 'Total versé',
    footer:
      'L’attestation indique chaque montant dans le mois où il a été viré. Elle sert à la déclaration d’impôt ' +
      'et de base au certificat de salaire.',
  },
  it: {
    title: 'Attestazione annuale di onorari e spese',
    year: 'Anno civile',
    issuedOn: 'Emessa il',
    intro: (year) => `Onorari, onorari supplementari e spese versati nell’anno civile ${year}, per mese di pagamento.`,
    amountsIn: 'Importi in CHF',
    month: 'Mese',
    columns: {
      fee: 'Onorari',
      extra_fee: 'Onorari supplementari',
      journey: 'Spese di viaggio',
      catering: 'Vitto',
      other: 'Altre spese',
      total: 'Totale',
    },
    fees: 'Onorari e onorari supplementari',
    expenses: 'Spese (viaggio, vitto, altre)',
    paid: 'Totale versato',
    footer:
      'L’attestazione riporta ogni importo nel mese in cui è stato versato. Serve per la dichiarazione d’imposta ' +
      'e come base per il certificato di salario.',
  },
  en: {
    title: 'Annual statement of fees and expenses',
    year: 'Calendar year',
    issuedOn: 'Issued on',
    intro: (year) => `Fees, extra fees and expenses paid in the calendar year ${year}, by month of payment.`,
    amountsIn: 'Amounts in CHF',
    month: 'Month',
    columns: {
      fee: 'Fees',
      extra_fee: 'Extra fees',
      journey: 'Travel',
      catering: 'Catering',
      other: 'Other expenses',
      total: 'Total',
    },
    fees: 'Fees and extra fees',
    expenses: 'Expenses (travel, catering, other)',
    paid: 'Total paid',
    footer:
      'The statement lists every amount in the month it was transferred. It serves for the tax return and as the ' +
      'basis of the salary certificate.',
  },
};

/** "Januar", "Janvier": the month's name in the language, capitalised for a table's first column. */
export function monthName(month: string, language: UiLanguage): string {
  const name = new Intl.DateTimeFormat(`${language}-CH`, { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

const amountCells = (amounts: YearlyAmounts) => [...yearlyColumns.map((c) => amounts[c]), amounts.total].map(formatCentimes);

/** A table row: the first cell left, the amounts right-aligned in equal columns; wrapped cells make the row taller. */
function tableRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const first = 62;
  const column = (width - first) / (cells.length - 1);
  const y = doc.y;
  let bottom = y;
  doc.font(bold ? FONT_BOLD : FONT);
  cells.forEach((cell, index) => {
    const x = index === 0 ? left : left + first + (index - 1) * column;
    doc.text(cell, x, y, { width: index === 0 ? first - 4 : column - 4, align: index === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom + 3;
}

function rule(doc: PDFKit.PDFDocument) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .stroke();
  doc.moveDown(0.3);
}

/** A label with its amount at the right margin. */
function summaryLine(doc: PDFKit.PDFDocument, label: string, centimes: number, bold = false) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const y = doc.y;
  doc.font(bold ? FONT_BOLD : FONT).text(label, left, y, { width: width - 130 });
  const after = doc.y;
  doc.text(formatChf(centimes), left + width - 130, y, { width: 130, align: 'right' });
  doc.x = left;
  doc.y = Math.max(after, doc.y) + 2;
}

export interface YearlyStatementInput {
  coach: Addressee & { language: UiLanguage };
  figures: YearFigures;
  organisation: typeof organisation.$inferSelect;
  /** `YYYY-MM-DD`, the day it is printed. */
  issuedOn: string;
}

/** The coach's yearly statement: letterhead, address, twelve months, the year's totals, in the coach's language. */
export async function renderYearlyStatement({ coach, figures, organisation: org, issuedOn }: YearlyStatementInput) {
  const language = coach.language;
  const t = yearlyTexts[language] ?? yearlyTexts.de;
  const name = `${coach.firstname} ${coach.lastname}`;
  const doc = createPdf({ title: `${t.title} ${figures.year} – ${name}`, author: org.name });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  letterhead(doc, org, coach);
  doc.moveDown(2).font(FONT_BOLD).fontSize(15).text(t.title);
  doc.font(FONT).fontSize(10).moveDown(0.5);
  doc.text(`${t.year}${colon(language)} ${figures.year}`);
  doc.text(`${t.issuedOn}${colon(language)} ${dateLabel(issuedOn)}`);
  doc.moveDown(0.5).text(`${t.intro(figures.year)} ${t.amountsIn}.`, left, doc.y, { width });
  // The column heads a size smaller: "Honoraires supplémentaires" then breaks between its words only.
  doc.moveDown(1).fontSize(8);
  tableRow(doc, [t.month, ...yearlyColumns.map((c) => t.columns[c]), t.columns.total], true);
  rule(doc);
  doc.fontSize(9);
  for (const month of figures.months) tableRow(doc, [monthName(month.month, language), ...amountCells(month)]);
  rule(doc);
  tableRow(doc, [`${t.columns.total} ${figures.year}`, ...amountCells(figures.total)], true);

  const { fee, extra_fee, journey, catering, other, total } = figures.total;
  doc.moveDown(1.5).fontSize(10);
  summaryLine(doc, t.fees, fee + extra_fee);
  summaryLine(doc, t.expenses, journey + catering + other);
  summaryLine(doc, t.paid, total, true);
  doc.moveDown(2).font(FONT).fontSize(9).text(t.footer, left, doc.y, { width });
  return pdfBytes(doc);
}
