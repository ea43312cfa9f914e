import { expect, test, type Page } from '@playwright/test';
import { swissDate } from './date-fields-support';
import { moneyInvoices } from './money-support';
import { apiLogin, demo, expectNoAxeViolations, queryD1, sqlText, tr, useSession } from './support';

/*
 * The money screens built for issue 33 at phone width: the booking journal, the coach's page with the yearly
 * statements and the credit-note dialog of an invoice card. Each loads, nothing overflows sideways, axe finds nothing.
 * Nothing is changed: the dialog is opened on the spec's own invoice (e2e/money-support.ts) and cancelled. Which
 * bookings the journal's default period holds depends on the specs running beside this one, so each journal test
 * picks a period whose content it knows.
 */
const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);
const zurichDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

async function expectNoSidewaysOverflow(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where}: no horizontal scrolling`).toBeLessThanOrEqual(0);
}

async function openJournal(page: Page, from: string, to: string) {
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');
  await page.goto('/manager/invoices/journal');
  await expect(page.getByRole('heading', { level: 1, name: de('Buchungsjournal') })).toBeVisible();
  await page.getByLabel(de('Von'), { exact: true }).fill(swissDate(from));
  await page.getByLabel(de('Bis'), { exact: true }).fill(swissDate(to));
}

test('phone: the journal page with its period, downloads and accounts fits the screen and passes axe', async ({ page }) => {
  // A period in the future: no booking is dated there, so the page shows its empty state.
  await openJournal(page, zurichDay(30), zurichDay(40));
  await expect(page.getByText(de('In diesem Zeitraum gibt es keine Buchungen, die noch nicht exportiert sind.'))).toBeVisible();
  await expect(page.getByRole('button', { name: de('Banana herunterladen') })).toBeDisabled();
  await expect(page.getByTestId('journal-accounts').getByRole('textbox').first()).toBeVisible();
  await expectNoSidewaysOverflow(page, '/manager/invoices/journal');
  await expectNoAxeViolations(page, '/manager/invoices/journal (phone)');
});

/*
 * At phone width the preview table is wider than the screen and scrolls sideways inside its box, which a keyboard
 * can focus (axe `scrollable-region-focusable`).
 */
test('phone: the journal’s preview table scrolls sideways in a box a keyboard can reach', async ({ page }) => {
  await openJournal(page, zurichDay(-14), zurichDay());
  await page.getByLabel(de('auch bereits exportierte Buchungen')).check();
  const table = page.getByTestId('journal-table');
  await expect(table.getByTestId('journal-booking').filter({ hasText: moneyInvoices.journal.number })).toHaveCount(1);
  await expectNoSidewaysOverflow(page, '/manager/invoices/journal (preview)');
  const box = table.locator('xpath=..');
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth), 'the table scrolls in its box').toBe(true);
  await expectNoAxeViolations(page, '/manager/invoices/journal (phone, preview table)');
});

test('phone: the credit-note dialog of an invoice card fits the screen and passes axe', async ({ page }) => {
  const { number } = moneyInvoices.stornoPhone;
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');
  await page.goto('/manager/invoices');
  await page.getByRole('button', { name: de('Verrechnet'), exact: true }).click();
  await page.getByLabel(de('Suche')).fill(number);
  const card = page.getByTestId('invoice').filter({ hasText: number });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('button', { name: de('Rechnung stornieren') })).toBeVisible();
  await expectNoSidewaysOverflow(page, '/manager/invoices (invoice card)');
  await card.getByRole('button', { name: de('Rechnung stornieren') }).click();
  const dialog = page.getByRole('dialog', { name: de('Rechnung {number} stornieren?', { number }) });
  await expect(dialog.getByLabel(de('Grund (steht auf der Gutschrift)'))).toBeVisible();
  await expectNoSidewaysOverflow(page, '/manager/invoices (cancel dialog)');
  await expectNoAxeViolations(page, '/manager/invoices (phone, cancel dialog)');
  await dialog.getByRole('button', { name: de('Abbrechen') }).click();
  await expect(dialog).toBeHidden();
  expect(
    queryD1(`SELECT 1 FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE i.number = ${sqlText(number)}`),
  ).toEqual([]);
});

test('phone: the coach’s yearly statements fit the screen and pass axe', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.coach), 'de');
  await page.goto('/manager/coach/expenses');
  const section = page.getByTestId('own-yearly-statements');
  await expect(section.getByRole('heading', { level: 2, name: de('Jahresbescheinigung') })).toBeVisible();
  const year = section.getByTestId('yearly-statement').first();
  await expect(year.getByRole('button', { name: /^PDF herunterladen: Jahresbescheinigung \d{4}$/ })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await expectNoSidewaysOverflow(page, '/manager/coach/expenses');
  await expectNoAxeViolations(page, '/manager/coach/expenses (phone, yearly statements)');
});
