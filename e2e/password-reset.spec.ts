import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fixtureUsers, login, queryD1, snackbar, sqlText, tr } from './support';

/** Unique per attempt: a retry sets a password the account has not had yet. */
const NEW_PASSWORD = `E2e-Reset-${Date.now().toString(36)}!`;

test('forgot password -> email -> reset link -> new password works, old one and the used link do not', async ({ page }) => {
  // The test's own account (e2e/fixtures.setup.ts): no other test signs in with it, whatever the order.
  const { email } = fixtureUsers.passwordReset;
  const lastId = Number(queryD1<{ lastId: number }>('SELECT coalesce(max(id), 0) AS lastId FROM mail_outbox')[0]?.lastId ?? 0);

  await page.goto('/login');
  const forgot = page.getByRole('button', { name: tr('de', 'Passwort vergessen?') });
  const dialog = page.getByRole('dialog', { name: tr('de', 'Passwort vergessen') });

  // Cancel closes the dialog.
  await forgot.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: tr('de', 'Abbrechen') }).click();
  await expect(dialog).toBeHidden();

  // An empty email is refused in the dialog.
  await forgot.click();
  const dialogEmail = dialog.getByLabel(tr('de', 'E-Mail'), { exact: true });
  await dialog.getByRole('button', { name: tr('de', 'Link senden') }).click();
  await expect(dialogEmail).toHaveAccessibleDescription(tr('de', 'Pflichtfeld'));

  // Send link: snackbar "Email sent" and the dialog closes.
  await dialogEmail.fill(email);
  await dialog.getByRole('button', { name: tr('de', 'Link senden') }).click();
  await expect(snackbar(page, tr('de', 'E-Mail versendet'), 'success')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The reset email is in the outbox (it may still be queued).
  let body = '';
  await expect
    .poll(
      () => {
        const rows = queryD1<{ text_body: string }>(
          // By template: another spec's news item may mail this account meanwhile (N01).
          `SELECT text_body FROM mail_outbox WHERE recipient = ${sqlText(email)} AND id > ${lastId}
             AND template = 'password-reset' ORDER BY id DESC LIMIT 1`,
        );
        body = rows[0]?.text_body ?? '';
        return body;
      },
      { timeout: 10_000 },
    )
    .toMatch(/\/password-reset\/[^\s/]+/);
  const resetPath = /\/password-reset\/[A-Za-z0-9_-]+/.exec(body)![0];

  // The reset page: email prefilled from the token.
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Passwort zurücksetzen'));
  const emailField = page.getByLabel(tr('de', 'E-Mail'), { exact: true });
  await expect(emailField).toHaveValue(email);
  const password = page.getByLabel(tr('de', 'Neues Passwort'), { exact: true });
  const confirmation = page.getByLabel(tr('de', 'Passwort bestätigen'), { exact: true });
  // The button says what it does; "Zur Anmeldung" stays the secondary link.
  const submit = page.getByRole('button', { name: tr('de', 'Neues Passwort speichern'), exact: true });

  // Passwords must match.
  await password.fill(NEW_PASSWORD);
  await confirmation.fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(confirmation).toHaveAccessibleDescription(tr('de', 'Die Passwörter stimmen nicht überein'));
  await expect(page).toHaveURL(new RegExp(`${resetPath}$`));

  // Too short.
  await password.fill('abc');
  await confirmation.fill('abc');
  await submit.click();
  await expect(password).toHaveAccessibleDescription(new RegExp(tr('de', 'Zu kurz!')));
  await expect(page).toHaveURL(new RegExp(`${resetPath}$`));

  // A valid new password.
  await password.fill(NEW_PASSWORD);
  await confirmation.fill(NEW_PASSWORD);
  await submit.click();
  await expect(snackbar(page, tr('de', 'Passwort erfolgreich zurückgesetzt'), 'success')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The new password signs in.
  await login(page, email, NEW_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Dashboard'));
  await page
    .getByRole('complementary')
    .getByRole('button', { name: tr('de', 'Abmelden') })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer does.
  await page.getByLabel(tr('de', 'E-Mail'), { exact: true }).fill(email);
  await page.getByLabel(tr('de', 'Passwort'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: tr('de', 'Anmelden'), exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    tr('de', 'Wir konnten Ihre Anmeldedaten leider nicht finden'),
  );
  await expect(page).toHaveURL(/\/login$/);

  // The link was used: it is now invalid.
  await page.goto(resetPath);
  await expect(page.getByRole('alert')).toContainText(tr('de', 'Dieser Link ist ungültig oder abgelaufen'));
  await expect(page.getByLabel(tr('de', 'Neues Passwort'), { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: tr('de', 'Zur Anmeldung') })).toHaveAttribute('href', '/login');
});
