import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { privacyFixtures } from './privacy-support';
import { apiLogin, demo, expectNoAxeViolations, queryD1, snackbar, useSession } from './support';

/* An admin exports everything about a deactivated coach, then anonymises them on request. */

test('an admin downloads a coach’s data and anonymises the coach', async ({ page, request }) => {
  const person = privacyFixtures.anonymisedCoach;
  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = '${person.email}'`);
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto(`/manager/coaches/${coach!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${person.firstname} ${person.lastname}` })).toBeVisible();
  await expectNoAxeViolations(page, 'coach page with data actions');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Daten exportieren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`person-${coach!.id}.zip`);
  const entries = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
  const exported = JSON.parse(new TextDecoder().decode(entries['person.json']));
  expect(exported.account.email).toBe(person.email);
  expect(exported.profile.remarks).toBe('E2E-Bemerkung');

  await page.getByRole('button', { name: 'Anonymisieren', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${person.firstname} ${person.lastname} anonymisieren?` });
  await expect(dialog).toContainText('AHV-Nummer');
  await expectNoAxeViolations(page, 'anonymise confirmation');
  await dialog.getByRole('button', { name: 'Endgültig anonymisieren' }).click();
  await expect(snackbar(page, 'Person anonymisiert')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Anonymisiert' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anonymisieren', exact: true })).toHaveCount(0);
  const [row] = queryD1<{ email: string; remarks: string | null }>(
    `SELECT u.email, p.remarks FROM users u JOIN coach_profiles p ON p.user_id = u.id WHERE u.id = ${coach!.id}`,
  );
  expect(row).toEqual({ email: `anonymised-${coach!.id}@invalid`, remarks: null });
});
