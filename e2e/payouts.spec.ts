import { readFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { chooseMonth } from './date-fields-support';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { apiLogin, demo, expectNoAxeViolations, queryD1, snackbar, tr, trPlural, useSession } from './support';

/**
 * Issue 13, the payout run end to end: finance picks LAST month (the seed puts pending items of Leila Haddad and
 * Sophie Favre there, and a blocked expense of Fabian Gerber, who has no IBAN), runs the payout, downloads a
 * statement and the pain.001 (validated against the ISO schema), and sees the items paid out; Leila finds her
 * statement. Never the current month: other specs create current-month items.
 */
const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);

function lastMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  return new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
}
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('de-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

const downloaded = async (download: Download) => readFileSync((await download.path())!);

test('finance runs last month’s payout, downloads a statement and the payment file; the coach finds the statement', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const month = lastMonth();
  await useSession(page, await apiLogin(page.request, demo.finance));
  await page.goto('/manager/finance/payouts');
  await expect(page.getByRole('heading', { level: 1, name: de('Auszahlungen') })).toBeVisible();
  await chooseMonth(page, de('Auszahlungsmonat'), month);

  const coach = (name: string) => page.getByTestId('preview-coach').filter({ hasText: name });
  await expect(coach('Leila Haddad').getByText(de('Zahlbar'), { exact: true })).toBeVisible();
  await expect(coach('Sophie Favre').getByText(de('Zahlbar'), { exact: true })).toBeVisible();
  const fabian = coach('Fabian Gerber');
  await expect(fabian.getByText(de('Blockiert'), { exact: true })).toBeVisible();
  await expect(fabian).toContainText(de('Keine IBAN im Profil'));
  await expect(fabian.getByRole('link', { name: de('Profil von {0} öffnen', { 0: 'Fabian Gerber' }) })).toHaveAttribute(
    'href',
    /\/manager\/coaches\/\d+$/,
  );
  await coach('Leila Haddad')
    .getByText(trPlural('de', '{0, plural, one {# Position} other {# Positionen}}', 2))
    .click();
  await expect(coach('Leila Haddad').getByTestId('payout-item')).toHaveCount(2);
  await expectNoAxeViolations(page, '/manager/finance/payouts (preview)');

  await page.getByRole('button', { name: de('Auszahlung ausführen'), exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: de('Auszahlung für {monthLabel} ausführen?', { monthLabel: monthLabel(month) }),
  });
  await expect(dialog).toContainText('Coaches erhalten zusammen CHF');
  await expectNoAxeViolations(page, '/manager/finance/payouts (confirm dialog)');
  await dialog.getByRole('button', { name: de('Auszahlung ausführen'), exact: true }).click();
  await expect(snackbar(page, de('Auszahlung für {0} ausgeführt', { 0: monthLabel(month) }), 'success')).toBeVisible();

  const [run] = queryD1<{ id: number; total_centimes: number; coach_count: number }>(
    `SELECT id, total_centimes, coach_count FROM payout_runs WHERE month = '${month}' ORDER BY id DESC LIMIT 1`,
  );
  expect(run!.coach_count).toBeGreaterThanOrEqual(2);
  const lastRun = page.getByTestId('last-run');
  const leila = lastRun.getByTestId('run-coach').filter({ hasText: 'Leila Haddad' });
  await expect(leila.getByTestId('payout-item')).toHaveCount(2);
  await expectNoAxeViolations(page, '/manager/finance/payouts (after the run)');

  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    leila.getByRole('button', { name: de('Abrechnung (PDF) von {0}', { 0: 'Leila Haddad' }) }).click(),
  ]);
  expect((await downloaded(statement)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const [paymentFile] = await Promise.all([page.waitForEvent('download'), lastRun.getByTestId('payment-file').click()]);
  const xml = (await downloaded(paymentFile)).toString('utf8');
  const validator = XsdValidator.fromDoc(
    XmlDocument.fromString(readFileSync('worker/test/fixtures/iso20022/pain.001.001.09.xsd', 'utf8')),
  );
  const doc = XmlDocument.fromString(xml);
  expect(() => validator.validate(doc)).not.toThrow();
  doc.dispose();
  const controlSums = [...xml.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) => Math.round(Number(m[1]) * 100));
  const amounts = [...xml.matchAll(/<InstdAmt Ccy="CHF">([\d.]+)<\/InstdAmt>/g)].map((m) => Math.round(Number(m[1]) * 100));
  expect(controlSums).toEqual([run!.total_centimes, run!.total_centimes]);
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(run!.total_centimes);
  expect(xml).toContain('<Nm>Leila Haddad</Nm>');
  expect(xml).not.toContain('Fabian');

  // Nothing of the payable coaches is left pending up to the month; Fabian's expense is.
  const pending = queryD1<{ name: string; n: number }>(`
    SELECT u.firstname AS name, count(*) AS n FROM (
      SELECT coach_id, state, payout_month FROM coach_fees
      UNION ALL SELECT coach_id, state, payout_month FROM extra_fees
      UNION ALL SELECT coach_id, state, payout_month FROM expenses
    ) x JOIN users u ON u.id = x.coach_id
    WHERE x.state = 'pending' AND x.payout_month <= '${month}' AND u.firstname IN ('Leila', 'Sophie', 'Fabian')
    GROUP BY u.firstname`);
  expect(pending).toEqual([{ name: 'Fabian', n: 1 }]);
  const [paidByRun] = queryD1<{ n: number; total: number }>(`
    SELECT count(*) AS n, sum(amount) AS total FROM (
      SELECT amount_centimes AS amount FROM coach_fees WHERE payout_run_id = ${run!.id} AND state = 'paid-out'
      UNION ALL SELECT amount_centimes FROM extra_fees WHERE payout_run_id = ${run!.id} AND state = 'paid-out'
      UNION ALL SELECT journey_centimes + catering_centimes + other_centimes FROM expenses
        WHERE payout_run_id = ${run!.id} AND state = 'paid-out')`);
  expect(paidByRun!.n).toBeGreaterThanOrEqual(4);
  expect(paidByRun!.total).toBe(run!.total_centimes);
  // The preview now shows only what is left: the blocked coach.
  await expect(page.getByTestId('preview-coach')).toHaveCount(1);
  await expect(coach('Fabian Gerber')).toBeVisible();
  await expect(page.getByTestId('payout-run').first()).toContainText(monthLabel(month));

  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await useSession(coachPage, await apiLogin(coachPage.request, 'leila.haddad@example.org'));
  await coachPage.goto('/manager/coach/expenses');
  const own = coachPage.getByTestId('own-statement').filter({ hasText: monthLabel(month) });
  await expect(own).toBeVisible();
  await expectNoAxeViolations(coachPage, '/manager/coach/expenses (statements)');
  const [ownPdf] = await Promise.all([
    coachPage.waitForEvent('download'),
    own.getByRole('button', { name: de('PDF herunterladen: Abrechnung {month}', { month: monthLabel(month) }) }).click(),
  ]);
  expect((await downloaded(ownPdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await coachContext.close();
});
