import { expect, test } from '@playwright/test';
import { heldAndDone } from './workshop-evaluations-support';
import { demo, expectNoAxeViolations, login, tr } from './support';

/** Issue 14 on a phone: the workshop page's evaluations of a workshop just marked done. */
test('the evaluations of a done workshop on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const { workshopId } = await heldAndDone(page.request);
  await login(page, demo.associate);
  await page.goto(`/manager/workshops/${workshopId}`);
  const section = page.getByTestId('workshop-evaluations');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('link', { name: 'James Miller' })).toBeVisible();
  await expect(section).toContainText(tr('de', 'Durch die Klasse'));
  await expectNoAxeViolations(page, '/manager/workshops/{id} with its evaluations (phone)');
});
