import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, tr, useSession } from './support';

/**
 * The payout screens at phone width (no run here: the desktop spec runs last month's payout): finance's preview of
 * last month with a blocked coach and the past runs, and a coach's statements.
 */
const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);

test('phone: the payouts page and the coach’s statements load and pass axe', async ({ page, browser }) => {
  await useSession(page, await apiLogin(page.request, demo.finance));
  await page.goto('/manager/finance/payouts');
  await expect(page.getByRole('heading', { level: 1, name: de('Auszahlungen') })).toBeVisible();
  await expect(page.getByTestId('payout-run').first()).toBeVisible();
  await page.getByTestId('payout-run').first().locator('summary').click();
  await expect(page.getByTestId('payout-run').first().getByTestId('run-coach').first()).toBeVisible();
  await expectNoAxeViolations(page, '/manager/finance/payouts (phone)');
  const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(0);

  const coachContext = await browser.newContext({ ...test.info().project.use });
  const coachPage = await coachContext.newPage();
  await useSession(coachPage, await apiLogin(coachPage.request, 'jonas.widmer@example.org'));
  await coachPage.goto('/manager/coach/expenses');
  await expect(coachPage.getByTestId('own-statement').first()).toBeVisible();
  await expectNoAxeViolations(coachPage, '/manager/coach/expenses (phone)');
  await coachContext.close();
});
