import { expect, test } from '@playwright/test';
import { privacyFixtures } from './privacy-support';
import { apiLogin, demo, expectNoAxeViolations, useSession } from './support';

/* An admin reads the audit log: the menu entry, a translated action, the filters in the URL, and the empty state. */

test('an admin finds an automatic deletion in the audit log by area and id', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto('/manager');
  await page.getByRole('complementary').getByRole('link', { name: 'Protokoll', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Protokolleinträge' })).toBeVisible();
  await expectNoAxeViolations(page, 'audit log');

  await page.getByLabel('Bereich').selectOption({ label: 'Coaches' });
  await expect(page).toHaveURL(/action=coach\./);
  await page.getByLabel('Betroffene ID').fill(privacyFixtures.auditEntityId);
  await expect(page).toHaveURL(new RegExp(`entity_id=${privacyFixtures.auditEntityId}`));
  const row = page.getByRole('row').filter({ hasText: 'Dokumente nach Aufbewahrungsfrist gelöscht' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('System');
  await expect(row).toContainText(`coach ${privacyFixtures.auditEntityId}`);
  await expect(row).toContainText('retention_months:');

  await page.getByLabel('Bereich').selectOption({ label: 'Rechnungen' });
  await expect(page.getByText('Keine Einträge.')).toBeVisible();
  await expectNoAxeViolations(page, 'audit log, nothing found');
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page).not.toHaveURL(/entity_id=/);
  await expect(page.getByRole('table', { name: 'Protokolleinträge' })).toBeVisible();
});
