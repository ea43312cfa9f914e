import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, useSession } from './support';

/* Master data, materials and team, at phone width: the lists and their dialogs are accessible. */

test('the materials and team sections at phone width', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin));
  await page.goto('/manager/masterdata/materials');
  await expect(page.getByRole('list', { name: /^Material \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the materials section (phone)');
  await page.getByRole('button', { name: 'Neues Material' }).click();
  await expect(page.getByRole('dialog', { name: 'Neues Material' })).toBeVisible();
  await expectNoAxeViolations(page, 'the material dialog (phone)');
  await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();

  await page.goto('/manager/masterdata/associates');
  await expect(page.getByRole('list', { name: /^Team \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the team section (phone)');
  await page.getByRole('button', { name: 'Neues Teammitglied' }).click();
  await expect(page.getByRole('dialog', { name: 'Neues Teammitglied' })).toBeVisible();
  await expectNoAxeViolations(page, 'the team member dialog (phone)');
});
