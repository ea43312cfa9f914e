import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, useSession } from './support';

/* The school holidays section and its import dialog on a phone, as an admin (only reads; e2e/school-holidays.spec.ts imports). */

test('the school holidays section and its import dialog fit a phone', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin));
  await page.goto('/manager/masterdata/school-holidays');
  await expect(page.getByRole('heading', { level: 1, name: 'Stammdaten: Schulferien' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Schuljahr' }).selectOption('');
  await page.getByRole('combobox', { name: 'Kanton' }).selectOption({ label: 'Zürich' });
  const table = page.getByTestId('school-holidays-table');
  await expect(table).not.toContainText('Bern');
  await expect(table.getByRole('row').filter({ hasText: 'Herbstferien' })).toContainText('Zürich');
  await expectNoAxeViolations(page, 'the school holidays section on a phone');
  await page.getByRole('button', { name: 'Datei importieren' }).click();
  await expect(page.getByRole('dialog', { name: 'Schulferien importieren' })).toBeVisible();
  await expectNoAxeViolations(page, 'the import dialog on a phone');
});
