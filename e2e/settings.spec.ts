import { expect, test } from '@playwright/test';
import { fixtureUsers, login, queryD1, snackbar, sqlText, tr } from './support';

test('settings: a notification switched off stays off, the language changes the interface, the password changes', async ({
  page,
}) => {
  const { email } = fixtureUsers.settings;
  await login(page, email);
  await page
    .getByRole('complementary')
    .getByRole('link', { name: tr('de', 'Mein Profil') })
    .click();
  await page.getByRole('link', { name: tr('de', 'Einstellungen') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Einstellungen'));

  const profileChanges = page.getByRole('checkbox', { name: tr('de', 'Profiländerungen') });
  await expect(profileChanges).toBeChecked();
  // HR sees only the toggles that apply to HR: no coach requests, no new inquiries.
  await expect(page.getByRole('checkbox', { name: tr('de', 'Neue Coach-Anfragen') })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: tr('de', 'Neue Workshop-Anfragen') })).toHaveCount(0);
  await profileChanges.uncheck();
  await page.getByRole('radio', { name: 'Français' }).check();
  await page.getByRole('button', { name: tr('de', 'Speichern') }).click();

  // Saved in French: the interface switched with it.
  await expect(snackbar(page, tr('fr', 'Erfolgreich gespeichert'), 'success')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('fr', 'Einstellungen'));
  const [row] = queryD1<{ language: string; notifications: string }>(
    `SELECT u.language, s.notifications FROM users u JOIN user_settings s ON s.user_id = u.id WHERE u.email = ${sqlText(email)}`,
  );
  expect(row?.language).toBe('fr');
  expect(JSON.parse(row!.notifications)).toMatchObject({ profileChanges: false, coachRequests: true });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: tr('fr', 'Profiländerungen') })).not.toBeChecked();

  // Password change: the server's message for a wrong current password, then success.
  await page.goto('/manager/profile/password');
  await page.getByLabel(tr('fr', 'Bisheriges Passwort'), { exact: true }).fill('Not-The-Password-1');
  await page.getByLabel(tr('fr', 'Neues Passwort'), { exact: true }).fill('Sandra-Neu-2026');
  await page.getByLabel(tr('fr', 'Passwort bestätigen'), { exact: true }).fill('Sandra-Neu-2026');
  await page.getByRole('button', { name: tr('fr', 'Passwort ändern') }).click();
  // The server's message at the form and at the field (both announced); nothing typed is lost.
  const wrongPassword = tr('fr', 'Das bisherige Passwort ist falsch');
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: wrongPassword })).toHaveCount(2);
  await expect(page.getByLabel(tr('fr', 'Bisheriges Passwort'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(tr('fr', 'Neues Passwort'), { exact: true })).toHaveValue('Sandra-Neu-2026');

  await page.getByLabel(tr('fr', 'Bisheriges Passwort'), { exact: true }).fill('Demo-2026!');
  await page.getByRole('button', { name: tr('fr', 'Passwort ändern') }).click();
  await expect(snackbar(page, tr('fr', 'Passwort erfolgreich geändert'), 'success')).toBeVisible();
  const login2 = await page.request.post('/api/login', { data: { email, password: 'Sandra-Neu-2026' } });
  expect(login2.status()).toBe(200);
});
