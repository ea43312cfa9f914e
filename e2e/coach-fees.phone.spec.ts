import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, login, tr, useSession } from './support';

/**
 * Fees on a phone: the coach's fees with the extra-fee form, and finance's list with its filters, totals and
 * actions. Read only: nothing is entered or marked.
 */
const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);

test('phone: the coach’s fees and finance’s fee list load and pass axe', async ({ browser, page }) => {
  test.setTimeout(90_000);
  await login(page, demo.coach);
  await page.goto('/manager/coach/expenses');
  const section = page.getByTestId('own-fees');
  await expect(section.getByRole('heading', { name: de('Honorare und Zusatzhonorare') })).toBeVisible();
  await expect(section.getByRole('heading', { name: de('Zusatzhonorar erfassen') })).toBeVisible();
  await expect(
    section
      .getByRole('list', { name: de('Meine Honorare') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/manager/coach/expenses (phone)');

  const finance = await (await browser.newContext({ ...test.info().project.use })).newPage();
  await useSession(finance, await apiLogin(finance.request, demo.finance), 'de');
  await finance.goto('/manager/finance/coach-fees?state=all');
  await expect(finance.getByRole('heading', { level: 1, name: de('Honorare') })).toBeVisible();
  // Cards on a phone, each with its kind, amount and payout month on screen; the table is for wider screens.
  await expect(finance.getByTestId('fees-table')).toBeHidden();
  const cards = finance.getByRole('list', { name: /^Honorare \(\d+\)$/ }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(de('Honorar'));
  await expect(cards.first()).toContainText(/Betrag CHF [\d’'.]+ · Auszahlung \p{L}+ \d{4}/u);
  const overflowing = await cards.first().evaluate((card) => card.getBoundingClientRect().right > window.innerWidth);
  expect(overflowing, 'the card fits the screen').toBe(false);
  expect(await finance.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(finance.viewportSize()!.width);
  await expect(finance.getByTestId('fees-totals-phone')).toContainText('CHF');
  await expect(finance.getByRole('link', { name: de('Auszahlungslauf') })).toBeVisible();
  await expectNoAxeViolations(finance, '/manager/finance/coach-fees (phone)');
  await finance.getByRole('button', { name: de('Zusatzhonorar erfassen') }).click();
  await expect(finance.getByRole('dialog', { name: de('Zusatzhonorar erfassen') })).toBeVisible();
  await expectNoAxeViolations(finance, 'extra fee dialog (phone)');
});
