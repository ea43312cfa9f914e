import { expect, test } from '@playwright/test';
import { uniqueLabel } from './manager-support';
import { replaceIbanAfterConfirmingPassword, signOutOtherDevices } from './sessions-support';
import { apiLogin, DEMO_PASSWORD, demo, fixtureUsers, latestMail, queryD1, snackbar, sqlText, tr, useSession } from './support';

test('lists the signed-in devices and signs out one, then all others', async ({ page }) => {
  await signOutOtherDevices(page, fixtureUsers.sessionsFinance);
});

test('a coach replacing the IBAN confirms the password; the save then goes through as typed', async ({ page }) => {
  await replaceIbanAfterConfirmingPassword(page, fixtureUsers.ibanCoach);
});

test('a new email address of a team member waits for the password, confirmed over the open team dialog', async ({ page }) => {
  // A session of its own: confirming the password here must not carry over to the run's shared demo session.
  const session = await apiLogin(page.request, demo.associate, DEMO_PASSWORD, { fresh: true });
  await useSession(page, session, 'de');
  const name = uniqueLabel('Rita Reauth');
  const created = await page.request.post('/api/master-data/associates', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name, email: 'rita@example.org', phone: '', function: '', user_id: null, active: true },
  });
  expect(created.status()).toBe(201);

  await page.goto('/manager/masterdata/associates');
  await page.getByRole('button', { name: tr('de', 'Bearbeiten: {name}', { name }) }).click();
  const teamDialog = page.getByRole('dialog', { name: tr('de', 'Teammitglied bearbeiten') });
  await teamDialog.getByRole('textbox', { name: tr('de', 'E-Mail'), exact: true }).fill('rita.neu@example.org');
  await teamDialog.getByRole('button', { name: tr('de', 'Speichern') }).click();

  const confirm = page.getByRole('dialog', { name: tr('de', 'Passwort bestätigen') });
  await confirm.getByLabel(tr('de', 'Passwort'), { exact: true }).fill(DEMO_PASSWORD);
  await confirm.getByRole('button', { name: tr('de', 'Bestätigen') }).click();
  await expect(snackbar(page, tr('de', 'Erfolgreich gespeichert'), 'success')).toBeVisible();
  await expect(teamDialog).toHaveCount(0);
  expect(queryD1(`SELECT email FROM associates WHERE name = ${sqlText(name)}`)).toEqual([{ email: 'rita.neu@example.org' }]);
});

test('an admin resets a team member’s second factor: asked first, then the password; the person is mailed', async ({ page }) => {
  const session = await apiLogin(page.request, demo.admin, DEMO_PASSWORD, { fresh: true });
  await useSession(page, session, 'de');
  const person = fixtureUsers.resetTwoFactorAssociate;
  const [login] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(person.email)}`);
  const name = uniqueLabel('Rémi Remise');
  const created = await page.request.post('/api/master-data/associates', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name, email: '', phone: '', function: '', user_id: login!.id, active: true },
  });
  expect(created.status()).toBe(201);

  await page.goto('/manager/masterdata/associates');
  await page.getByRole('button', { name: tr('de', 'Bearbeiten: {name}', { name }) }).click();
  await page.getByRole('button', { name: tr('de', 'Zwei-Faktor-Anmeldung zurücksetzen') }).click();
  const ask = page.getByRole('dialog', { name: tr('de', 'Zwei-Faktor-Anmeldung von {name} zurücksetzen?', { name }) });
  await ask.getByRole('button', { name: tr('de', 'Zurücksetzen') }).click();

  const confirm = page.getByRole('dialog', { name: tr('de', 'Passwort bestätigen') });
  await confirm.getByLabel(tr('de', 'Passwort'), { exact: true }).fill(DEMO_PASSWORD);
  await confirm.getByRole('button', { name: tr('de', 'Bestätigen') }).click();
  await expect(confirm).toHaveCount(0);
  // The toast is announced behind the still open team dialog; the reset shows in the mail and the audit log.
  const mail = await latestMail(person.email, 'two-factor-reset');
  expect(mail.subject).toBe('Votre connexion à deux facteurs a été réinitialisée');
  expect(
    queryD1(`SELECT count(*) AS n FROM audit_log WHERE action = 'auth.two_factor_reset' AND entity_id = '${login!.id}'`),
  ).toEqual([{ n: 1 }]);
});
