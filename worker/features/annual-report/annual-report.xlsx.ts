import { strToU8, zipSync } from 'fflate';
import { columnName, excelDay, MAIN, PACKAGE_RELATIONSHIPS, RELATIONSHIPS, XML_HEAD, xmlText } from '../statistics/export.xlsx';

/*
 * A small workbook of several sheets for the annual report (decision 065), zipped with fflate as the statistics
 * export is (worker/features/statistics/export.xlsx.ts streams one sheet; this one is a few hundred rows, written in
 * memory). Cells are real numbers and dates; texts are inline strings, never formulas.
 */

/** A cell: text, a number, the first day of a month (shown as the month), or empty. */
export type SheetCell = string | number | { month: string } | null;

export interface Sheet {
  name: string;
  /** The first row, bold and frozen. */
  headers: readonly string[];
  rows: readonly (readonly SheetCell[])[];
}

/** Styles: 1 bold (headers), 2 a month (`mmmm yyyy`, custom format 164). */
const BOLD = 1;
const MONTH = 2;

function cellXml(cell: SheetCell, ref: string, style?: number): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : '';
  if (typeof cell === 'object') return `<c r="${ref}" s="${MONTH}"><v>${excelDay(`${cell.month}-01`)}</v></c>`;
  const s = style ? ` s="${style}"` : '';
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

/** Sheet names: at most 31 characters, none of `: \ / ? * [ ]`, unique in the workbook. */
function sheetNames(sheets: readonly Sheet[]): string[] {
  const used = new Set<string>();
  return sheets.map((sheet, i) => {
    let name = sheet.name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
    if (used.has(name.toLowerCase())) name = `${name.slice(0, 27)} ${i + 1}`;
    used.add(name.toLowerCase());
    return name;
  });
}

function sheetXml(sheet: Sheet): string {
  const widths = sheet.headers.map((header, i) =>
    Math.min(
      60,
      Math.max(
        10,
        header.length + 2,
        ...sheet.rows.map((row) => (typeof row[i] === 'string' ? (row[i] as string).length + 2 : 0)),
      ),
    ),
  );
  const rows = [sheet.headers, ...sheet.rows]
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((cell, i) => cellXml(cell, `${columnName(i)}${r + 1}`, r === 0 ? BOLD : undefined)).join('')}</row>`,
    )
    .join('');
  return (
    `<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<cols>${widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>` +
    `<sheetData>${rows}</sheetData></worksheet>`
  );
}

/** The workbook's bytes: one sheet per entry, in order. */
export function workbook(sheets: readonly Sheet[]): Uint8Array {
  const names = sheetNames(sheets);
  const files: Record<string, Uint8Array> = {};
  const add = (path: string, xml: string) => (files[path] = strToU8(XML_HEAD + xml));
  add(
    '[Content_Types].xml',
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      sheets
        .map(
          (_, i) =>
            `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('') +
      `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
      `</Types>`,
  );
  add(
    '_rels/.rels',
    `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  add(
    'xl/workbook.xml',
    `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
      names.map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
      `</sheets></workbook>`,
  );
  add(
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
      sheets
        .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
        .join('') +
      `<Relationship Id="rId${sheets.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
  );
  add(
    'xl/styles.xml',
    `<styleSheet xmlns="${MAIN}">` +
      `<numFmts count="1"><numFmt numFmtId="164" formatCode="mmmm yyyy"/></numFmts>` +
      `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
      `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
      `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
      `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
      `<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
      `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
      `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
      `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  );
  sheets.forEach((sheet, i) => add(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet)));
  return zipSync(files, { level: 6 });
}
