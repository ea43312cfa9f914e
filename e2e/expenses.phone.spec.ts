import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, useSession } from './support';

/** Issue 13 on a phone: the coach's expenses (with the form open) and finance's list as cards load and pass axe. */

test('phone: the coach’s expenses and the form', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.coach), 'de');
  await page.goto('/manager/coach/expenses');
  const section = page.getByTestId('own-expenses');
  await expect(section.getByTestId('own-expense').first()).toBeVisible();
  await expectNoAxeViolations(page, '/manager/coach/expenses (phone)');
  await section.getByRole('button', { name: 'Spesen erfassen' }).click();
  await expect(section.getByLabel('Belege (Fotos oder PDF)')).toHaveAttribute('accept', 'image/*,application/pdf');
  await expectNoAxeViolations(page, '/manager/coach/expenses (phone, form)');
});

test('phone: finance’s expenses as cards with the total', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');
  await page.goto('/manager/finance/expenses');
  await expect(page.getByTestId('finance-expense-card').first()).toBeVisible();
  await expect(page.getByTestId('expense-totals-phone')).toContainText('Total aller');
  await expect(page.getByRole('table')).toBeHidden();
  await expectNoAxeViolations(page, '/manager/finance/expenses (phone)');
});
