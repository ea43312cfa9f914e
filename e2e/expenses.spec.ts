import { fileURLToPath } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, queryD1, snackbar, useSession } from './support';

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
