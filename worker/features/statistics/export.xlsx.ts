import { strToU8, Zip, ZipDeflate } from 'fflate';

/*
 * A streaming XLSX writer (docs/decisions/026-export.md): the sheet's XML is deflated page by page into a zip whose
 * chunks go out as they are made, so an export of any size holds one page of rows. write-excel-file cannot run here:
 * it builds the whole workbook in memory and its zip hands every file over 160 KB (1,000 rows) to a Web Worker,
 * which workerd does not have. Imports only fflate: scripts/bench-export.mjs runs this writer in Node.
 */

/**
 * One exported cell: text, a number, an amount in centimes (CHF), a day (`YYYY-MM-DD`), a time of day (`HH:MM`), or
 * empty. Days and times become Excel date and time values (filters, grouping by month, pivots work), shown Swiss.
 */
export type ExportCell = string | number | { centimes: number } | { date: string } | { time: string } | null;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Writes rows as they come; `end` closes the sheet and the zip. */
export interface RowWriter {
  write(rows: readonly ExportCell[][]): void;
  end(): void;
}

export const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/**
 * Cell styles in styles.xml: 1 bold (the header), 2 amounts in CHF (`#,##0.00`, the grouping as the reader's Excel
 * shows it), 3 days `dd.mm.yyyy`, 4 times `hh:mm` (custom formats 164 and 165).
 */
const BOLD = 1;
const AMOUNT = 2;
const DATE = 3;
const TIME = 4;
/** Excel counts days from 1899-12-30 (its day 0, keeping the 1900 leap-year bug's offset). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const MS_PER_DAY = 86_400_000;

/** A `YYYY-MM-DD` day as Excel's serial day number. */
export const excelDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return (Date.UTC(year, month - 1, day) - EXCEL_EPOCH_MS) / MS_PER_DAY;
};
/** An `HH:MM` time as Excel's fraction of a day. */
export const excelTime = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return (hours * 60 + minutes) / 1440;
};

/** Text for XML: markup characters escaped, characters XML 1.0 cannot hold dropped (a stray control code). */
export const xmlText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');

/** A, B, … Z, AA, AB …: the column letters of a zero-based index. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** One cell: texts inline (never a formula, whatever they start with), numbers as numbers, amounts as `0.00`. */
function cellXml(cell: ExportCell, ref: string, style?: number): string {
  if (cell === null) return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof cell === 'number') return `<c r="${ref}"${s}><v>${cell}</v></c>`;
  if (typeof cell === 'object') {
    if ('date' in cell) return `<c r="${ref}" s="${DATE}"><v>${excelDay(cell.date)}</v></c>`;
    if ('time' in cell) return `<c r="${ref}" s="${TIME}"><v>${excelTime(cell.time)}</v></c>`;
    return `<c r="${ref}" s="${AMOUNT}"><v>${cell.centimes / 100}</v></c>`;
  }
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

/** The parts around the sheet: content types, relationships, the workbook with its one sheet, the styles. */
function packageParts(sheet: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
        `</Types>`,
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
        `<sheet name="${xmlText(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `<styleSheet xmlns="${MAIN}">` +
        `<numFmts count="2"><numFmt numFmtId="164" formatCode="dd.mm.yyyy"/><numFmt numFmtId="165" formatCode="hh:mm"/></numFmts>` +
        `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
        `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
        `<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
        `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
        `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/** The sheet's start: the header row frozen, columns as wide as their header (12 to 40 characters: a date fits). */
const sheetHead = (headers: readonly string[]) =>
  `<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
  `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
  `<cols>${headers
    .map(
      (header, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${Math.min(Math.max(header.length + 2, 12), 40)}" customWidth="1"/>`,
    )
    .join('')}</cols><sheetData>`;

/**
 * Starts an XLSX with one sheet and its bold header row; every compressed chunk goes to `emit` as soon as it is made.
 */
export function xlsxWriter(sheet: string, headers: readonly string[], emit: (chunk: Uint8Array) => void): RowWriter {
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    emit(chunk);
  });
  const deflated = (name: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    return file;
  };
  for (const [name, xml] of packageParts(sheet)) deflated(name).push(strToU8(XML_HEAD + xml), true);
  const sheetFile = deflated('xl/worksheets/sheet1.xml');
  let rowNumber = 0;
  const rowsXml = (rows: readonly (readonly ExportCell[])[], style?: number) =>
    rows
      .map((cells) => {
        rowNumber++;
        return `<row r="${rowNumber}">${cells.map((cell, i) => cellXml(cell, `${columnName(i)}${rowNumber}`, style)).join('')}</row>`;
      })
      .join('');
  sheetFile.push(strToU8(XML_HEAD + sheetHead(headers) + rowsXml([headers], BOLD)));
  return {
    write: (rows) => sheetFile.push(strToU8(rowsXml(rows))),
    end: () => {
      sheetFile.push(strToU8('</sheetData></worksheet>'), true);
      zip.end();
    },
  };
}
