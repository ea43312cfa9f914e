import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, useSession } from './support';

/** Finance's bank files and reminders pages at phone width: they load, nothing overflows sideways, axe finds nothing. */
test('phone: the bank files and reminders pages fit the screen and pass axe', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');
  for (const [path, heading] of [
    ['/manager/invoices/bank-files', 'Bankdateien'],
    ['/manager/invoices/reminders', 'Mahnungen'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').or(page.getByTestId('reminder')).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `${path} (phone)`);
  }
});
