import { expect, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, expectNoAxeViolations, queryD1, snackbar, sqlText, tr, trPlural, useSession } from './support';

/**
 * Issue 17: the signed-in devices in My profile (sign out one, then all others), and a coach replacing the IBAN
 * confirms the password in the shared dialog; the save goes through afterwards without retyping anything.
 * e2e/sessions.spec.ts (desktop) and e2e/sessions.phone.spec.ts run these at the same time, each with its own accounts.
 */

const de = (source: string) => tr('de', source);

async function signedInPage(page: Page, email: string) {
  const session = await apiLogin(page.request, email);
  await useSession(page, session, 'de');
  return session;
}

const devices = (page: Page) => page.getByRole('list', { name: de('Angemeldete Geräte') }).getByRole('listitem');

export async function signOutOtherDevices(page: Page, user: { email: string }) {
  const laptop = await apiLogin(page.request, user.email);
  const tablet = await apiLogin(page.request, user.email);
  await signedInPage(page, user.email);

  await page.goto('/manager/profile');
  await expect(page.getByRole('heading', { name: de('Angemeldete Geräte') })).toBeVisible();
  const thisDevice = devices(page).filter({ hasText: de('Dieses Gerät') });
  await expect(thisDevice).toHaveCount(1);
  await expect(devices(page).first()).toContainText(de('Dieses Gerät'));
  const before = await devices(page).count();
  expect(before).toBeGreaterThanOrEqual(3);
  await expectNoAxeViolations(page, 'my profile with the signed-in devices');

  // One other device.
  const signOutDevice = new RegExp(`^${tr('de', '{0} abmelden').replace('{0}', '.+')}$`);
  await devices(page).nth(1).getByRole('button', { name: signOutDevice }).click();
  const confirmOne = page.getByRole('dialog', { name: de('Gerät abmelden?') });
  await expectNoAxeViolations(page, 'the sign-out confirmation');
  await confirmOne.getByRole('button', { name: de('Abmelden'), exact: true }).click();
  await expect(snackbar(page, de('Gerät abgemeldet'), 'success')).toBeVisible();
  await expect(devices(page)).toHaveCount(before - 1);

  // All others.
  await page.getByRole('button', { name: de('Alle anderen Geräte abmelden') }).click();
  await page
    .getByRole('dialog', { name: de('Alle anderen Geräte abmelden?') })
    .getByRole('button', { name: de('Alle anderen abmelden') })
    .click();
  const ended = trPlural('de', '{count, plural, one {# Gerät abgemeldet} other {# Geräte abgemeldet}}', before - 2);
  await expect(snackbar(page, ended, 'success')).toBeVisible();
  await expect(devices(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: de('Alle anderen Geräte abmelden') })).toHaveCount(0);

  for (const other of [laptop, tablet]) {
    const answer = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${other.token}` } });
    expect(answer.status()).toBe(401);
  }
  await page.reload();
  await expect(devices(page)).toHaveCount(1); // this device is still signed in
}

export async function replaceIbanAfterConfirmingPassword(page: Page, coach: { email: string }) {
  await signedInPage(page, coach.email);
  await page.goto('/manager/profile');

  const iban = page.getByRole('main').getByLabel(/^IBAN( \*)?$/);
  // A stored IBAN is shown masked beside an empty input (decision 038); typing replaces it.
  await expect(page.getByRole('main').getByRole('button', { name: 'IBAN anzeigen' })).toBeVisible();
  await expect(iban).toHaveValue('');
  await iban.fill('LI21 0881 0000 2324 013A A');
  const bank = page.getByRole('main').getByLabel(new RegExp(`^${de('Name der Bank')}( \\*)?$`));
  await bank.fill('LLB');
  await page.getByRole('button', { name: de('Profil speichern') }).click();

  const dialog = page.getByRole('dialog', { name: de('Passwort bestätigen') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the password confirmation');
  await dialog.getByLabel(de('Passwort'), { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: de('Bestätigen') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(de('Das Passwort ist falsch'));

  await dialog.getByLabel(de('Passwort'), { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: de('Bestätigen') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(snackbar(page, de('Profil gespeichert'), 'success')).toBeVisible();
  await expect(bank).toHaveValue('LLB'); // nothing typed was lost

  const actions = queryD1<{ action: string }>(
    `SELECT a.action FROM audit_log a JOIN users u ON u.id = a.actor_user_id
      WHERE u.email = ${sqlText(coach.email)} AND a.action IN ('auth.reauthentication_failed', 'auth.reauthenticated')
      ORDER BY a.id`,
  ).map((row) => row.action);
  expect(actions.slice(-2)).toEqual(['auth.reauthentication_failed', 'auth.reauthenticated']);
  const [profile] = queryD1<{ bank_name: string }>(
    `SELECT p.bank_name FROM coach_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = ${sqlText(coach.email)}`,
  );
  expect(profile?.bank_name).toBe('LLB');
}
