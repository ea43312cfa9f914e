import { expect, test, type Page } from '@playwright/test';
import { createInquiry } from './manager-support';
import { apiLogin, demo, expectNoAxeViolations, fixtureUsers, latestMail, queryD1, sqlText, tr } from './support';

/*
 * The school's private link is a status page: the inquiry's state, each workshop's state with the placed trainers'
 * names, and what comes next; a compact summary of what was sent below. Staff act through the API.
 */

const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);
const { statusCoach } = fixtureUsers;

const workshopStatuses = (page: Page) =>
  page.getByTestId('inquiry-workshop').evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));

test('the school’s status page before staffing, after staffing and after a cancellation', async ({ page }) => {
  test.setTimeout(120_000);
  const inquiry = await createInquiry(page.request, 'E2E Status');
  const mail = await latestMail(inquiry.email, 'inquiry-received');
  const link = /\/(?:[a-z]{2}\/)?inquiry\/[A-Za-z0-9_-]+/.exec(mail.text_body);
  expect(link, mail.text_body).not.toBeNull();
  const staff = await apiLogin(page.request, demo.associate);
  const auth = { Authorization: `Bearer ${staff.token}` };
  const nextStep = page.getByTestId('inquiry-next-step');

  // Received: no workshops yet; the summary of what was sent, not the form.
  await page.goto(link![0]);
  await expect(page.getByTestId('inquiry-state')).toHaveText(de('Eingegangen'));
  await expect(nextStep).toHaveText(de('Wir prüfen Ihre Anfrage und bestätigen Ihnen die Termine per E-Mail.'));
  await expect(page.getByTestId('inquiry-workshop')).toHaveCount(0);
  const summary = page.getByTestId('inquiry-summary');
  await expect(summary).toContainText(inquiry.institute);
  await expect(summary).toContainText(`Erika Testerin, ${inquiry.email}`);
  await expect(summary).toContainText(inquiry.seriesWorkshop.title);
  await expect(page.locator('main').locator('input, select, textarea')).toHaveCount(0);
  await expectNoAxeViolations(page, '/inquiry/… (de, status, received)');

  // Validated: three planned workshops, trainers being looked for.
  expect((await page.request.post(`/api/inquiries/${inquiry.id}/validate`, { headers: auth })).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('inquiry-state')).toHaveText(de('Bestätigt'));
  await expect.poll(() => workshopStatuses(page)).toEqual(['planned', 'planned', 'planned']);
  await expect(page.getByTestId('inquiry-trainers')).toHaveCount(0);
  await expect(nextStep).toHaveText(
    de(
      'Wir suchen die Trainerinnen und Trainer für Ihre Termine. Sobald sie feststehen, erhalten Sie eine E-Mail mit ihren Kontaktangaben.',
    ),
  );

  // The series is staffed: its dates are confirmed and name the trainer; the single date is still planned.
  const [series] = queryD1<{ id: number }>(
    `SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NOT NULL ORDER BY date LIMIT 1`,
  );
  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(statusCoach.email)}`);
  const placed = await page.request.post(`/api/workshops/${series!.id}/assign-coach`, {
    headers: auth,
    data: { coach_id: coach!.id },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await page.reload();
  await expect.poll(() => workshopStatuses(page)).toEqual(['confirmed', 'confirmed', 'planned']);
  const trainers = de('Trainerinnen und Trainer: {names}', { names: `${statusCoach.firstname} ${statusCoach.lastname}` });
  await expect(page.getByTestId('inquiry-trainers')).toHaveText([trainers, trainers]);
  await expect(page.getByTestId('inquiry-workshop').nth(0)).toContainText(de('Bestätigt'));
  await expectNoAxeViolations(page, '/inquiry/… (de, status, staffed)');

  // Everything cancelled: the inquiry no longer reads "Bestätigt", each date says cancelled, no names.
  for (const id of queryD1<{ id: number }>(
    `SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} AND (series_id IS NULL OR id = ${series!.id})`,
  ).map((w) => w.id)) {
    const cancelled = await page.request.post(`/api/workshops/${id}/set-state`, {
      headers: auth,
      data: { state: 'cancelled', reason: 'Schule geschlossen' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
  await page.reload();
  await expect.poll(() => workshopStatuses(page)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  await expect(page.getByTestId('inquiry-state')).toHaveText(de('Abgesagt'));
  await expect(page.getByTestId('inquiry-trainers')).toHaveCount(0);
  await expect(nextStep).toHaveText(de('Ihre Workshops wurden abgesagt. Bei Fragen melden Sie sich bitte bei uns.'));
  await expectNoAxeViolations(page, '/inquiry/… (de, status, cancelled)');
});
