import { test } from '@playwright/test';
import { replaceIbanAfterConfirmingPassword, signOutOtherDevices } from './sessions-support';
import { fixtureUsers } from './support';

test('lists the signed-in devices and signs out one, then all others (phone)', async ({ page }) => {
  await signOutOtherDevices(page, fixtureUsers.sessionsPhoneFinance);
});

test('a coach replacing the IBAN confirms the password (phone)', async ({ page }) => {
  await replaceIbanAfterConfirmingPassword(page, fixtureUsers.ibanPhoneCoach);
});
