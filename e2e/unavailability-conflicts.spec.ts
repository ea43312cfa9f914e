import { expect, test } from '@playwright/test';
import { swissDate } from './date-fields-support';
import { createInquiry } from './manager-support';
import { apiLogin, demo, fixtureUsers, login, queryD1, snackbar, sqlText, tr, useSession } from './support';

/*
 * A coach blocks the day of a workshop she is placed on: she is warned and may save anyway; staff then see the
 * conflict on the workshop (Besetzung) and in the allocations overview.
 */

const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);
const { conflictCoach } = fixtureUsers;

test('the coach is warned before blocking a day she is placed on, and staff see the conflict', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const inquiry = await createInquiry(page.request, 'E2E Konflikt');
  const staff = await apiLogin(page.request, demo.associate);
  const auth = { Authorization: `Bearer ${staff.token}` };
  expect((await page.request.post(`/api/inquiries/${inquiry.id}/validate`, { headers: auth })).status()).toBe(200);
  const [workshop] = queryD1<{ id: number; date: string }>(
    `SELECT id, date FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NULL`,
  );
  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(conflictCoach.email)}`);
  const placed = await page.request.post(`/api/workshops/${workshop!.id}/assign-coach`, {
    headers: auth,
    data: { coach_id: coach!.id },
  });
  expect(placed.status(), await placed.text()).toBe(200);

  // The coach blocks that day.
  await login(page, conflictCoach.email);
  await page.goto('/manager/unavailabilities');
  const form = page.getByRole('form', { name: de('Abwesenheit erfassen') });
  await form.getByLabel(new RegExp(`^${de('Von')}`)).fill(swissDate(workshop!.date));
  await form.getByRole('button', { name: de('Hinzufügen') }).click();
  const warning = page.getByRole('dialog', { name: de('Sie sind an diesem Termin eingeteilt') });
  await expect(warning.getByTestId('placement-conflicts')).toContainText(
    `13:30–15:00: ${inquiry.singleWorkshop.title} (${inquiry.institute}, Zürich)`,
  );
  // Not yet: nothing is saved.
  await warning.getByRole('button', { name: de('Abbrechen') }).click();
  await expect(warning).toBeHidden();
  const saved = () =>
    queryD1(`SELECT id FROM unavailabilities WHERE coach_id = ${coach!.id} AND date = ${sqlText(workshop!.date)}`);
  expect(saved()).toEqual([]);
  // Save anyway.
  await form.getByRole('button', { name: de('Hinzufügen') }).click();
  await warning.getByRole('button', { name: de('Trotzdem speichern') }).click();
  await expect(snackbar(page, de('Erfolgreich gespeichert'), 'success')).toBeVisible();
  expect(saved()).toHaveLength(1);

  // Staff see the conflict on the workshop and in the allocations overview.
  const associate = await (await browser.newContext()).newPage();
  await useSession(associate, staff, 'de');
  await associate.goto(`/manager/workshops/${workshop!.id}`);
  const conflict = associate.getByTestId('staffing').getByTestId('placed-conflict');
  await expect(conflict).toContainText(de('Gesperrter Tag'));
  await associate.goto(`/manager/workshops/allocations?from=${workshop!.date}&to=${workshop!.date}`);
  const row = associate.getByRole('row').filter({ hasText: `${conflictCoach.firstname} ${conflictCoach.lastname}` });
  await expect(row.getByTestId('allocation-conflict')).toHaveText(
    de('Konflikt: abwesend ({reasons})', { reasons: de('Gesperrter Tag') }),
  );
});
