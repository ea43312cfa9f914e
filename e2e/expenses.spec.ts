import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
import {
  apiLogin,
  demo,
  expenseSchool,
  expectNoAxeViolations,
  fixtureUsers,
  queryD1,
  snackbar,
  sqlText,
  useSession,
} from './support';

/**
 * Issue 13, coach expenses end to end: the demo coach enters an expense with a receipt photo for a workshop they gave
 * and sees it pending with its payout month; finance filters to that coach, views the receipt inline and marks only
 * this expense paid out; the coach then sees it locked. Seeded expenses stay as they are, and no payout is run.
 */

const receiptPhoto = fileURLToPath(new URL('../worker/test/fixtures/permit-front.jpg', import.meta.url));

/** `CHF 1'234.50` -> 123450. */
const centimes = (text: string) => Math.round(Number(text.replace(/CHF|['’\s]/g, '')) * 100);

async function cellCentimes(cell: Locator) {
  return centimes((await cell.textContent()) ?? '');
}

test('a coach enters an expense with a receipt photo; finance views the receipt and marks it paid out', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const coachSession = await apiLogin(page.request, demo.coach);
  const coachId = coachSession.user.id;
  const description = `E2E Spesen ${Date.now().toString(36)}`;
  const claimable = await page.request.get(`/api/expenses/coach/${coachId}`, {
    headers: { Authorization: `Bearer ${coachSession.token}` },
  });
  const workshop = ((await claimable.json()) as { data: { workshops: { id: number; institute: string }[] } }).data.workshops[0]!;
  expect(workshop, 'the demo coach has a workshop they gave').toBeTruthy();

  // The coach: an amount without a receipt is refused, then the photo goes with it.
  await useSession(page, coachSession, 'de');
  await page.goto('/manager/coach/expenses');
  const section = page.getByTestId('own-expenses');
  await section.getByRole('button', { name: 'Spesen erfassen' }).click();
  await section.getByLabel('Workshop').selectOption(String(workshop.id));
  await section.getByLabel('Reisekosten (CHF)').fill('37.40');
  await section.getByLabel('Verpflegung (CHF)').fill('12.35');
  await section.getByLabel('Beschreibung').fill(description);
  await expect(section.getByText('Total: CHF 49.75')).toBeVisible();
  await section.getByRole('button', { name: 'Spesen erfassen' }).click();
  await expect(section.getByText('Bitte Beleg(e) hochladen')).toBeVisible();
  await expect(section.getByLabel('Beschreibung')).toHaveValue(description);
  await section.getByLabel('Belege (Fotos oder PDF)').setInputFiles(receiptPhoto);
  await expect(section.getByText('Bitte Beleg(e) hochladen')).toBeHidden();
  await expectNoAxeViolations(page, '/manager/coach/expenses (form)');
  await section.getByRole('button', { name: 'Spesen erfassen' }).click();
  await expect(snackbar(page, 'Die Spesen wurden erfasst.', 'success')).toBeVisible();

  const [created] = queryD1<{ id: number; payout_month: string; state: string }>(
    `SELECT id, payout_month, state FROM expenses WHERE description = '${description}'`,
  );
  expect(created).toMatchObject({ state: 'pending' });
  const [year, month] = created!.payout_month.split('-').map(Number) as [number, number];
  const monthInWords = new Intl.DateTimeFormat('de-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  const own = section.getByTestId('own-expense').filter({ hasText: description });
  await expect(own.getByText('Ausstehend')).toBeVisible();
  await expect(own.getByText(`Auszahlung voraussichtlich ${monthInWords}`)).toBeVisible();
  await expect(own.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
  await expectNoAxeViolations(page, '/manager/coach/expenses');

  // Finance: filter to the coach, open the receipt inline, mark only this expense paid out.
  const finance = await (await browser.newContext({ ...test.info().project.use })).newPage();
  await useSession(finance, await apiLogin(finance.request, demo.finance), 'de');
  await finance.goto('/manager/finance/expenses');
  await expect(finance.getByRole('heading', { level: 1, name: 'Spesen' })).toBeVisible();
  await expect(finance.getByRole('link', { name: 'Zu den Auszahlungen' })).toHaveAttribute('href', '/manager/finance/payouts');
  const coachName = `${coachSession.user.firstname} ${coachSession.user.lastname}`;
  await finance.getByLabel('Coach', { exact: true }).selectOption({ label: coachName });
  await expect(finance).toHaveURL(new RegExp(`coach_id=${coachId}`));
  const rows = finance.getByTestId('finance-expense');
  const row = rows.filter({ hasText: description });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('CHF 49.75')).toBeVisible();

  // The totals row is the sum of the rows (all of them fit on one page).
  const count = await rows.count();
  let sum = 0;
  for (let i = 0; i < count; i++) sum += await cellCentimes(rows.nth(i).locator('td').nth(6));
  const totals = finance.getByTestId('expense-totals');
  expect(await cellCentimes(totals.locator('td').nth(3))).toBe(sum);
  await expect(totals).toContainText(`Total aller ${count} Spesen`);

  await row.getByRole('button', { name: 'permit-front.jpg' }).click();
  const viewer = finance.getByRole('dialog', { name: 'permit-front.jpg' });
  const image = viewer.getByRole('img', { name: 'permit-front.jpg' });
  await expect(image).toBeVisible();
  // Decoded, not a broken-image icon: the CSP lets the SPA show `blob:` images.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(finance, '/manager/finance/expenses (receipt)');
  await viewer.getByRole('button', { name: 'Schliessen' }).first().click();

  await row.getByRole('checkbox').check();
  await finance.getByRole('button', { name: /^Als ausbezahlt markieren/ }).click();
  const confirm = finance.getByRole('dialog', { name: 'Als ausbezahlt markieren?' });
  await expect(confirm).toContainText('1 Spesenposten über total CHF 49.75');
  await expectNoAxeViolations(finance, '/manager/finance/expenses (confirm)');
  await confirm.getByRole('button', { name: 'Als ausbezahlt markieren' }).click();
  await expect(snackbar(finance, '1 Spesenposten ist als ausbezahlt markiert.', 'success')).toBeVisible();
  await expect(row).toHaveAttribute('data-state', 'paid-out');
  await expect(row.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(finance, '/manager/finance/expenses');
  const [paid] = queryD1<{ state: string; paid_out_by: string }>(
    `SELECT e.state, u.email AS paid_out_by FROM expenses e JOIN users u ON u.id = e.paid_out_by_id WHERE e.id = ${created!.id}`,
  );
  expect(paid).toEqual({ state: 'paid-out', paid_out_by: demo.finance });

  // The coach: locked, paid out.
  await page.reload();
  await expect(own.getByText('Ausbezahlt', { exact: true })).toBeVisible();
  await expect(own.getByText(`Ausbezahlt mit ${monthInWords}`)).toBeVisible();
  await expect(own.getByText('Ausbezahlte Spesen können nicht mehr geändert werden.')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
});

test('finance corrects one claim and deletes another, each with a reason; the coach sees both', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const coachSession = await apiLogin(page.request, fixtureUsers.expenseCoach.email);
  const auth = { Authorization: `Bearer ${coachSession.token}` };
  const claimable = await page.request.get(`/api/expenses/coach/${coachSession.user.id}`, { headers: auth });
  const workshops = ((await claimable.json()) as { data: { workshops: { id: number; institute: string }[] } }).data.workshops;
  const workshop = workshops.find((w) => w.institute === expenseSchool)!;
  expect(workshop, 'the fixture workshop can be claimed for').toBeTruthy();
  const tag = Date.now().toString(36);
  const claim = async (journey: number, description: string) => {
    const response = await page.request.post(`/api/expenses/coach/${coachSession.user.id}`, {
      headers: auth,
      multipart: {
        workshop_id: String(workshop.id),
        journey_centimes: String(journey),
        description,
        receipts: { name: 'zug.jpg', mimeType: 'image/jpeg', buffer: readFileSync(receiptPhoto) },
      },
    });
    expect(response.status()).toBe(201);
  };
  await claim(8400, `Zug ${tag}`);
  await claim(2600, `Doppelt ${tag}`);

  const finance = await (await browser.newContext({ ...test.info().project.use })).newPage();
  await useSession(finance, await apiLogin(finance.request, demo.finance), 'de');
  await finance.goto(`/manager/finance/expenses?coach_id=${coachSession.user.id}`);
  const fullFare = finance.getByTestId('finance-expense').filter({ hasText: `Zug ${tag}` });
  await fullFare.getByRole('button', { name: /^Korrigieren/ }).click();
  const dialog = finance.getByRole('dialog', { name: 'Spesen korrigieren' });
  await dialog.getByLabel('Reisekosten (CHF)').fill('42.00');
  await dialog.getByRole('button', { name: 'Korrigieren und Coach informieren' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bitte eine Begründung für den Coach angeben.');
  await expect(dialog.getByLabel('Reisekosten (CHF)')).toHaveValue('42.00');
  await dialog.getByLabel(/^Begründung für den Coach/).fill('Halbtax-Abo im Profil: Billett zum halben Preis');
  await expectNoAxeViolations(finance, '/manager/finance/expenses (correct)');
  await dialog.getByRole('button', { name: 'Korrigieren und Coach informieren' }).click();
  await expect(snackbar(finance, 'Die Spesen sind korrigiert; der Coach wurde informiert.', 'success')).toBeVisible();
  await expect(fullFare.getByText('CHF 42.00').first()).toBeVisible();
  await expect(fullFare.getByTestId('expense-corrections')).toContainText('CHF 84.00 → CHF 42.00');

  const duplicate = finance.getByTestId('finance-expense').filter({ hasText: `Doppelt ${tag}` });
  await duplicate.getByRole('button', { name: /^Löschen/ }).click();
  const confirm = finance.getByRole('dialog', { name: 'Spesen löschen?' });
  await confirm.getByLabel(/^Begründung für den Coach/).fill('Doppelt erfasst');
  await expectNoAxeViolations(finance, '/manager/finance/expenses (delete)');
  await confirm.getByRole('button', { name: 'Löschen und Coach informieren' }).click();
  await expect(snackbar(finance, 'Die Spesen wurden gelöscht; der Coach wurde informiert.', 'success')).toBeVisible();
  await expect(duplicate).toHaveCount(0);

  const mails = queryD1<{ template: string }>(
    `SELECT template FROM mail_outbox WHERE recipient = ${sqlText(fixtureUsers.expenseCoach.email)} AND template LIKE 'expense-%' ORDER BY id DESC LIMIT 2`,
  );
  expect(mails.map((m) => m.template).sort()).toEqual(['expense-corrected', 'expense-deleted']);

  // The coach: the correction under the claim, the deleted claim with its reason.
  await useSession(page, coachSession, 'de');
  await page.goto('/manager/coach/expenses');
  const own = page.getByTestId('own-expense').filter({ hasText: `Zug ${tag}` });
  await expect(own.getByTestId('expense-corrections')).toContainText('Begründung: Halbtax-Abo im Profil');
  const deleted = page.getByRole('region', { name: 'Von der Buchhaltung gelöschte Spesen' });
  await expect(deleted).toContainText('Begründung: Doppelt erfasst');
  await expectNoAxeViolations(page, '/manager/coach/expenses (corrected, deleted)');
});
