import { expect, test } from '@playwright/test';
import { createInquiry } from './manager-support';
import { apiLogin, demo, expectNoAxeViolations, fixtureUsers, login, queryD1, snackbar, sqlText, tr } from './support';

const coach = fixtureUsers.workloadCoach;
const coachName = `${coach.firstname} ${coach.lastname}`;

/** Staff set a coach's monthly maximum; the ranking then shows her at the maximum and she cannot be asked. */
test('an associate sets a coach’s maximum of 0 a month and the ranking blocks her', async ({ page }) => {
  const [row] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(coach.email)}`);
  const inquiry = await createInquiry(page.request, 'E2E Auslastung');
  const { token } = await apiLogin(page.request, demo.associate);
  expect(
    (
      await page.request.post(`/api/inquiries/${inquiry.id}/validate`, { headers: { Authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(200);
  const [workshop] = queryD1<{ id: number }>(`SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} ORDER BY date LIMIT 1`);

  await login(page, demo.associate);
  await page.goto(`/manager/coaches/${row!.id}`);
  const section = page.getByTestId('coach-workload');
  await expect(section.getByRole('heading', { name: tr('de', 'Auslastung') })).toBeVisible();
  await expect(section).toContainText(tr('de', 'Wunsch des Coaches: keiner'));
  await section.getByLabel(tr('de', 'Ziel pro Monat')).fill('');
  await section.getByLabel(tr('de', 'Maximum pro Monat')).fill('0');
  await section.getByRole('button', { name: tr('de', 'Auslastung speichern') }).click();
  await expect(snackbar(page, tr('de', 'Erfolgreich gespeichert'), 'success')).toBeVisible();
  expect(queryD1<{ max: number }>(`SELECT workload_month_max AS max FROM coach_profiles WHERE user_id = ${row!.id}`)).toEqual([
    { max: 0 },
  ]);
  await expectNoAxeViolations(page, 'the coach page with its workload group');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'the coach page with its workload group on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/manager/workshops/${workshop!.id}`);
  await page.getByRole('button', { name: tr('de', 'Coaches anfragen') }).click();
  const dialog = page.getByRole('dialog', { name: tr('de', 'Coaches anfragen') });
  const list = dialog.getByTestId('candidates');
  await expect(list).toBeVisible();
  // At her maximum she is not available: hidden until "Nur verfügbare" is off, then shown with the reason.
  await expect(list.getByLabel(coachName, { exact: true })).toHaveCount(0);
  await dialog.getByLabel(tr('de', 'Nur verfügbare')).uncheck();
  const checkbox = list.getByLabel(coachName, { exact: true });
  await expect(checkbox).toBeDisabled();
  const entry = list.locator('li[data-coach-id]').filter({ has: page.getByRole('checkbox', { name: coachName, exact: true }) });
  await expect(entry.getByTestId('workload-month')).toContainText('(max. 0)');
  await expect(entry).toContainText(tr('de', 'Maximale Auslastung erreicht'));
  await expectNoAxeViolations(page, 'the ranking with a coach at her maximum');
});
