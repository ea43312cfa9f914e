import type { UiLanguage } from '../../contract/enums';
import type { JournalBooking, JournalFormat } from '../../contract/journal/journal.schemas';
import { centimesToDecimal } from '../../contract/lib/money';
import { csvLine } from '../../lib/csv';
import { XLSX_TYPE, xlsxWriter } from '../statistics/export.xlsx';
import { journalTexts } from './journal.texts';

/*
 * The journal as a file (decision 061, where each layout is mapped column by column):
 * - Banana Accounting: its double-entry "Import transactions" text file: UTF-8 without BOM (a BOM would become part of
 *   the first column name), tab-separated, a header row of Banana's column names, one line per booking after `\n`,
 *   dates `yyyy-mm-dd`, amounts with a decimal point and no thousands separator.
 * - bexio: CSV in the column layout of bexio's own journal export, with plain account numbers: UTF-8 without BOM, `;`,
 *   CRLF, dates `dd.mm.yyyy`, amounts with a decimal point.
 * - XLSX: one sheet in the reader's language, dates and amounts as real Excel values.
 */

export interface JournalFile {
  body: Uint8Array;
  contentType: string;
  filename: string;
}

/** Banana's column names (its NameXml, case sensitive), in this order. */
export const BANANA_COLUMNS = ['Date', 'Doc', 'Description', 'AccountDebit', 'AccountCredit', 'Amount'] as const;

/** The columns of bexio's journal export, in this order. */
export const BEXIO_COLUMNS = [
  'Datum',
  'Referenz',
  'Soll',
  'Haben',
  'Beschreibung',
  'Betrag',
  'Buchungswährung',
  'Umrechnungsfaktor',
  'Betrag in Basiswährung',
  'Währung in Basiswährung',
  'MWST',
] as const;

const encode = (text: string) => new TextEncoder().encode(text);

/** A tab-separated field: tabs and line breaks become spaces; a field with a quote is quoted, the quote doubled. */
function tsvField(value: string): string {
  const text = value.replace(/[\t\r\n]+/g, ' ');
  return text.includes('"') ? `"${text.replace(/"/g, '""')}"` : text;
}

export function bananaText(bookings: readonly JournalBooking[]): string {
  const rows = bookings.map((b) => [b.date, b.document, b.text, b.debit, b.credit, centimesToDecimal(b.amount_centimes)]);
  return [BANANA_COLUMNS, ...rows].map((row) => `${row.map(tsvField).join('\t')}\n`).join('');
}

/** `2026-11-24` -> `24.11.2026`. */
const swissDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export function bexioText(bookings: readonly JournalBooking[]): string {
  const rows = bookings.map((b) => {
    const amount = centimesToDecimal(b.amount_centimes);
    return [swissDate(b.date), b.document, b.debit, b.credit, b.text, amount, 'CHF', '1', amount, 'CHF', ''];
  });
  return [BEXIO_COLUMNS, ...rows].map((row) => csvLine(row)).join('');
}

function xlsxBytes(bookings: readonly JournalBooking[], language: UiLanguage): Uint8Array {
  const chunks: Uint8Array[] = [];
  const { sheet, columns } = journalTexts[language];
  const writer = xlsxWriter(sheet, columns, (chunk) => chunks.push(chunk));
  writer.write(bookings.map((b) => [{ date: b.date }, b.document, b.text, b.debit, b.credit, { centimes: b.amount_centimes }]));
  writer.end();
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);
  return bytes;
}

/** The file of a format, named after it and the period: `journal-banana-2026-01-01_2026-12-31.txt`. */
export function journalFile(
  format: JournalFormat,
  bookings: readonly JournalBooking[],
  period: { from: string; to: string },
  language: UiLanguage,
): JournalFile {
  const range = `${period.from}_${period.to}`;
  if (format === 'banana') {
    return {
      body: encode(bananaText(bookings)),
      contentType: 'text/tab-separated-values; charset=utf-8',
      filename: `journal-banana-${range}.txt`,
    };
  }
  if (format === 'bexio') {
    return { body: encode(bexioText(bookings)), contentType: 'text/csv; charset=utf-8', filename: `journal-bexio-${range}.csv` };
  }
  return { body: xlsxBytes(bookings, language), contentType: XLSX_TYPE, filename: `journal-${range}.xlsx` };
}
