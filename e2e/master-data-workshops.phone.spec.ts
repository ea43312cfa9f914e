import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, useSession } from './support';

/* The offered workshops section and its editor at phone width (Pixel 7), for an associate; nothing is saved. */

test('the offered workshops section and the new-offer dialog are accessible on a phone', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  await page.goto('/manager/masterdata/workshops');
  const list = page.getByRole('list', { name: 'Angebote' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the offered workshops section (phone)');

  await page.getByRole('button', { name: 'Neues Angebot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Angebot' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  // Checked in the browser before anything is sent: the German title and the price are required.
  await expect(dialog.getByRole('textbox', { name: 'Titel (Deutsch)' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Preis (CHF)', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'the new-offer dialog with errors (phone)');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
});
