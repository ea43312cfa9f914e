import { expect, test } from '@playwright/test';
import { expectFocusInside, expectFocusReturns, openWithKeyboard } from './keyboard-support';
import { apiLogin, demo, tr, useSession, expectNoAxeViolations } from './support';

/** Issue 11, point 9 on a 390 px phone: the drawer and its language dialog, and the order of dialog buttons. */

const de = (source: string) => tr('de', source);

test.use({ viewport: { width: 390, height: 844 } });

test('the drawer opens on its first entry, gives the focus back to the menu button and has no duplicate ids', async ({
  page,
}) => {
  await useSession(page, await apiLogin(page.request, demo.coach), 'de');
  await page.goto('/manager');
  const menuButton = page.getByRole('button', { name: de('Menü öffnen') });
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: de('Hauptmenü') }) });

  await openWithKeyboard(page, menuButton);
  await expect(drawer.getByRole('navigation').getByRole('link').first()).toBeFocused();
  // The coach's menu shows the badge of open requests, in the hidden desktop drawer and in this one.
  // The entry's name is its text with the badge's (label in name): "Coach-Anfragen 2 offene Anfragen".
  await expect(drawer.getByRole('link', { name: new RegExp(`^${de('Coach-Anfragen')} \\d+ `) })).toBeVisible();
  const duplicateIds = await page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(duplicateIds).toEqual([]);
  await expectNoAxeViolations(page, 'the open drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  await expectFocusReturns(page, menuButton, drawer, de('Menü schliessen'));

  // The language dialog replaces the drawer; closed, it gives the focus back to the menu button.
  await openWithKeyboard(page, menuButton);
  await expectFocusInside(drawer);
  await drawer.getByRole('button', { name: /^Sprache: / }).focus();
  await page.keyboard.press('Enter');
  const language = page.getByRole('dialog', { name: de('Sprache wählen') });
  await expectFocusInside(language);
  await expect(drawer).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(language).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('the buttons of a dialog are tabbed in the order they are shown', async ({ page }) => {
  await page.goto('/login');
  const opener = page.getByRole('button', { name: de('Passwort vergessen?') });
  const dialog = page.getByRole('dialog', { name: de('Passwort vergessen') });
  await openWithKeyboard(page, opener);
  const email = dialog.getByLabel(de('E-Mail'));
  await expect(email).toBeFocused();

  // Stacked on a phone: top to bottom is the Tab order.
  const cancel = dialog.getByRole('button', { name: de('Abbrechen') });
  const send = dialog.getByRole('button', { name: de('Link senden') });
  const [cancelBox, sendBox] = [await cancel.boundingBox(), await send.boundingBox()];
  const shownFirst = cancelBox!.y < sendBox!.y ? cancel : send;
  const shownSecond = shownFirst === cancel ? send : cancel;
  expect(Math.abs(cancelBox!.y - sendBox!.y)).toBeGreaterThan(20);
  await page.keyboard.press('Tab');
  await expect(shownFirst).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shownSecond).toBeFocused();
  await expectNoAxeViolations(page, 'the forgot password dialog on a phone');

  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
});
