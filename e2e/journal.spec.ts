import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { formatChf } from '../worker/contract/lib/money';
import { swissDate } from './date-fields-support';
import { moneyInvoices } from './money-support';
import { apiLogin, demo, expectNoAxeViolations, queryD1, snackbar, sqlText, tr, useSession } from './support';

/*
 * Finance exports the booking journal for the accounting system (decision 061): from the invoices page to
 * "Buchungsjournal", a period of the last two weeks up to today, the preview with equal debit and credit totals, the
 * Banana import file, and afterwards those bookings marked as exported and left out of the next export. The spec's own
 * sent invoice (e2e/money-support.ts) is a booking it knows; other specs add bookings of today at the same time, so
 * the checks compare what this export contained, not the whole period.
 */
const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);
const zurichDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** `CHF 1'234.50` -> 123450. */
const centimesOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The rows of the preview: document, text (without the "bereits exportiert" badge), debit, credit, amount. */
async function previewRows(table: Locator) {
  const rows = await table.getByTestId('journal-booking').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
      return {
        document: cells[1]!,
        text: cells[2]!.replace(de('bereits exportiert'), '').trim(),
        debit: cells[3]!,
        credit: cells[4]!,
        centimes: centimesOf(cells[5]!),
      };
    }),
  );
}

test('finance downloads the booking journal for Banana; its bookings are then marked exported', async ({ page }) => {
  const own = moneyInvoices.journal;
  const [invoice] = queryD1<{ id: number; date: string }>(`SELECT id, date FROM invoices WHERE number = ${sqlText(own.number)}`);
  const ownText = `Rechnung ${own.number} ${own.institute}`;
  const from = zurichDay(-14);
  const to = zurichDay();
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');

  await page.goto('/manager/invoices');
  await page.getByRole('link', { name: de('Buchungsjournal') }).click();
  await expect(page).toHaveURL(/\/manager\/invoices\/journal$/);
  await expect(page.getByRole('heading', { level: 1, name: de('Buchungsjournal') })).toBeVisible();

  // The preview of the period (the page starts with the current month and may still show it for a moment).
  const previewed = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/journal' && url.searchParams.get('from') === from && url.searchParams.get('to') === to;
  });
  await page.getByLabel(de('Von'), { exact: true }).fill(swissDate(from));
  await page.getByLabel(de('Bis'), { exact: true }).fill(swissDate(to));
  const preview = ((await (await previewed).json()) as { data: { count: number; debit_centimes: number } }).data;
  const table = page.getByTestId('journal-table');
  await expect(table.getByTestId('journal-booking')).toHaveCount(preview.count);
  await expect(page.getByTestId('journal-totals').getByRole('row').first().getByRole('cell')).toHaveText(
    formatChf(preview.debit_centimes),
  );
  const ownRow = table.getByTestId('journal-booking').filter({ hasText: ownText });
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toContainText(own.number);
  await expect(ownRow).toContainText('CHF 515.50');
  await expect(ownRow).not.toContainText(de('bereits exportiert'));

  // Double entry: the totals of debit and credit are equal, and they are the sum of the rows shown.
  const rows = await previewRows(table);
  const totals = page.getByTestId('journal-totals').getByRole('row');
  await expect(totals.nth(0).getByRole('rowheader')).toContainText(de('Total Soll'));
  await expect(totals.nth(1).getByRole('rowheader')).toContainText(de('Total Haben'));
  const [debitTotal, creditTotal] = await Promise.all(
    [0, 1].map(async (n) => centimesOf(await totals.nth(n).getByRole('cell').innerText())),
  );
  expect(debitTotal).toBe(creditTotal);
  expect(debitTotal).toBe(rows.reduce((sum, row) => sum + row.centimes, 0));
  for (const row of rows) expect(row.debit, `${row.document}: a debit and another credit account`).not.toBe(row.credit);
  await expectNoAxeViolations(page, '/manager/invoices/journal (preview)');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: de('Banana herunterladen') }).click();
  const download = await downloading;
  await expect(snackbar(page, de('Buchungsjournal exportiert'), 'success')).toBeVisible();
  expect(download.suggestedFilename()).toBe(`journal-banana-${from}_${to}.txt`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)], 'UTF-8 without BOM').not.toEqual([0xef, 0xbb, 0xbf]);
  const file = bytes.toString('utf8');
  expect(file.endsWith('\n')).toBe(true);
  const [header, ...lines] = file.slice(0, -1).split('\n');
  expect(header).toBe('Date\tDoc\tDescription\tAccountDebit\tAccountCredit\tAmount');
  const records = lines.map((line) => line.split('\t'));
  for (const record of records) {
    expect(record, `six columns: ${record.join(' | ')}`).toHaveLength(6);
    expect(record[0]! >= from && record[0]! <= to, `${record[0]} in the period`).toBe(true);
    expect(record[5]).toMatch(/^\d+\.\d{2}$/);
  }
  const ownPreview = rows.find((row) => row.text === ownText)!;
  expect(records).toContainEqual([invoice!.date, own.number, ownText, ownPreview.debit, ownPreview.credit, '515.50']);
  // Everything the preview showed is in the file (bookings of other specs made since may come on top).
  for (const row of rows) {
    expect(records).toContainEqual([
      expect.any(String),
      row.document,
      row.text,
      row.debit,
      row.credit,
      (row.centimes / 100).toFixed(2),
    ]);
  }

  // Recorded: the export, and the bookings it contained as exported.
  const [recorded] = queryD1<{ id: number; format: string; booking_count: number; again: number }>(
    `SELECT id, format, booking_count, again FROM journal_exports ORDER BY id DESC LIMIT 1`,
  );
  expect(recorded).toMatchObject({ format: 'banana', booking_count: records.length, again: 0 });
  expect(queryD1(`SELECT export_id FROM journal_exported WHERE booking_key = 'invoice:${invoice!.id}'`)).toEqual([
    { export_id: recorded!.id },
  ]);

  // The next default export leaves them out: the preview no longer lists any booking of the file.
  const exported = new Set(records.map((record) => `${record[1]}\t${record[2]}`));
  await expect(ownRow).toHaveCount(0);
  const empty = page.getByText(de('In diesem Zeitraum gibt es keine Buchungen, die noch nicht exportiert sind.'));
  await expect(empty.or(table)).toBeVisible();
  if (await empty.isVisible()) {
    await expect(page.getByRole('button', { name: de('Banana herunterladen') })).toBeDisabled();
  } else {
    const left = await previewRows(table);
    expect(left.filter((row) => exported.has(`${row.document}\t${row.text}`))).toEqual([]);
  }

  // With "auch bereits exportierte" they come back, marked.
  await page.getByLabel(de('auch bereits exportierte Buchungen')).check();
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toContainText(de('bereits exportiert'));
  await expectNoAxeViolations(page, '/manager/invoices/journal (with exported bookings)');
});
