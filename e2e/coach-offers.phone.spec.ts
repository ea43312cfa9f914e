import { expect, test } from '@playwright/test';
import { unstaffedWorkshop } from './coach-offers-support';
import { fixtureUsers, login, snackbar, tr, expectNoAxeViolations } from './support';

/** Issue 18, point 4 on the phone: the open workshops page and the offer dialog, then withdrawing the offer. */

const de = (source: string) => tr('de', source);

test('a coach offers herself on the phone and withdraws the offer', async ({ page }) => {
  test.setTimeout(90_000);
  const workshopId = await unstaffedWorkshop(page.request, 'E2E Angebot Telefon');
  await login(page, fixtureUsers.offeringPhoneCoach.email);
  await page.goto('/manager/offers');
  const card = page.locator(`[data-testid="offerable-workshop"][data-workshop-id="${workshopId}"]`);
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page, 'the open workshops page on the phone');
  await card.getByRole('button', { name: de('Anbieten') }).click();
  const dialog = page.getByRole('dialog', { name: de('Workshop anbieten') });
  await expectNoAxeViolations(page, 'the offer dialog on the phone');
  await dialog.getByRole('button', { name: de('Anbieten') }).click();
  await expect(snackbar(page, de('Ihr Angebot ist gesendet'), 'success')).toBeVisible();
  const offered = page.getByTestId('own-offers').locator(`[data-workshop-id="${workshopId}"]`);
  await offered.getByRole('button', { name: de('Angebot zurückziehen') }).click();
  await expect(snackbar(page, de('Ihr Angebot ist zurückgezogen'), 'success')).toBeVisible();
  await expect(page.getByTestId('offerable-workshops').locator(`[data-workshop-id="${workshopId}"]`)).toBeVisible();
});
