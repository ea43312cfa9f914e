import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, queryD1, sqlText, tr, useSession } from './support';

/*
 * Issue 17 (decision 038) on the phone: the demo coach's AHV number and IBAN are stored encrypted and shown masked,
 * to the coach in their form and to finance on the coach page, until revealed; each reveal is audited. Nothing is
 * saved, so the seeded profile other specs use stays as it is.
 */

const reveal = (label: string) => tr('de', '{label} anzeigen', { label: tr('de', label) });
const revealsBy = (actorEmail: string) =>
  queryD1<{ n: number }>(
    `SELECT count(*) AS n FROM audit_log WHERE action = 'coach.sensitive_reveal'
     AND actor_user_id = (SELECT id FROM users WHERE email = ${sqlText(actorEmail)})
     AND entity_id = (SELECT CAST(id AS TEXT) FROM users WHERE email = ${sqlText(demo.coach)})`,
  )[0]!.n;

test('finance sees a coach’s IBAN masked on the phone and reveals it (audited)', async ({ page }) => {
  const [row] = queryD1<{ id: number; iban: string }>(
    `SELECT u.id, p.iban FROM users u JOIN coach_profiles p ON p.user_id = u.id WHERE u.email = ${sqlText(demo.coach)}`,
  );
  expect(row!.iban).toMatch(/^enc1:/);
  const before = revealsBy(demo.finance);
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');
  await page.goto(`/manager/coaches/${row!.id}`);

  const bank = page.getByTestId('coach-bank');
  await expect(bank).toContainText(/CH•• •••• •••• •••• •\d{3} \d/);
  await expectNoAxeViolations(page, 'the coach page with masked bank details, on the phone');
  await bank.getByRole('button', { name: reveal('IBAN') }).click();
  await expect(bank).toContainText(/CH\d{2} \d{4} \d{4} \d{4} \d{4} \d/);
  await expect(bank.getByRole('button', { name: tr('de', '{label} verbergen', { label: 'IBAN' }) })).toBeVisible();
  expect(revealsBy(demo.finance)).toBe(before + 1);
});

test('a coach sees their AHV number masked under an empty field and fills it in by revealing it', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.coach), 'de');
  await page.goto('/manager/profile');
  const ahv = page.getByRole('textbox', { name: new RegExp(`^${tr('de', 'AHV-Nummer')}`) });
  await expect(ahv).toHaveValue('');
  await expect(page.getByRole('main').getByText(/^756\.••••\.••••\.\d{2}$/)).toBeVisible();
  await expectNoAxeViolations(page, 'my profile with masked fields (coach), on the phone');
  await page.getByRole('button', { name: reveal('AHV-Nummer') }).click();
  await expect(ahv).toHaveValue(/^756\.\d{4}\.\d{4}\.\d{2}$/);
});
