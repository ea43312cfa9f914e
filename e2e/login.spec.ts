import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, setLanguage, snackbar, tr, type Lang } from './support';

const fields = (page: Page, lang: Lang = 'de') => ({
  email: page.getByLabel(tr(lang, 'E-Mail'), { exact: true }),
  password: page.getByLabel(tr(lang, 'Passwort'), { exact: true }),
  submit: page.getByRole('button', { name: tr(lang, 'Anmelden'), exact: true }),
});

test('the bot check is not configured: its note shows and the submit button is enabled', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  await expect(page.getByTestId('bot-check-not-configured')).toHaveText(tr('de', 'Bot-Prüfung nicht konfiguriert'));
  await expect(fields(page).submit).toBeEnabled();
});

test('empty submit shows Required at both fields; an invalid email is rejected', async ({ page }) => {
  await page.goto('/login');
  const { email, password, submit } = fields(page);
  await submit.click();
  const required = tr('de', 'Pflichtfeld');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(required);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(required);
  await expect(page.getByRole('alert').filter({ hasText: required })).toHaveCount(2);
  await expect(page).toHaveURL(/\/login$/);

  await email.fill('not-an-email');
  await password.fill('x');
  await submit.click();
  await expect(email).toHaveAccessibleDescription(tr('de', 'E-Mail-Adresse ungültig'));
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
});

test('empty submit in English shows "Required"', async ({ page }) => {
  await setLanguage(page, 'en');
  await page.goto('/login');
  const { email, password, submit } = fields(page, 'en');
  await submit.click();
  await expect(email).toHaveAccessibleDescription('Required');
  await expect(password).toHaveAccessibleDescription('Required');
});

test('a wrong password shows the wrong-credentials message (German and French)', async ({ page }) => {
  await page.goto('/login');
  let f = fields(page);
  await f.email.fill(demo.admin);
  await f.password.fill('definitely-wrong');
  await f.submit.click();
  const message = tr('de', 'Wir konnten Ihre Anmeldedaten leider nicht finden');
  expect(message).toBe('Wir konnten Ihre Anmeldedaten leider nicht finden');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
  await expect(snackbar(page, message, 'error')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  // The same in French (switching the language keeps the page).
  await page.getByRole('button', { name: 'Français' }).click();
  f = fields(page, 'fr');
  await f.email.fill('nobody@example.org');
  await f.password.fill('definitely-wrong');
  await f.submit.click();
  const french = tr('fr', 'Wir konnten Ihre Anmeldedaten leider nicht finden');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(french);
  await expect(snackbar(page, french, 'error')).toBeVisible();
});

test('a successful login shows "Login successful" and lands on /manager; /login then redirects', async ({ page }) => {
  await page.goto('/login');
  const { email, password, submit } = fields(page);
  await email.fill(demo.admin);
  await password.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/manager$/);
  await expect(snackbar(page, tr('de', 'Erfolgreich angemeldet'), 'success')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Dashboard'));
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

  // Already signed in: /login and /password-reset/... go to the back office.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Dashboard'));
  await page.goto('/password-reset/some-token');
  await expect(page).toHaveURL(/\/manager$/);
});

test('a /manager URL when signed out goes to /login and back there after login', async ({ page }) => {
  await page.goto('/manager/statistics');
  await expect(page).toHaveURL(/\/login$/);
  const { email, password, submit } = fields(page);
  await email.fill(demo.admin);
  await password.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/manager\/statistics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Berichte'));
});
