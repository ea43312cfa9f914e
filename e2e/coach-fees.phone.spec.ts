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
  await expect(finance.getByTestId('fees-table')).toBeVisible();
  await expect(finance.getByTestId('fees-totals')).toContainText('CHF');
  await expect(finance.getByRole('link', { name: de('Auszahlungslauf') })).toBeVisible();
  await expectNoAxeViolations(finance, '/manager/finance/coach-fees (phone)');
  await finance.getByRole('button', { name: de('Zusatzhonorar erfassen') }).click();
  await expect(finance.getByRole('dialog', { name: de('Zusatzhonorar erfassen') })).toBeVisible();
  await expectNoAxeViolations(finance, 'extra fee dialog (phone)');
});
