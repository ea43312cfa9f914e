import writeXlsxFile, { type Row } from 'write-excel-file/universal';

/*
 * Imports only the package: scripts/bench-export.mjs runs this builder in Node (type stripping) to measure it.
 */

/** One exported cell: text, a number, an amount in centimes (CHF), or empty. */
export type ExportCell = string | number | { centimes: number } | null;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const toXlsxCell = (cell: ExportCell) =>
  cell !== null && typeof cell === 'object' ? { value: cell.centimes / 100, type: Number, format: '0.00' } : cell;

/**
 * The workbook of one export: a bold, frozen header row, then the rows. write-excel-file builds it in memory
 * (docs/decisions/026-export.md measures 25,000 rows); texts are written as texts, so `=…` is never a formula.
 */
export function xlsxWorkbook(sheet: string, headers: readonly string[], rows: readonly ExportCell[][]): Promise<Blob> {
  const data: Row[] = [headers.map((value) => ({ value, fontWeight: 'bold' as const }))];
  for (const row of rows) data.push(row.map(toXlsxCell));
  return writeXlsxFile(data, {
    sheet,
    stickyRowsCount: 1,
    columns: headers.map((header) => ({ width: Math.min(Math.max(header.length + 2, 10), 40) })),
  }).toBlob();
}
