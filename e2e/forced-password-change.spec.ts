import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, queryD1, snackbar, sqlText, tr } from './support';

test('a coach with a temporary password must change it, then sees the incomplete-profile banner', async ({ page }) => {
  // A seeded coach whose temporary password is still valid.
  const [coach] = queryD1<{ email: string }>(
    // Seeded (example.org) only: other tests create coaches with temporary passwords of their own meanwhile.
    `SELECT email FROM users WHERE role = 'coach' AND state = 'change-password' AND email LIKE '%@example.org'
       AND password_expires_at > unixepoch() ORDER BY password_expires_at DESC LIMIT 1`,
  );
  expect(coach, 'a seeded coach in state change-password with a valid temporary password').toBeTruthy();
  const email = coach!.email;

  await page.goto('/login');
  await page.getByLabel(tr('de', 'E-Mail'), { exact: true }).fill(email);
  await page.getByLabel(tr('de', 'Passwort'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: tr('de', 'Anmelden'), exact: true }).click();

  // Straight to the password change, which does not ask again for the temporary password just typed; nothing else
  // is reachable.
  await expect(page).toHaveURL(/\/manager\/profile\/password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Passwort ändern'));
  await expect(page.getByLabel(tr('de', 'Neues Passwort'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(tr('de', 'Temporäres Passwort'), { exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: tr('de', 'Neues Passwort erforderlich') })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('navigation').getByRole('link')).toHaveCount(0);
  await page.goto('/manager/profile');
  await expect(page).toHaveURL(/\/manager\/profile\/password$/);

  // After a reload the temporary password is asked for: it is kept in memory only.
  await expect(page.getByLabel(tr('de', 'Temporäres Passwort'), { exact: true })).toBeVisible();
  await page.getByLabel(tr('de', 'Temporäres Passwort'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(tr('de', 'Neues Passwort'), { exact: true }).fill('E2e-Own-2026!');
  await page.getByLabel(tr('de', 'Passwort bestätigen'), { exact: true }).fill('E2e-Own-2026!');
  await page.getByRole('button', { name: tr('de', 'Passwort ändern') }).click();

  await expect(snackbar(page, tr('de', 'Passwort erfolgreich geändert'), 'success')).toBeVisible();
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Dashboard'));
  expect(queryD1<{ state: string }>(`SELECT state FROM users WHERE email = ${sqlText(email)}`)[0]?.state).toBe('incomplete');

  // The back office now shows the menu and the incomplete-profile banner.
  await expect(page.getByRole('complementary').getByRole('link', { name: tr('de', 'Mein Profil') })).toBeVisible();
  await expect(page.getByText(tr('de', 'Ihr Profil ist unvollständig'), { exact: true })).toBeVisible();
  const request = page.getByRole('button', { name: tr('de', 'Validierung anfordern') });
  await expect(request).toBeVisible();

  // The profile is incomplete: requesting validation fails with "Please fill all required fields".
  await request.click();
  const fillAll = tr('de', 'Bitte füllen Sie alle Pflichtfelder aus');
  await expect(snackbar(page, fillAll, 'error')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: fillAll })).toBeVisible();
  expect(queryD1<{ state: string }>(`SELECT state FROM users WHERE email = ${sqlText(email)}`)[0]?.state).toBe('incomplete');
});
