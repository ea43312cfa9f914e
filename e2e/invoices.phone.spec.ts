import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, useSession } from './support';

/** The invoices page at phone width: both tabs load, nothing overflows sideways, axe finds nothing. */
test('phone: finance’s invoices page loads and is accessible', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');
  await page.goto('/manager/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible();
  await expect(
    page
      .getByTestId('invoice')
      .first()
      .or(page.getByText(/Nichts zu verrechnen/)),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/manager/invoices (phone, invoiceable)');

  await page.getByRole('button', { name: 'Verrechnet', exact: true }).click();
  await expect(page.getByTestId('invoice').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, '/manager/invoices (phone, invoiced)');
});
