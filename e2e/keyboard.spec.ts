import { expect, test, type Page } from '@playwright/test';
import { expectFocusReturns, openWithKeyboard } from './keyboard-support';
import { createInquiry } from './manager-support';
import { apiLogin, demo, queryD1, tr, useSession, expectNoAxeViolations } from './support';

/**
 * Issue 11, point 9: every dialog gives the focus back to the button that opened it, however it is closed, and
 * opens on its first meaningful control. Each dialog is opened from the keyboard.
 */

const de = (source: string) => tr('de', source);

async function validatedWorkshop(page: Page): Promise<number> {
  const inquiry = await createInquiry(page.request, 'E2E Tastatur');
  const session = await apiLogin(page.request, demo.associate);
  const validated = await page.request.post(`/api/inquiries/${inquiry.id}/validate`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(validated.status()).toBe(200);
  const [workshop] = queryD1<{ id: number }>(
    `SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NULL LIMIT 1`,
  );
  return workshop!.id;
}

test('forgot password: the focus starts in the email field and returns to its button', async ({ page }) => {
  await page.goto('/login');
  const opener = page.getByRole('button', { name: de('Passwort vergessen?') });
  const dialog = page.getByRole('dialog', { name: de('Passwort vergessen') });
  await openWithKeyboard(page, opener);
  await expect(dialog.getByLabel(de('E-Mail'))).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
  await expectFocusReturns(page, opener, dialog, de('Abbrechen'));
  await expectFocusReturns(page, opener, dialog, de('Schliessen'));
});

test('language: the focus returns to the drawer button that opened the dialog', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  await page.goto('/manager');
  const opener = page.getByRole('complementary').getByRole('button', { name: /^Sprache: / });
  const dialog = page.getByRole('dialog', { name: de('Sprache wählen') });
  await expectFocusReturns(page, opener, dialog, de('Schliessen'));
  // Choosing the language already shown closes it too.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Deutsch' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('workshop: request coaches, duplicate and cancel return the focus to their buttons', async ({ page }) => {
  test.setTimeout(90_000);
  const workshopId = await validatedWorkshop(page);
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  await page.goto(`/manager/workshops/${workshopId}`);

  // "Coaches anfragen" opens on its first control once the candidates are loaded, not on its × button.
  const request = page.getByRole('button', { name: de('Coaches anfragen') });
  const requestDialog = page.getByRole('dialog', { name: de('Coaches anfragen') });
  await openWithKeyboard(page, request);
  await expect(requestDialog.getByRole('checkbox', { name: de('Nur verfügbare') })).toBeFocused();
  await expectNoAxeViolations(page, 'the request coaches dialog');
  await page.keyboard.press('Escape');
  await expect(request).toBeFocused();
  await expectFocusReturns(page, request, requestDialog, de('Abbrechen'));

  const duplicate = page.getByRole('button', { name: de('Duplizieren') });
  const duplicateDialog = page.getByRole('dialog', { name: de('Workshop duplizieren') });
  await expectFocusReturns(page, duplicate, duplicateDialog, de('Abbrechen'));

  const cancel = page.getByRole('button', { name: de('Absagen'), exact: true });
  const cancelDialog = page.getByRole('dialog');
  await expectFocusReturns(page, cancel, cancelDialog, de('Abbrechen'));
  await expectNoAxeViolations(page, 'the workshop page after the dialogs');
});
