import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxWriter, type ExportCell } from './export.xlsx';

/*
 * The streaming XLSX writer on more rows than the workerd tests use: the sheet passes 160 KB (where write-excel-file's
 * zip would need a Web Worker), chunks leave while rows are still being written, and exceljs reads every row back.
 */

const ROWS = 3000;
const row = (i: number): ExportCell[] => [
  i,
  `Schule ${i} <&> "Haus"`,
  { centimes: 45000 + i },
  i % 2 ? null : '=1+1',
  { date: '2027-01-12' },
  { time: '13:45' },
];

describe('xlsxWriter', () => {
  it('streams a large sheet page by page and exceljs reads it back whole', async () => {
    const chunks: Uint8Array[] = [];
    const headers = ['ID', 'Institution', 'Preis CHF', 'Bemerkung', 'Datum', 'Beginn'];
    const writer = xlsxWriter('Workshops', headers, (chunk) => chunks.push(chunk));
    let chunksBeforeEnd = 0;
    for (let start = 1; start <= ROWS; start += 500) {
      writer.write(Array.from({ length: 500 }, (_, i) => row(start + i)));
      chunksBeforeEnd = chunks.length;
    }
    writer.end();
    expect(chunksBeforeEnd).toBeGreaterThan(1);

    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    const last = sheet.getRow(ROWS + 1);
    expect(last.getCell(1).value).toBe(ROWS);
    expect(last.getCell(2).value).toBe(`Schule ${ROWS} <&> "Haus"`);
    expect(last.getCell(3).value).toBe((45000 + ROWS) / 100);
    expect(sheet.getRow(3).getCell(4).value).toBe('=1+1');
    expect(sheet.getRow(3).getCell(4).formula).toBeUndefined();
    expect(sheet.getRow(2).getCell(4).value).toBeNull();
    expect([last.getCell(5).value, last.getCell(5).numFmt]).toEqual([new Date(Date.UTC(2027, 0, 12)), 'dd.mm.yyyy']);
    expect([last.getCell(6).value, last.getCell(6).numFmt]).toEqual([new Date(Date.UTC(1899, 11, 30, 13, 45)), 'hh:mm']);
    expect(last.getCell(3).numFmt).toBe('#,##0.00');
  });
});
