import { expect, test } from '@playwright/test';
import { createInquiry } from './manager-support';
import { apiLogin, demo, expectNoAxeViolations, login, queryD1, snackbar, sqlText, tr, useSession } from './support';

/**
 * Material orders on a phone, in French: a coach orders and cancels the order again; an associate finds it among the
 * cancelled ones. The spec plans its own workshop for demo coach Nicolas Perret, whom no other spec uses.
 */
const fr = (source: string, values?: Record<string, string | number>) => tr('fr', source, values);
const coachEmail = 'nicolas.perret@example.org';

test('phone, French: a coach orders material and cancels the order; the associate’s list', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const staff = { Authorization: `Bearer ${(await apiLogin(page.request, demo.associate)).token}` };
  const inquiry = await createInquiry(page.request, 'E2E Material Telefon');
  expect((await page.request.post(`/api/inquiries/${inquiry.id}/validate`, { headers: staff })).status()).toBe(200);
  const [workshop] = queryD1<{ id: number }>(`SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NULL`);
  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(coachEmail)}`);
  const placed = await page.request.post(`/api/workshops/${workshop!.id}/assign-coach`, {
    headers: staff,
    data: { coach_id: coach!.id },
  });
  expect(placed.status(), await placed.text()).toBe(200);

  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  await login(page, coachEmail, undefined, 'fr');
  await page.goto('/manager/material-orders');
  await expect(page.getByRole('heading', { level: 1, name: fr('Materialbestellung') })).toBeVisible();
  await page.locator(`#order-workshop-${workshop!.id}`).check();
  await page.getByRole('spinbutton').first().fill('2');
  await expectNoAxeViolations(page, '/manager/material-orders (coach, phone, fr)');
  await page.getByRole('button', { name: fr('Bestellen'), exact: true }).click();
  await expect(
    snackbar(page, fr('Ihre Bestellung ist eingegangen. Das Team wird per E-Mail informiert.'), 'success'),
  ).toBeVisible();

  const own = page.getByTestId('own-orders').getByTestId('material-order').filter({ hasText: inquiry.institute });
  await own.getByRole('button', { name: fr('Bestellung stornieren') }).click();
  await page
    .getByRole('dialog', { name: fr('Bestellung stornieren?') })
    .getByRole('button', { name: fr('Bestellung stornieren') })
    .click();
  await expect(own.getByTestId('order-state')).toHaveText(fr('Storniert'));
  const [order] = queryD1<{ state: string; cancelled_by_id: number }>(
    `SELECT state, cancelled_by_id FROM material_orders WHERE workshop_id = ${workshop!.id}`,
  );
  expect(order).toEqual({ state: 'cancelled', cancelled_by_id: coach!.id });

  const associate = await (await browser.newContext({ ...test.info().project.use })).newPage();
  await useSession(associate, await apiLogin(associate.request, demo.associate), 'de');
  await associate.goto('/manager/material-orders');
  await associate.getByRole('button', { name: tr('de', 'Storniert') }).click();
  await expect(associate.getByTestId('material-order').filter({ hasText: inquiry.institute })).toHaveCount(1);
  await expectNoAxeViolations(associate, '/manager/material-orders (associate, phone)');
});
