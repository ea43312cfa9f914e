import { expect, test } from '@playwright/test';
import { demo, login, tr } from './support';

test('logout clears the session locally and on the server', async ({ page }) => {
  await login(page, demo.finance);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Dashboard'));
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  // The token works before logging out.
  const before = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(before.status()).toBe(200);
  expect(((await before.json()) as { data: { email: string } }).data.email).toBe(demo.finance);

  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST');
  await page
    .getByRole('complementary')
    .getByRole('button', { name: tr('de', 'Abmelden') })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Anmelden'));
  expect((await loggedOut).status()).toBe(200);

  const stored = await page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    expiration: window.localStorage.getItem('expiration_date'),
    user: window.localStorage.getItem('user'),
  }));
  expect(stored).toEqual({ token: null, expiration: null, user: null });

  // The back office is closed again.
  await page.goto('/manager');
  await expect(page).toHaveURL(/\/login$/);

  // The old token is revoked on the server.
  const after = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});
