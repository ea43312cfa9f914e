import { expect, type Locator, type Page } from '@playwright/test';

/** Focuses the opener with the keyboard's Tab key (not a click) and presses Enter. */
export async function openWithKeyboard(page: Page, opener: Locator) {
  await opener.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Waits until the dialog has taken the focus (its keyboard handlers are then in place, as for a person). */
export async function expectFocusInside(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** Opens the dialog from `opener`, closes it with Escape, then with `closeButton`; each time the opener has the focus. */
export async function expectFocusReturns(page: Page, opener: Locator, dialog: Locator, closeButton: string) {
  await openWithKeyboard(page, opener);
  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expectFocusInside(dialog);
  const close = dialog.getByRole('button', { name: closeButton, exact: true });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
