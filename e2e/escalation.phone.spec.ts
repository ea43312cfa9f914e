import { expect, test } from '@playwright/test';
import { openEscalations } from './escalation-support';
import { expectNoAxeViolations, tr } from './support';

/* The escalations card and the auto-escalation switch on a phone: read only (the desktop spec switches it). */
test('on a phone the escalations card links to the workshop with its auto-escalation switch', async ({ page }) => {
  const { escalation, row } = await openEscalations(page);
  await expectNoAxeViolations(page, 'dashboard with escalations (phone)');
  await row.getByRole('link', { name: `${escalation.title}, ${escalation.institute}`, exact: true }).click();
  await expect(page.getByTestId('staffing').getByRole('switch', { name: tr('de', 'Automatisch eskalieren') })).toBeVisible();
  await expectNoAxeViolations(page, 'staffing section with the auto-escalation switch (phone)');
});
