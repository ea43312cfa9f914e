import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator } from '@playwright/test';
import * as mupdf from 'mupdf';
import { formatCentimes, formatChf as chf } from '../worker/contract/lib/money';
import { apiLogin, demo, expectNoAxeViolations, queryD1, sqlText, tr, useSession } from './support';

/*
 * The coach's yearly statement (decision 057): everything paid out in a calendar year, for the tax return. The demo
 * coach (Nina Baumann) has a fee and an expense that the seed marks paid out by hand; no other spec pays her out, so
 * her years and totals stay as the seed made them. She downloads the year's PDF; finance sees the same years on her
 * page.
 */
const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);

/** The years with something paid out and their totals, as decision 057 counts them (the day the money left, in Zurich). */
function paidYears(coachId: number): Map<number, number> {
  const rows = queryD1<{ execution_date: string | null; paid_out_at: number | null; month: string; amount: number }>(`
    SELECT r.execution_date, f.paid_out_at, f.payout_month AS month, f.amount_centimes AS amount
      FROM coach_fees f LEFT JOIN payout_runs r ON r.id = f.payout_run_id WHERE f.coach_id = ${coachId} AND f.state = 'paid-out'
    UNION ALL SELECT r.execution_date, e.paid_out_at, e.payout_month, e.amount_centimes
      FROM extra_fees e LEFT JOIN payout_runs r ON r.id = e.payout_run_id WHERE e.coach_id = ${coachId} AND e.state = 'paid-out'
    UNION ALL SELECT r.execution_date, x.paid_out_at, coalesce(x.payout_month, substr(x.date, 1, 7)),
           x.journey_centimes + x.catering_centimes + x.other_centimes
      FROM expenses x LEFT JOIN payout_runs r ON r.id = x.payout_run_id WHERE x.coach_id = ${coachId} AND x.state = 'paid-out'`);
  const zurichYear = (seconds: number) =>
    Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric' }).format(new Date(seconds * 1000)));
  const years = new Map<number, number>();
  for (const row of rows) {
    const year = row.execution_date
      ? Number(row.execution_date.slice(0, 4))
      : row.paid_out_at !== null
        ? zurichYear(row.paid_out_at)
        : Number(row.month.slice(0, 4));
    years.set(year, (years.get(year) ?? 0) + row.amount);
  }
  return years;
}

/** The text of a PDF's first page (mupdf), lines joined by a space. */
function pdfText(bytes: Uint8Array): string {
  const text = mupdf.Document.openDocument(bytes, 'application/pdf').loadPage(0).toStructuredText('preserve-whitespace').asText();
  return text.replace(/·?\n/g, ' ').replace(/\s+/g, ' ');
}

async function downloadYear(list: Locator, year: number): Promise<Download> {
  const page = list.page();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: de('PDF herunterladen: Jahresbescheinigung {year}', { year }) }).click(),
  ]);
  return download;
}

test('a coach downloads a yearly statement; finance sees the same years on the coach’s page', async ({ page, browser }) => {
  const [coach] = queryD1<{ id: number; name: string }>(
    `SELECT id, firstname || ' ' || lastname AS name FROM users WHERE email = ${sqlText(demo.coach)}`,
  );
  const years = paidYears(coach!.id);
  expect(years.size, 'the seed pays the demo coach out at least once').toBeGreaterThan(0);
  const [year, total] = [...years].sort(([a], [b]) => b - a)[0]!;

  await useSession(page, await apiLogin(page.request, demo.coach), 'de');
  await page.goto('/manager/coach/expenses');
  const section = page.getByTestId('own-yearly-statements');
  await expect(section.getByRole('heading', { level: 2, name: de('Jahresbescheinigung') })).toBeVisible();
  await expect(section).toContainText(
    de('Alle in einem Kalenderjahr ausbezahlten Honorare und Spesen, je Monat: für Ihre Steuererklärung.'),
  );
  const list = section.getByRole('list', { name: de('Jahresbescheinigungen') });
  await expect(list.getByTestId('yearly-statement')).toHaveCount(years.size);
  const entry = list.getByTestId('yearly-statement').filter({ hasText: String(year) });
  await expect(entry).toContainText(`${chf(total)} ausbezahlt`);
  await expectNoAxeViolations(page, '/manager/coach/expenses (yearly statements)');

  const download = await downloadYear(list, year);
  expect(download.suggestedFilename()).toBe(`yearly-statement-${year}-${coach!.id}.pdf`);
  const pdf = new Uint8Array(await readFile((await download.path())!));
  expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Jahresbescheinigung Honorare und Spesen');
  expect(text).toContain(coach!.name);
  expect(text).toContain(`Im Kalenderjahr ${year} ausbezahlte Honorare, Zusatzhonorare und Spesen`);
  expect(text).toContain(formatCentimes(total));

  // Finance: the same section on the coach's page, with the same years and totals.
  const financeContext = await browser.newContext({ ...test.info().project.use });
  try {
    const finance = await financeContext.newPage();
    await useSession(finance, await apiLogin(finance.request, demo.finance), 'de');
    await finance.goto(`/manager/coaches/${coach!.id}`);
    await expect(finance.getByRole('heading', { level: 1 })).toHaveText(coach!.name);
    const card = finance.getByTestId('coach-yearly-statements');
    await expect(card).toContainText(de('Jahresbescheinigung'));
    const financeList = card.getByRole('list', { name: de('Jahresbescheinigungen') });
    await expect(financeList.getByTestId('yearly-statement')).toHaveCount(years.size);
    await expect(financeList.getByTestId('yearly-statement').filter({ hasText: String(year) })).toContainText(chf(total));
    await expectNoAxeViolations(finance, '/manager/coaches/:id (yearly statements, finance)');
    const financeDownload = await downloadYear(financeList, year);
    expect(financeDownload.suggestedFilename()).toBe(`yearly-statement-${year}-${coach!.id}.pdf`);
  } finally {
    await financeContext.close();
  }
});
