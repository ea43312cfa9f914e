/**
 * CSV for Swiss Excel (docs/decisions/017-invoices.md, 026-export.md): UTF-8 with a byte order mark (without it Excel
 * reads the file as Windows-1252), `;` between fields (Excel's separator in de-CH/fr-CH), CRLF line ends.
 */

/** The byte order mark the file starts with. */
export const CSV_BOM = '\uFEFF';

/** A value for one CSV cell; numbers are written as they are (a dot before decimals). */
export type CsvValue = string | number | null | undefined;

/**
 * One CSV field: text that starts like a formula (`= + - @`, also a tab or CR) gets a leading apostrophe so that no
 * cell is evaluated; fields with `;`, `"`, CR or LF are quoted with doubled quotes.
 */
export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line with its CRLF. */
export const csvLine = (fields: readonly CsvValue[]) => `${fields.map(csvField).join(';')}\r\n`;
