import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, setLanguage, useSession } from './support';

/* The general terms and organisation sections and the public terms page at phone width (read only: nothing changes). */

test('phone: the terms and organisation sections and the public terms page', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto('/manager/masterdata/terms');
  const terms = page.getByTestId('terms-section');
  await expect(terms.getByRole('region', { name: 'Deutsch' }).getByText('Geltend', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'master data, general terms (phone)');

  await page.getByRole('button', { name: 'Neue Version veröffentlichen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue AGB-Version veröffentlichen' });
  await expect(dialog.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'publish dialog of the general terms (phone)');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  await page.goto('/manager/masterdata/organisation');
  await expect(page.getByTestId('organisation-section').getByLabel('Telefon')).toBeEditable();
  await expectNoAxeViolations(page, 'master data, organisation (phone)');
});

test('phone: the public page of the general terms', async ({ page }) => {
  await setLanguage(page, 'de');
  await page.goto('/general-terms');
  await expect(page.getByTestId('general-terms-version')).toContainText('Version');
  await expectNoAxeViolations(page, 'public page of the general terms (phone)');
});
