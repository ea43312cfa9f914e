import { expect, test, type APIRequestContext } from '@playwright/test';
import { createInquiry } from './manager-support';
import {
  apiLogin,
  demo,
  expectNoAxeViolations,
  formatIsoDateIn,
  latestMail,
  login,
  queryD1,
  snackbar,
  sqlText,
  tr,
  useSession,
} from './support';

/**
 * Issue 12, material orders end to end: a coach placed on a workshop next month and on one tomorrow sees the second
 * closed with its deadline, orders for the first and follows the order; an associate marks it sent, the stock goes
 * down and the coach gets the mail. Seeded data stays as it is: the spec plans its own workshops (demo coach Ramona
 * Caduff, whom no other spec uses) and orders a seeded material.
 */

const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);
const coachEmail = 'ramona.caduff@example.org';
const material = 'Kartenset «Diskriminierung erkennen»';
const iso = (date: Date) => date.toISOString().slice(0, 10);

interface FormWorkshop {
  id: number;
  deadline: string;
  open: boolean;
}

/** Plans an inquiry's workshops, copies its single workshop to tomorrow and places the coach on both. */
async function placedWorkshops(request: APIRequestContext) {
  const staff = { Authorization: `Bearer ${(await apiLogin(request, demo.associate)).token}` };
  const inquiry = await createInquiry(request, 'E2E Material');
  expect((await request.post(`/api/inquiries/${inquiry.id}/validate`, { headers: staff })).status()).toBe(200);
  const [nextMonth] = queryD1<{ id: number; date: string }>(
    `SELECT id, date FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NULL`,
  );
  const tomorrowDate = iso(new Date(Date.now() + 86_400_000));
  const copied = await request.post('/api/workshops/replicate', {
    headers: staff,
    data: { items: [{ workshop_id: nextMonth!.id, date: tomorrowDate }] },
  });
  expect(copied.status(), await copied.text()).toBe(201);
  const tomorrow = ((await copied.json()) as { data: { id: number }[] }).data[0]!;
  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(coachEmail)}`);
  for (const id of [nextMonth!.id, tomorrow.id]) {
    const placed = await request.post(`/api/workshops/${id}/assign-coach`, { headers: staff, data: { coach_id: coach!.id } });
    expect(placed.status(), await placed.text()).toBe(200);
  }
  return { institute: inquiry.institute, nextMonth: nextMonth!, tomorrow: { id: tomorrow.id, date: tomorrowDate } };
}

test('a coach orders for next month’s workshop, is closed out of tomorrow’s; an associate marks the order sent', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { institute, nextMonth, tomorrow } = await placedWorkshops(page.request);
  const coachSession = await apiLogin(page.request, coachEmail);
  const form = (await (
    await page.request.get('/api/orders/material', { headers: { Authorization: `Bearer ${coachSession.token}` } })
  ).json()) as { data: { workshops: FormWorkshop[] } };
  const shown = (id: number) => form.data.workshops.find((w) => w.id === id)!;
  expect([shown(nextMonth.id).open, shown(tomorrow.id).open]).toEqual([true, false]);

  // The coach sees both workshops with their deadlines before starting; tomorrow's is closed.
  await login(page, coachEmail);
  await page.goto('/manager/material-orders');
  await expect(page.getByRole('heading', { level: 1, name: de('Materialbestellung') })).toBeVisible();
  const choice = (id: number) => page.getByTestId('order-workshop').filter({ has: page.locator(`#order-workshop-${id}`) });
  const closedDeadline = await formatIsoDateIn(page, shown(tomorrow.id).deadline, 'de');
  await expect(choice(tomorrow.id)).toContainText(de('Bestellschluss war am {deadline}', { deadline: closedDeadline }));
  await expect(choice(tomorrow.id).getByRole('radio')).toBeDisabled();
  const openDeadline = await formatIsoDateIn(page, shown(nextMonth.id).deadline, 'de');
  await expect(choice(nextMonth.id)).toContainText(de('Bestellen bis {deadline}', { deadline: openDeadline }));

  // The server refuses tomorrow's workshop too, naming the deadline date.
  const refused = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${coachSession.token}` },
    data: { workshop_id: tomorrow.id, items: [{ material_id: 1, quantity: 1 }] },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    error: { code: 'order_deadline_passed', message: expect.stringContaining(shown(tomorrow.id).deadline) },
  });

  // Order for next month's workshop.
  await choice(nextMonth.id).getByRole('radio').check();
  const [stockBefore] = queryD1<{ id: number; stock: number }>(
    `SELECT id, stock FROM materials WHERE title = ${sqlText(material)}`,
  );
  await page.getByRole('spinbutton', { name: new RegExp(material) }).fill('3');
  await page.getByLabel(de('Lieferhinweis')).fill('Bitte bis Freitag an die Schule schicken');
  await expectNoAxeViolations(page, '/manager/material-orders (coach, ordering)');
  await page.getByRole('button', { name: de('Bestellen'), exact: true }).click();
  await expect(
    snackbar(page, de('Ihre Bestellung ist eingegangen. Das Team wird per E-Mail informiert.'), 'success'),
  ).toBeVisible();
  const own = page.getByTestId('own-orders').getByTestId('material-order').filter({ hasText: institute });
  await expect(own).toHaveCount(1);
  await expect(own.getByTestId('order-state')).toHaveText(de('Bestellt'));
  await expect(own).toContainText(`3 × ${material}`);
  const mailToTeam = await latestMail(demo.associate, 'material-order-new');
  expect(mailToTeam.text_body).toContain(`3 × ${material}`);
  expect(mailToTeam.text_body).toContain(institute);

  // The associate works through the open orders and marks it sent.
  const associate = await (await browser.newContext()).newPage();
  await useSession(associate, await apiLogin(associate.request, demo.associate), 'de');
  // Staff reach the list from the workshops page (the menu entry is the coach's).
  await associate.goto('/manager/workshops');
  await associate.getByRole('link', { name: de('Materialbestellungen') }).click();
  await expect(associate).toHaveURL(/\/manager\/material-orders$/);
  await expect(associate.getByRole('heading', { level: 1, name: de('Materialbestellungen') })).toBeVisible();
  const card = associate.getByTestId('material-order').filter({ hasText: institute });
  await expect(card).toContainText(de('Bestellt von {coachName}', { coachName: 'Ramona Caduff' }));
  await expect(card).toContainText(de('an Lager: {0}', { 0: stockBefore!.stock }));
  await expectNoAxeViolations(associate, '/manager/material-orders (associate)');
  await card.getByRole('button', { name: de('Als versandt markieren') }).click();
  const dialog = associate.getByRole('dialog', { name: de('Bestellung als versandt markieren?') });
  await expect(dialog).toContainText('Ramona Caduff');
  await dialog.getByRole('button', { name: de('Als versandt markieren') }).click();
  await expect(snackbar(associate, de('Die Bestellung ist als versandt markiert.'), 'success')).toBeVisible();
  await expect(card).toHaveCount(0);

  const [order] = queryD1<{ state: string }>(`SELECT state FROM material_orders WHERE workshop_id = ${nextMonth.id}`);
  expect(order?.state).toBe('sent');
  const [stockAfter] = queryD1<{ stock: number }>(`SELECT stock FROM materials WHERE id = ${stockBefore!.id}`);
  expect(stockAfter!.stock).toBe(stockBefore!.stock - 3);
  expect((await latestMail(coachEmail, 'material-order-sent')).text_body).toContain(`3 × ${material}`);

  // The workshop page lists the order, now sent.
  await associate.goto(`/manager/workshops/${nextMonth.id}`);
  const section = associate.getByTestId('workshop-material-orders');
  await expect(section.getByTestId('order-state')).toHaveText(de('Versandt'));
  await expectNoAxeViolations(associate, '/manager/workshops/{id} with its material orders');

  // The coach sees it sent.
  await page.reload();
  await expect(own.getByTestId('order-state')).toHaveText(de('Versandt'));
});
