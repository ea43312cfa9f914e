import { expect, test } from '@playwright/test';
import { menus } from './menu-support';
import { apiLogin, demo, type DemoRole, useSession } from './support';

// Every screen of every role's menu fits a 390 px wide phone: nothing makes the page scroll sideways (a wide table
// scrolls inside its own box, or turns into cards).
test.use({ viewport: { width: 390, height: 844 } });

for (const role of Object.keys(menus) as DemoRole[]) {
  test(`no ${role} menu screen scrolls sideways at 390 px`, async ({ page }) => {
    await useSession(page, await apiLogin(page.request, demo[role]), 'de');
    const wide: string[] = [];
    for (const [label, href] of menus[role]) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Lists load after the title: wait until nothing says it is loading.
      await expect(page.getByText(/(wird|werden) geladen/)).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${label} (${href}): ${width} px`);
    }
    expect(wide, 'screens wider than the phone').toEqual([]);
  });
}
