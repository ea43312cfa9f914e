import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, tr, useSession } from './support';

/* The staffing plan at 390 px: next month's proposals in one column, nothing wider than the screen, and axe. Read only. */
test.use({ viewport: { width: 390, height: 844 } });

test('phone: next month’s staffing plan fits the screen and passes axe', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  await page.goto('/manager/workshops/staffing-plan');
  await expect(page.getByRole('heading', { level: 1, name: tr('de', 'Einsatzplan') })).toBeVisible();
  await expect(page.getByTestId('plan-unit').first()).toBeVisible();
  await expect(page.getByRole('button', { name: tr('de', 'Alle Anfragen senden') })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/manager/workshops/staffing-plan (phone)');
});
