/**
 * CSV files as offices write them: UTF-8 (with or without BOM) or Windows-1252 (Excel's "CSV" on Swiss Windows),
 * `;` (Excel in de-CH/fr-CH) or `,` between cells, quoted as RFC 4180 says (doubled quotes, line breaks inside
 * quotes, CRLF or LF).
 */

/** The text of a file's bytes: UTF-8 when they are valid UTF-8, else Windows-1252; without a byte order mark. */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** `;` or `,`: whichever the header line (the first line, outside quotes) holds more of; `;` on a tie. */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** The rows of a CSV text, each an array of cells; rows without any text at the end are dropped. */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char !== '"') {
        cell += char;
      } else if (text[at + 1] === '"') {
        cell += '"';
        at++;
      } else {
        quoted = false;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  while (rows.length > 0 && isBlank(rows[rows.length - 1]!)) rows.pop();
  return rows;
}
