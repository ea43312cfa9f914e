import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, useSession } from './support';

test('the master-data lists and their editor work at phone width', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto('/manager/masterdata/lists');
  const picker = page.getByRole('combobox', { name: 'Liste', exact: true });
  await picker.selectOption({ label: 'Coach-Sprachen' });
  await expect(page.getByTestId('list-entry').first()).toBeVisible();
  await expectNoAxeViolations(page, '/manager/masterdata/lists (coach languages, phone)');

  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eintrag hinzufügen' });
  await expect(dialog.getByRole('textbox', { name: 'Sprachcode (ISO 639-1)' })).toBeVisible();
  await expectNoAxeViolations(page, '/manager/masterdata/lists (add dialog, phone)');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
});
