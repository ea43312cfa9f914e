import { expect, test, type APIRequestContext } from '@playwright/test';
import { createInquiry } from './manager-support';
import { apiLogin, demo, expectNoAxeViolations, login, queryD1, snackbar, sqlText, tr, trPlural, useSession } from './support';

/**
 * Issue 13, coach fees end to end: a coach enters an extra fee for an upcoming workshop and sees it pending; finance
 * filters to that coach, adjusts the fee of a workshop held today, marks exactly these two rows paid out and sees them
 * locked. Seeded data stays as it is: the spec plans its own workshops for demo coach Jonas Widmer (no other spec uses
 * him), pays out only the rows it created, and never runs a payout.
 */

const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);
const coachEmail = 'jonas.widmer@example.org';
const todayInZurich = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** An inquiry's single workshop (weeks ahead) and a copy held today, the coach placed on both, today's marked done. */
async function placedWorkshops(request: APIRequestContext) {
  const staff = { Authorization: `Bearer ${(await apiLogin(request, demo.associate)).token}` };
  const inquiry = await createInquiry(request, 'E2E Honorare');
  expect((await request.post(`/api/inquiries/${inquiry.id}/validate`, { headers: staff })).status()).toBe(200);
  const [upcoming] = queryD1<{ id: number; date: string }>(
    `SELECT id, date FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NULL`,
  );
  const copied = await request.post('/api/workshops/replicate', {
    headers: staff,
    data: { items: [{ workshop_id: upcoming!.id, date: todayInZurich() }] },
  });
  expect(copied.status(), await copied.text()).toBe(201);
  const held = ((await copied.json()) as { data: { id: number }[] }).data[0]!;
  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(coachEmail)}`);
  for (const id of [upcoming!.id, held.id]) {
    const placed = await request.post(`/api/workshops/${id}/assign-coach`, { headers: staff, data: { coach_id: coach!.id } });
    expect(placed.status(), await placed.text()).toBe(200);
  }
  const done = await request.post(`/api/workshops/${held.id}/set-state`, { headers: staff, data: { state: 'done' } });
  expect(done.status(), await done.text()).toBe(200);
  const [fee] = queryD1<{ id: number; amount_centimes: number }>(
    `SELECT id, amount_centimes FROM coach_fees WHERE workshop_id = ${held.id} AND coach_id = ${coach!.id}`,
  );
  return { coachId: coach!.id, institute: inquiry.institute, upcoming: upcoming!, heldId: held.id, fee: fee! };
}

test('a coach enters an extra fee; finance adjusts a fee, marks both paid out and finds them locked', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { coachId, institute, upcoming, fee } = await placedWorkshops(page.request);

  // The coach: the guide, the deadline, and the amount the guide suggests for 3 hours.
  await login(page, coachEmail);
  await page.goto('/manager/coach/expenses');
  const section = page.getByTestId('own-fees');
  await expect(section.getByRole('heading', { name: de('Honorare und Zusatzhonorare') })).toBeVisible();
  const form = section.getByTestId('new-extra-fee');
  await expect(form).toContainText('CHF 25 für 3 Stunden, CHF 50 für 4 Stunden');
  const workshopSelect = form.getByLabel(de('Workshop'));
  await workshopSelect.selectOption(String(upcoming.id));
  await expect(workshopSelect.locator('option:checked')).toContainText(institute);
  await form.getByLabel(de('Stunden')).fill('3');
  await expect(form.getByLabel(de('Betrag (CHF)'))).toHaveValue('25.00');
  await form.getByLabel(de('Grund')).fill('Reisezeit 3 Stunden');
  await expectNoAxeViolations(page, '/manager/coach/expenses (fees)');
  await form.getByRole('button', { name: de('Zusatzhonorar erfassen') }).click();
  await expect(snackbar(page, de('Das Zusatzhonorar ist erfasst.'), 'success')).toBeVisible();
  const [extra] = queryD1<{ id: number; amount_centimes: number; state: string; payout_month: string }>(
    `SELECT id, amount_centimes, state, payout_month FROM extra_fees WHERE workshop_id = ${upcoming.id}`,
  );
  expect(extra).toMatchObject({ amount_centimes: 2_500, state: 'pending' });
  const ownExtra = section.locator(`[data-fee="extra-fee:${extra!.id}"]`);
  await expect(ownExtra).toContainText('CHF 25.00');
  await expect(ownExtra).toContainText(de('Offen'));
  await expect(section.locator(`[data-fee="fee:${fee.id}"]`)).toContainText(de('Offen'));

  // Finance: filter to the coach, adjust the fee, mark exactly the two new rows paid out.
  const finance = await (await browser.newContext({ ...test.info().project.use })).newPage();
  await useSession(finance, await apiLogin(finance.request, demo.finance), 'de');
  await finance.goto('/manager/finance/coach-fees');
  await expect(finance.getByRole('heading', { level: 1, name: de('Honorare') })).toBeVisible();
  await expect(finance.getByRole('link', { name: de('Auszahlungslauf') })).toHaveAttribute('href', '/manager/finance/payouts');
  await finance.getByLabel(de('Coach'), { exact: true }).selectOption(String(coachId));
  await expect(finance).toHaveURL(new RegExp(`coach_id=${coachId}`));
  const feeRow = finance.locator(`[data-fee="fee:${fee.id}"]`);
  const extraRow = finance.locator(`[data-fee="extra-fee:${extra!.id}"]`);
  await expect(extraRow).toContainText('Reisezeit 3 Stunden');
  await expectNoAxeViolations(finance, '/manager/finance/coach-fees');

  await feeRow.getByRole('button', { name: de('Anpassen') }).click();
  const dialog = finance.getByRole('dialog', { name: de('Honorar anpassen') });
  await dialog.getByLabel(de('Neuer Betrag (CHF)')).fill('412.35');
  await dialog.getByLabel(de('Grund der Änderung')).fill('Doppellektion');
  await expectNoAxeViolations(finance, 'adjust fee dialog');
  await dialog.getByRole('button', { name: de('Speichern') }).click();
  await expect(snackbar(finance, de('Das Honorar ist angepasst.'), 'success')).toBeVisible();
  await expect(feeRow).toContainText('CHF 412.35');
  await expect(feeRow).toContainText('Doppellektion');

  // The totals row of one workshop's rows equals them.
  await finance.getByLabel(de('Workshop'), { exact: true }).selectOption(String(upcoming.id));
  await expect(finance.getByTestId('fees-totals')).toContainText('CHF 25.00');
  await finance.getByLabel(de('Workshop'), { exact: true }).selectOption('');

  await feeRow.getByRole('checkbox').check();
  await extraRow.getByRole('checkbox').check();
  await expect(finance.getByText('2 ausgewählt: CHF 437.35')).toBeVisible();
  await finance.getByRole('button', { name: de('Als ausbezahlt markieren') }).click();
  const confirm = finance.getByRole('dialog', { name: de('Als ausbezahlt markieren') });
  await expect(confirm).toContainText('CHF 437.35');
  await confirm.getByRole('button', { name: de('Als ausbezahlt markieren') }).click();
  await expect(
    snackbar(
      finance,
      trPlural(
        'de',
        '{chosenCount, plural, one {# Eintrag ist als ausbezahlt markiert.} other {# Einträge sind als ausbezahlt markiert.}}',
        2,
      ),
    ),
  ).toBeVisible();

  const paid = queryD1<{ state: string; paid_out_by_id: number | null }>(
    `SELECT state, paid_out_by_id FROM coach_fees WHERE id = ${fee.id}
     UNION ALL SELECT state, paid_out_by_id FROM extra_fees WHERE id = ${extra!.id}`,
  );
  const [financeUser] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(demo.finance)}`);
  expect(paid).toEqual([
    { state: 'paid-out', paid_out_by_id: financeUser!.id },
    { state: 'paid-out', paid_out_by_id: financeUser!.id },
  ]);

  // Locked: shown under paid out, without a checkbox to tick or a button to change them.
  await finance.getByRole('button', { name: de('Ausbezahlt'), exact: true }).click();
  for (const row of [finance.locator(`[data-fee="fee:${fee.id}"]`), finance.locator(`[data-fee="extra-fee:${extra!.id}"]`)]) {
    await expect(row).toContainText(de('Ausbezahlt'));
    await expect(row.getByRole('checkbox')).toBeDisabled();
    await expect(row.getByRole('button')).toHaveCount(0);
  }
  await page.reload();
  await expect(section.locator(`[data-fee="extra-fee:${extra!.id}"]`)).toContainText(de('Ausbezahlt'));

  // Finance adds an extra fee: the workshop is searched on the server by its school, then the placed coach chosen.
  await finance.getByRole('button', { name: de('Zusatzhonorar erfassen') }).click();
  const adding = finance.getByRole('dialog', { name: de('Zusatzhonorar erfassen') });
  await adding.getByLabel(de('Workshop suchen')).fill(institute);
  const status = adding.getByTestId('extra-fee-search-status');
  await expect(status).toHaveText(trPlural('de', '{count, plural, one {# Workshop gefunden.} other {# Workshops gefunden.}}', 2));
  await adding.getByLabel(de('Workshop'), { exact: true }).selectOption(String(upcoming.id));
  await adding.getByLabel(de('Workshop suchen')).fill(`${institute} nirgendwo`);
  await expect(status).toHaveText(de('Keine Workshops gefunden.'));
  // The chosen workshop stays chosen while the search finds nothing.
  await expect(adding.getByLabel(de('Workshop'), { exact: true }).locator('option:checked')).toContainText(institute);
  await adding.getByLabel(de('Coach'), { exact: true }).selectOption(String(coachId));
  await adding.getByLabel(de('Stunden')).fill('4');
  await adding.getByLabel(de('Grund')).fill('Pause 4 Stunden');
  await expectNoAxeViolations(finance, 'extra fee dialog (search)');
  await adding.getByRole('button', { name: de('Zusatzhonorar erfassen') }).click();
  await expect(snackbar(finance, de('Das Zusatzhonorar ist erfasst.'), 'success')).toBeVisible();
  const added = queryD1<{ amount_centimes: number }>(
    `SELECT amount_centimes FROM extra_fees WHERE workshop_id = ${upcoming.id} AND reason = 'Pause 4 Stunden'`,
  );
  expect(added).toEqual([{ amount_centimes: 5_000 }]);
});
