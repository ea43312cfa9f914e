import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, tr, useSession, type DemoRole } from './support';

/* Each role's dashboard at 390 px: the items in one column, nothing wider than the screen, and axe. Read only. */
test.use({ viewport: { width: 390, height: 844 } });

const roles: DemoRole[] = ['associate', 'coach', 'finance'];

for (const role of roles) {
  test(`phone: the ${role}’s dashboard fits the screen and passes axe`, async ({ page }) => {
    await useSession(page, await apiLogin(page.request, demo[role]), 'de');
    await page.goto('/manager');
    await expect(page.getByRole('heading', { level: 1, name: tr('de', 'Dashboard') })).toBeVisible();
    const items = page.getByTestId('dashboard-items');
    await expect(items.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('dashboard-news')).toBeVisible();
    // One column: every card starts at the same left edge, and the page does not scroll sideways.
    const lefts = await items
      .locator(':scope > li')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, `/manager (${role}, phone)`);
  });
}
