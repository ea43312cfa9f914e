import { expect, test } from '@playwright/test';
import { apiLogin, demo, queryD1, tr, useSession } from './support';

const todayInZurich = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());

/** Issue 11, point 7: what a user notices on the workshops and coaches lists, a coach's profile and HR's file list. */

test('workshops at 1280 px: every state tab is in sight and the list opens at today', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await useSession(page, await apiLogin(page.request, demo.admin), 'de');
  await page.goto('/manager/workshops');
  const tabs = page.getByRole('group', { name: tr('de', 'Status') }).getByRole('button');
  await expect(tabs.last()).toContainText(tr('de', 'Abgesagt'));
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width, `${await tab.textContent()} ends inside the window`).toBeLessThanOrEqual(1280);
  }
  const [firstUpcoming] = queryD1<{ date: string }>(`SELECT min(date) AS date FROM workshops WHERE date >= '${todayInZurich()}'`);
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const [y, m, d] = firstUpcoming!.date.split('-');
  await expect(firstRow).toContainText(`${d}.${m}.${y}`);
});

test('coaches at 1280 px: an email address stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await useSession(page, await apiLogin(page.request, demo.admin), 'de');
  await page.goto('/manager/coaches');
  const email = page.getByRole('table').getByText('giulia.bernasconi@example.org', { exact: true });
  await expect(email).toBeVisible();
  const lines = await email.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});

test('a coach’s own profile does not overflow a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(page, await apiLogin(page.request, demo.coach), 'de');
  await page.goto('/manager/profile');
  await expect(page.getByRole('button', { name: tr('de', 'Profil speichern') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('seeded files have their names with extensions', async ({ page }) => {
  const [coach] = queryD1<{ id: number }>(
    `SELECT u.id FROM users u JOIN coach_profiles p ON p.user_id = u.id WHERE u.email = '${demo.coach}' AND p.contract_pdf_key IS NOT NULL`,
  );
  expect(coach, 'the seeded coach has a contract').toBeTruthy();
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');
  await page.goto(`/manager/coaches/${coach!.id}`);
  await expect(page.getByText(/^Rahmenvertrag-.+\.pdf \(\d/)).toBeVisible();
  await expect(page.getByText(/^download \(/)).toHaveCount(0);
});
