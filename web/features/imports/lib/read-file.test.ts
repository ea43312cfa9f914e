import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ImportFileError, readImportFile } from './read-file';
import { cellText } from './xlsx';

async function xlsx(rows: unknown[][], extraRows = 0): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Coaches');
  for (const row of rows) sheet.addRow(row);
  for (let index = 0; index < extraRows; index++) sheet.addRow([`person${index}@example.test`, `Vorname ${index}`, null, index]);
  sheet.getColumn(3).numFmt = 'dd.mm.yyyy';
  workbook.addWorksheet('Notes').addRow(['not read']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('readImportFile', () => {
  it('reads the first sheet of an XLSX file: text, dates as YYYY-MM-DD, numbers as plain text', async () => {
    const bytes = await xlsx([
      ['E-Mail', 'Vorname', 'Geburtsdatum', 'PLZ', 'Bestand'],
      ['lea@example.org', 'Léa', new Date(Date.UTC(1985, 2, 10)), 8004, 0.1 + 0.2],
      ['jonas@example.org', 'Jonas', null, 3011, 12],
      [],
    ]);
    const file = await readImportFile('coaches.xlsx', bytes);
    expect(file.headers).toEqual(['E-Mail', 'Vorname', 'Geburtsdatum', 'PLZ', 'Bestand']);
    expect(file.rows).toEqual([
      ['lea@example.org', 'Léa', '1985-03-10', '8004', '0.3'],
      ['jonas@example.org', 'Jonas', '', '3011', '12'],
    ]);
    expect(file.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a sheet of 6 000 rows (entries over 512 KB, which fflate would inflate in a Web Worker)', async () => {
    const file = await readImportFile('many.xlsx', await xlsx([['E-Mail', 'Vorname', 'Datum', 'Nr']], 6_000));
    expect(file.rows).toHaveLength(6_000);
    expect(file.rows[5_999]).toEqual(['person5999@example.test', 'Vorname 5999', '', '5999']);
  });

  it('reads a CSV in Windows-1252, hashes its bytes and pads short rows', async () => {
    const bytes = Uint8Array.from([...'Titel;Bestand\nK\xe4se;3\nBrot\n'].map((char) => char.charCodeAt(0)));
    const file = await readImportFile('material.csv', bytes);
    expect(file.rows).toEqual([
      ['Käse', '3'],
      ['Brot', ''],
    ]);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    expect(file.hash).toBe([...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
  });

  it('refuses a file without rows or that is no spreadsheet', async () => {
    await expect(readImportFile('empty.csv', new TextEncoder().encode('Titel;Bestand\n;\n'))).rejects.toEqual(
      new ImportFileError('no_rows'),
    );
    await expect(readImportFile('broken.xlsx', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toEqual(
      new ImportFileError('unreadable'),
    );
  });
});

describe('cellText', () => {
  it('writes a time of day (Excel day 0) as HH:MM', () => {
    expect(cellText(new Date(Date.UTC(1899, 11, 30, 9, 30)))).toBe('09:30');
    expect(cellText(true)).toBe('true');
  });
});
