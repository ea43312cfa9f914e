import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, fixtureUsers, queryD1, sqlText, tr } from './support';

const { email } = fixtureUsers.twoFactorAssociate;
const PHONE = { width: 390, height: 844 };

/** The code an authenticator app shows `offset` 30-second steps from now (the server accepts ±1 step, each once). */
const codeAt = (secret: string, offset: number) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);

/** The code field (its label carries the required mark, which the accessible name leaves out). */
const codeField = (page: Page) => page.getByRole('textbox', { name: tr('de', 'Code aus der App'), exact: true });

async function passwordStep(page: Page) {
  await page.goto('/login');
  await page.getByLabel(tr('de', 'E-Mail'), { exact: true }).fill(email);
  await page.getByLabel(tr('de', 'Passwort'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: tr('de', 'Anmelden'), exact: true }).click();
  await expect(codeField(page)).toBeVisible();
}

async function signOut(page: Page) {
  await page
    .getByRole('complementary')
    .getByRole('button', { name: tr('de', 'Abmelden') })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

test('two-factor sign-in: set up in My profile, then sign in with a code from the app and with a recovery code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByLabel(tr('de', 'E-Mail'), { exact: true }).fill(email);
  await page.getByLabel(tr('de', 'Passwort'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: tr('de', 'Anmelden'), exact: true }).click();
  await page.waitForURL(/\/manager(\/|$)/);

  await page
    .getByRole('complementary')
    .getByRole('link', { name: tr('de', 'Mein Profil') })
    .click();
  await page.getByRole('link', { name: tr('de', 'Zwei-Faktor-Anmeldung'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Zwei-Faktor-Anmeldung'));
  await expectNoAxeViolations(page, 'two-factor page, not set up');

  // Set up: QR code and the key to type by hand; the first code from the "app" turns it on.
  await page.getByRole('button', { name: tr('de', 'Zwei-Faktor-Anmeldung einrichten') }).click();
  await expect(page.getByRole('img', { name: tr('de', 'QR-Code für die Authenticator-App') })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page, 'two-factor set-up with QR code');
  await codeField(page).fill('000000' === codeAt(secret, 0) ? '111111' : '000000');
  await page.getByRole('button', { name: tr('de', 'Bestätigen und einschalten') }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: tr('de', 'Der Code ist falsch oder wurde bereits verwendet') }),
  ).not.toHaveCount(0);
  // The code that turns it on is used up: replayed at sign-in below it is refused (even after the 30 s step changed).
  const setUpCode = codeAt(secret, 0);
  await codeField(page).fill(setUpCode);
  await page.getByRole('button', { name: tr('de', 'Bestätigen und einschalten') }).click();

  // Ten recovery codes, shown once.
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await expectNoAxeViolations(page, 'recovery codes');
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'recovery codes on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: tr('de', 'Ich habe die Codes gesichert') }).click();
  await expect(page.getByTestId('recovery-codes-left')).toContainText('10');
  const [row] = queryD1<{ totp_secret: string; totp_enabled_at: number | null }>(
    `SELECT totp_secret, totp_enabled_at FROM users WHERE email = ${sqlText(email)}`,
  );
  expect(row!.totp_enabled_at).not.toBeNull();
  expect(row!.totp_secret).toMatch(/^enc1:/);
  await expectNoAxeViolations(page, 'two-factor page, set up');

  // Signed out, the password alone no longer signs in: the code from the app does (the next step's: each code once).
  await signOut(page);
  await passwordStep(page);
  await expectNoAxeViolations(page, 'sign-in code step');
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'sign-in code step on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await codeField(page).fill(setUpCode);
  await page.getByRole('button', { name: tr('de', 'Bestätigen'), exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: tr('de', 'Der Code ist falsch oder wurde bereits verwendet') }),
  ).toBeVisible();
  await codeField(page).fill(codeAt(secret, 1));
  await page.getByRole('button', { name: tr('de', 'Bestätigen'), exact: true }).click();
  await page.waitForURL(/\/manager(\/|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Dashboard'));

  // And with a recovery code instead; it is used up afterwards.
  await signOut(page);
  await passwordStep(page);
  await page.getByRole('button', { name: tr('de', 'Wiederherstellungscode verwenden') }).click();
  await page.getByRole('textbox', { name: tr('de', 'Wiederherstellungscode'), exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: tr('de', 'Bestätigen'), exact: true }).click();
  await page.waitForURL(/\/manager(\/|$)/);
  await page.goto('/manager/profile/two-factor');
  await expect(page.getByTestId('recovery-codes-left')).toContainText('9');
});
