import { expect, test } from '@playwright/test';
import {
  apiLogin,
  demo,
  expectNoAxeViolations,
  expenseSchool,
  fixtureUsers,
  queryD1,
  snackbar,
  sqlText,
  useSession,
} from './support';

/**
 * Issue 30, point 8: a coach who gave a workshop without being placed is recorded after it was done; they get their
 * fee and their evaluation request. The workshop is the expense spec's fixture (done three days ago).
 */

test('an associate records a stand-in on a done workshop; the coach gets a fee and an evaluation', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  const [workshop] = queryD1<{ id: number }>(`SELECT id FROM workshops WHERE institute = ${sqlText(expenseSchool)}`);
  const { standInCoach } = fixtureUsers;
  const name = `${standInCoach.firstname} ${standInCoach.lastname}`;
  await page.goto(`/manager/workshops/${workshop!.id}`);
  const staffing = page.getByTestId('staffing');
  await staffing.getByRole('button', { name: 'Coach nachträglich eintragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Coach nachträglich eintragen' });
  await dialog.getByLabel('Coach').selectOption({ label: name });
  await expectNoAxeViolations(page, 'record a coach after the day');
  await dialog.getByRole('button', { name: 'Eintragen und E-Mail senden' }).click();
  await expect(snackbar(page, 'Besetzung gespeichert', 'success')).toBeVisible();
  await expect(staffing.getByRole('link', { name })).toBeVisible();

  const [recorded] = queryD1<{ fees: number; evaluations: number; mails: number }>(`
    SELECT (SELECT count(*) FROM coach_fees f JOIN users u ON u.id = f.coach_id WHERE u.email = ${sqlText(standInCoach.email)} AND f.workshop_id = ${workshop!.id}) AS fees,
      (SELECT count(*) FROM evaluations e JOIN users u ON u.id = e.coach_id WHERE u.email = ${sqlText(standInCoach.email)} AND e.kind = 'by_coach') AS evaluations,
      (SELECT count(*) FROM mail_outbox WHERE recipient = ${sqlText(standInCoach.email)} AND template = 'evaluation-coach') AS mails`);
  expect(recorded).toEqual({ fees: 1, evaluations: 1, mails: 1 });
  await expectNoAxeViolations(page, 'the done workshop with the recorded coach');
});
