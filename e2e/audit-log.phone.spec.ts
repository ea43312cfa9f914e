import { expect, test } from '@playwright/test';
import { privacyFixtures } from './privacy-support';
import { apiLogin, demo, expectNoAxeViolations, queryD1, useSession } from './support';

/* The audit log as cards and a person's data actions at phone width (Pixel 7); the flows are in the desktop specs. */

test('the audit log as cards, and the export and anonymise confirmation on a coach page', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto(`/manager/audit-log?entity_id=${privacyFixtures.auditEntityId}`);
  const card = page.getByRole('list', { name: 'Protokolleinträge' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Dokumente nach Aufbewahrungsfrist gelöscht');
  await expect(page.getByRole('table')).toBeHidden();
  await expectNoAxeViolations(page, 'audit log (phone)');

  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = '${privacyFixtures.phoneCoach.email}'`);
  await page.goto(`/manager/coaches/${coach!.id}`);
  await expect(page.getByRole('button', { name: 'Daten exportieren' })).toBeVisible();
  await page.getByRole('button', { name: 'Anonymisieren', exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: `${privacyFixtures.phoneCoach.firstname} ${privacyFixtures.phoneCoach.lastname} anonymisieren?`,
  });
  await expect(dialog).toContainText('Aufbewahrungspflicht 10 Jahre');
  await expectNoAxeViolations(page, 'anonymise confirmation (phone)');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
});
