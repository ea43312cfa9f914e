import { expect, test } from '@playwright/test';
import { openEscalations } from './escalation-support';
import { expectNoAxeViolations, queryD1, snackbar, tr } from './support';

/*
 * Automatic escalation (decision 044): the staff dashboard lists the seeded escalation, its link opens the workshop,
 * and the staffing section's switch turns auto-escalation off and on again (the seeded state is restored).
 */
const autoEscalate = (workshopId: number) =>
  queryD1<{ on: number }>(`SELECT auto_escalate AS "on" FROM workshops WHERE id = ${workshopId}`)[0]!.on;

test('an associate sees the escalation on the dashboard and switches auto-escalation in the staffing section', async ({
  page,
}) => {
  const { escalation, row } = await openEscalations(page);
  await expectNoAxeViolations(page, 'dashboard with escalations');

  await row.getByRole('link', { name: `${escalation.title}, ${escalation.institute}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/manager/workshops/${escalation.workshop_id}$`));
  const toggle = page.getByTestId('staffing').getByRole('switch', { name: tr('de', 'Automatisch eskalieren') });
  await expect(toggle).toBeChecked();
  await expectNoAxeViolations(page, 'staffing section with the auto-escalation switch');

  await toggle.click();
  await expect(snackbar(page, tr('de', 'Automatische Eskalation ausgeschaltet'), 'success')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect.poll(() => autoEscalate(escalation.workshop_id)).toBe(0);

  await toggle.click();
  await expect(snackbar(page, tr('de', 'Automatische Eskalation eingeschaltet'), 'success')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect.poll(() => autoEscalate(escalation.workshop_id)).toBe(1);
});
