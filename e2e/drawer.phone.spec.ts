import { expect, test } from '@playwright/test';
import { apiLogin, demo, queryD1, sqlText, tr, useSession } from './support';

test('phone: the menu is a drawer from the right behind a menu button', async ({ page }) => {
  const email = demo.associate;
  const [user] = queryD1<{ firstname: string; lastname: string }>(
    `SELECT firstname, lastname FROM users WHERE email = ${sqlText(email)}`,
  );
  const fullName = `${user!.firstname} ${user!.lastname}`;
  await useSession(page, await apiLogin(page.request, email), 'de');
  await page.goto('/manager');
  await expect(page.getByRole('heading', { level: 1, name: tr('de', 'Dashboard') })).toBeVisible();

  // No permanent drawer on a narrow screen: the navigation is hidden until the menu button is used.
  await expect(page.getByRole('navigation', { name: tr('de', 'Hauptmenü') })).toBeHidden();
  const menuButton = page.getByRole('button', { name: tr('de', 'Menü öffnen') });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: fullName });
  await expect(drawer).toBeVisible();
  // While the modal drawer is open the page behind it is hidden from assistive technology.
  await expect(page.getByRole('button', { name: tr('de', 'Menü öffnen'), includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menuButton).toBeHidden();
  await expect(drawer.getByText(email, { exact: true })).toBeVisible();

  // It is anchored to the right edge of the viewport.
  const viewport = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? Math.round(box.x + box.width) : -1;
    })
    .toBe(viewport.width);
  const box = (await drawer.boundingBox())!;
  expect(box.x).toBeGreaterThan(0);
  expect(box.width).toBeLessThan(viewport.width);

  // The role's entries.
  const nav = drawer.getByRole('navigation', { name: tr('de', 'Hauptmenü') });
  const labels = [
    'Dashboard',
    'Anfragen',
    'Workshops',
    'Coaches',
    'Stammdaten',
    'News',
    'Evaluationen nach Coach',
    'Berichte',
    'Mein Profil',
  ];
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) await expect(links.nth(index)).toHaveAccessibleName(tr('de', label));

  // Following an entry navigates and closes the drawer.
  await nav.getByRole('link', { name: tr('de', 'Workshops'), exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/workshops$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Workshops'));
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // The close button closes it.
  await menuButton.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: tr('de', 'Workshops'), exact: true })).toHaveAttribute('aria-current', 'page');
  await drawer.getByRole('button', { name: tr('de', 'Menü schliessen') }).click();
  await expect(drawer).toBeHidden();

  // Escape closes it too.
  await menuButton.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/manager\/workshops$/);
});
