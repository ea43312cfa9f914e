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

test('phone: the coach sees a deleted claim with its reason; finance’s correction dialog', async ({ page, browser }) => {
  await useSession(page, await apiLogin(page.request, demo.coach), 'de');
  await page.goto('/manager/coach/expenses');
  const deleted = page.getByRole('region', { name: 'Von der Buchhaltung gelöschte Spesen' });
  await expect(deleted).toContainText('Begründung: Doppelt erfasst');
  await expectNoAxeViolations(page, '/manager/coach/expenses (phone, deleted)');

  const finance = await (await browser.newContext({ ...test.info().project.use })).newPage();
  await useSession(finance, await apiLogin(finance.request, demo.finance), 'de');
  await finance.goto('/manager/finance/expenses?state=pending');
  const card = finance.getByTestId('finance-expense-card').filter({ hasText: 'Sophie Favre' });
  await expect(card.getByTestId('expense-corrections')).toContainText('Begründung: Billet plein tarif');
  await card.getByRole('button', { name: /^Korrigieren/ }).click();
  await expect(finance.getByRole('dialog', { name: 'Spesen korrigieren' })).toBeVisible();
  await expectNoAxeViolations(finance, '/manager/finance/expenses (phone, correct)');
});
