import type { UiLanguage } from '../../contract/enums';
import { formatChf } from '../../contract/lib/money';
import { FONT, FONT_BOLD } from '../../lib/pdf/document';
import { colon } from '../../mail/wording';
import { vatForAmount, type InvoiceVat } from './vat';

/*
 * The VAT block of an invoice, a credit note or a reminder, in the document's language (decision 058): registered, a
 * table per rate (net, VAT, gross) with the total and the UID; exempt, the article of the VAT Act; not registered,
 * a sentence saying so. Documents sent before VAT was recorded (no frozen VAT) print nothing.
 */

interface VatTexts {
  rate: string;
  net: string;
  vat: string;
  gross: string;
  total: string;
  /** Label of the UID line. */
  number: string;
  /** After the UID: `CHE-123.456.789 MWST`. */
  suffix: string;
  exempt: string;
  notRegistered: string;
  /** Before `%`: French typography wants a narrow no-break space, English none. */
  percentSpace: string;
}

const texts: Record<UiLanguage, VatTexts> = {
  de: {
    rate: 'MWST-Satz',
    net: 'Netto',
    vat: 'MWST',
    gross: 'Brutto',
    total: 'Total',
    number: 'MWST-Nr.',
    suffix: 'MWST',
    exempt: 'Die Leistungen sind nach Art. 21 Abs. 2 Ziff. 11 MWSTG von der Mehrwertsteuer ausgenommen.',
    notRegistered: 'Wir sind nicht mehrwertsteuerpflichtig; der Betrag enthält keine Mehrwertsteuer.',
    percentSpace: '\u00a0',
  },
  fr: {
    rate: 'Taux de TVA',
    net: 'Net',
    vat: 'TVA',
    gross: 'Brut',
    total: 'Total',
    number: 'N° TVA',
    suffix: 'TVA',
    exempt: 'Les prestations sont exclues du champ de l’impôt selon l’art. 21, al. 2, ch. 11 LTVA.',
    notRegistered: 'Nous ne sommes pas assujettis à la TVA\u202f; le montant ne contient pas de TVA.',
    percentSpace: '\u202f',
  },
  it: {
    rate: 'Aliquota IVA',
    net: 'Netto',
    vat: 'IVA',
    gross: 'Lordo',
    total: 'Totale',
    number: 'N. IVA',
    suffix: 'IVA',
    exempt: 'Le prestazioni sono escluse dall’imposta secondo l’art. 21 cpv. 2 n. 11 LIVA.',
    notRegistered: 'Non siamo assoggettati all’IVA; l’importo non contiene IVA.',
    percentSpace: '\u00a0',
  },
  en: {
    rate: 'VAT rate',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    total: 'Total',
    number: 'VAT no.',
    suffix: 'VAT',
    exempt: 'The services are exempt from VAT under art. 21 para. 2 no. 11 VAT Act.',
    notRegistered: 'We are not registered for VAT (not subject to VAT); the amount contains no VAT.',
    percentSpace: '',
  },
};

/** `8.1 %` (a point, as the amounts, in every language). */
export const formatVatRate = (basisPoints: number, language: UiLanguage) =>
  `${String(basisPoints / 100)}${texts[language].percentSpace}%`;

/** `CHE-116.281.710 MWST` (TVA, IVA, VAT). */
export const printedUid = (uid: string, language: UiLanguage) => `${uid} ${texts[language].suffix}`;

export interface VatBlockArea {
  left: number;
  right: number;
  /** Where the block starts. */
  y: number;
}

/** The sentence an exempt or unregistered organisation prints; null while registered. */
export function vatSentence(status: InvoiceVat['status'], language: UiLanguage): string | null {
  if (status === 'exempt') return texts[language].exempt;
  if (status === 'not-registered') return texts[language].notRegistered;
  return null;
}

/** Rows of four cells: the label left, three amounts right-aligned; returns the y below the last row. */
function drawTable(doc: PDFKit.PDFDocument, rows: { cells: string[]; bold: boolean }[], area: VatBlockArea): number {
  const column = 110;
  const labelWidth = area.right - area.left - 3 * column - 10;
  let y = area.y;
  for (const { cells, bold } of rows) {
    doc.font(bold ? FONT_BOLD : FONT);
    doc.text(cells[0]!, area.left, y, { width: labelWidth });
    cells.slice(1).forEach((cell, index) => {
      doc.text(cell, area.right - (3 - index) * column, y, { width: column, align: 'right' });
    });
    y += 18;
  }
  return y;
}

/**
 * Draws what the document says about VAT for `amountCentimes` (the invoice's amount, a credit note's, the open amount
 * of a reminder) from the invoice's frozen VAT; returns the y below the block (`area.y` when there is nothing to print).
 */
export function drawVatBlock(
  doc: PDFKit.PDFDocument,
  vat: InvoiceVat | null,
  amountCentimes: number,
  language: UiLanguage,
  area: VatBlockArea,
): number {
  if (!vat) return area.y;
  doc.fontSize(10);
  const sentence = vatSentence(vat.status, language);
  if (sentence !== null) {
    doc.font(FONT).text(sentence, area.left, area.y, { width: area.right - area.left });
    return doc.y + 4;
  }
  const t = texts[language];
  const split = vatForAmount(vat, amountCentimes);
  const sum = (key: 'net_centimes' | 'vat_centimes' | 'gross_centimes') =>
    split.lines.reduce((total, line) => total + line[key], 0);
  const y = drawTable(
    doc,
    [
      { cells: [t.rate, t.net, t.vat, t.gross], bold: true },
      ...split.lines.map((line) => ({
        cells: [
          `${t.vat} ${formatVatRate(line.rate_basis_points, language)}`,
          formatChf(line.net_centimes),
          formatChf(line.vat_centimes),
          formatChf(line.gross_centimes),
        ],
        bold: false,
      })),
      {
        cells: [t.total, formatChf(sum('net_centimes')), formatChf(sum('vat_centimes')), formatChf(sum('gross_centimes'))],
        bold: true,
      },
    ],
    area,
  );
  const uid = vat.uid ? `${t.number}${colon(language)} ${printedUid(vat.uid, language)}` : '';
  doc.font(FONT).text(uid, area.left, y + 2, { width: area.right - area.left });
  return doc.y + 4;
}
