import { test } from '@playwright/test';
import { replaceIbanAfterConfirmingPassword, signOutOtherDevices } from './sessions-support';
import { fixtureUsers } from './support';

test('lists the signed-in devices and signs out one, then all others', async ({ page }) => {
  await signOutOtherDevices(page, fixtureUsers.sessionsFinance);
});

test('a coach replacing the IBAN confirms the password; the save then goes through as typed', async ({ page }) => {
  await replaceIbanAfterConfirmingPassword(page, fixtureUsers.ibanCoach);
});
