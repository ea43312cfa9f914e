import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, journalExported, journalExports } from '../../db/schema';
import { api, db } from '../../test/factories';
import { atOnce } from '../../test/race';
import { BANANA_COLUMNS, BEXIO_COLUMNS } from './journal.files';
import { exportFile, journalScenario, journalUsers, type Scenario, type Tokens } from './journal.fixtures';

/*
 * The journal's files (decision 061): the Banana import file and the bexio CSV parsed back against their documented
 * columns, the XLSX read back with real dates and numbers, and "nothing exported twice unless asked".
 */

interface Booking {
  key: string;
  date: string;
  document: string;
  text: string;
  debit: string;
  credit: string;
  amount_centimes: number;
  exported: boolean;
}

let tokens: Tokens;
let scenario: Scenario;
let period: { from: string; to: string };
let bookings: Booking[];

beforeAll(async () => {
  tokens = await journalUsers();
  scenario = await journalScenario(tokens);
  period = { from: scenario.today, to: scenario.run.execution_date };
  bookings = (await api(`/journal?from=${period.from}&to=${period.to}`, { token: tokens.finance })).body.data.bookings;
  expect(bookings.length).toBeGreaterThan(8);
});

const exportOf = (format: string, again = false, token = tokens.finance) => exportFile(token, { ...period, format, again });
const decimal = (centimes: number) => (centimes / 100).toFixed(2);
const counts = async () => ({
  exports: (await db.select().from(journalExports)).length,
  marked: (await db.select().from(journalExported)).length,
});

describe('POST journal/exports', () => {
  it('writes the Banana import file: its header, tab-separated, ISO dates, a decimal point, UTF-8 without BOM', async () => {
    const { status, headers, bytes, text } = await exportOf('banana');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/tab-separated-values; charset=utf-8');
    expect(headers.get('Content-Disposition')).toBe(`attachment; filename="journal-banana-${period.from}_${period.to}.txt"`);
    expect([...bytes.slice(0, 4)]).toEqual([...new TextEncoder().encode('Date')]);
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toContain('\r');
    const [header, ...rows] = text
      .slice(0, -1)
      .split('\n')
      .map((line) => line.split('\t'));
    expect(header).toEqual(['Date', 'Doc', 'Description', 'AccountDebit', 'AccountCredit', 'Amount']);
    expect(header).toEqual([...BANANA_COLUMNS]);
    expect(rows).toEqual(bookings.map((b) => [b.date, b.document, b.text, b.debit, b.credit, decimal(b.amount_centimes)]));
    for (const [date, , , debit, credit, amount] of rows as string[][]) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([debit, credit].every((account) => /^\d{1,10}$/.test(account!))).toBe(true);
      expect(amount).toMatch(/^\d+\.\d{2}$/);
    }
    expect(await counts()).toEqual({ exports: 1, marked: bookings.length });
  });

  it('exports nothing twice: the next export is empty, `again` brings everything back without marking it again', async () => {
    const preview = await api(`/journal?from=${period.from}&to=${period.to}`, { token: tokens.finance });
    expect(preview.body.data).toMatchObject({ bookings: [], count: 0 });
    const empty = await exportOf('banana');
    expect(empty.text).toBe(`${BANANA_COLUMNS.join('\t')}\n`);

    const all = await api(`/journal?from=${period.from}&to=${period.to}&again=true`, { token: tokens.finance });
    expect(all.body.data.bookings).toEqual(bookings.map((b) => ({ ...b, exported: true })));
    const again = await exportOf('banana', true);
    expect(again.text.split('\n')).toHaveLength(bookings.length + 2);
    expect(await counts()).toEqual({ exports: 3, marked: bookings.length });

    // A booking new since then is the only one the next export holds, and is marked by it.
    await api(`/invoices/${scenario.series.id}/payments`, {
      method: 'POST',
      token: tokens.finance,
      json: { booking_date: period.from, amount_centimes: 500 },
    });
    const fresh = await exportOf('banana');
    expect(fresh.text.split('\n').slice(1, -1)).toEqual([
      [period.from, scenario.series.number, `Zahlung Rechnung ${scenario.series.number}`, '1020', '1100', '5.00'].join('\t'),
    ]);
    expect(await counts()).toEqual({ exports: 4, marked: bookings.length + 1 });
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, 'journal.exported'));
    expect(audited.map((row) => row.details)).toEqual([
      { ...period, format: 'banana', again: false, bookings: bookings.length },
      { ...period, format: 'banana', again: false, bookings: 0 },
      { ...period, format: 'banana', again: true, bookings: bookings.length },
      { ...period, format: 'banana', again: false, bookings: 1 },
    ]);
  });

  it('lets one of two exports of the same new bookings at once have them; the other records nothing (409)', async () => {
    await api(`/invoices/${scenario.single.id}/payments`, {
      method: 'POST',
      token: tokens.finance,
      json: { booking_date: period.from, amount_centimes: 700 },
    });
    const before = await counts();
    const answers = await atOnce(
      () => exportOf('bexio'),
      () => exportOf('xlsx'),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await counts()).toEqual({ exports: before.exports + 1, marked: before.marked + 1 });
  });

  it('writes the bexio CSV: bexio’s journal columns, `;`, CRLF, Swiss dates, a decimal point, CHF', async () => {
    const { status, headers, text } = await exportOf('bexio', true);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('Content-Disposition')).toBe(`attachment; filename="journal-bexio-${period.from}_${period.to}.csv"`);
    expect(text.startsWith('Datum;')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = text
      .slice(0, -2)
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(header).toEqual([...BEXIO_COLUMNS]);
    expect(header).toEqual([
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
    ]);
    const swiss = (iso: string) => iso.split('-').reverse().join('.');
    const first = bookings[0]!;
    const amount = decimal(first.amount_centimes);
    expect(rows[0]).toEqual([
      swiss(first.date),
      first.document,
      first.debit,
      first.credit,
      first.text,
      amount,
      'CHF',
      '1',
      amount,
      'CHF',
      '',
    ]);
    for (const row of rows) {
      expect(row).toHaveLength(11);
      expect(row[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(row[5]).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('writes the XLSX with real dates and numbers, headers in the reader’s language', async () => {
    const { status, headers, bytes } = await exportOf('xlsx', true, tokens.financeFr);
    expect(status).toBe(200);
    expect(headers.get('Content-Disposition')).toBe(`attachment; filename="journal-${period.from}_${period.to}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Journal comptable');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Date',
      'Pièce',
      'Libellé',
      'Débit',
      'Crédit',
      'Montant CHF',
    ]);
    const row = sheet.getRow(2);
    const [y, m, d] = scenario.today.split('-').map(Number) as [number, number, number];
    expect(row.getCell(1).value).toEqual(new Date(Date.UTC(y, m - 1, d)));
    expect(row.getCell(1).numFmt).toBe('dd.mm.yyyy');
    expect(row.getCell(2).value).toBe(bookings[0]!.document);
    expect(row.getCell(3).value).toMatch(/^Facture /);
    expect(row.getCell(4).value).toBe(bookings[0]!.debit);
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(6).value).toBe(bookings[0]!.amount_centimes / 100);
    expect(row.getCell(6).numFmt).toBe('#,##0.00');
  });

  it('refuses an unknown format or period (422) before recording anything', async () => {
    const before = await counts();
    const bad = await exportFile(tokens.finance, { ...period, format: 'pdf' });
    expect(bad.status).toBe(422);
    expect((await exportFile(tokens.finance, { from: period.to, to: period.from, format: 'xlsx' })).status).toBe(422);
    expect(await counts()).toEqual(before);
  });
});
