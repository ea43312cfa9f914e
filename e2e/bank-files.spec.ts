import { expect, test } from '@playwright/test';
import { camt054 } from '../worker/test/camt-files';
import { bankFileSchools, remindedSchoolEmail } from './bank-files-support';
import { apiLogin, demo, expectNoAxeViolations, latestMail, queryD1, snackbar, sqlText, useSession } from './support';

/*
 * Finance reads a bank file: two credits pay their invoices by QR reference, one without reference is assigned by
 * hand; then the daily job proposes a reminder for an overdue invoice and finance sends it; the school's link opens
 * the reminder. The invoices are the spec's own (e2e/bank-files-support.ts).
 */
const invoiceOf = (institute: string) =>
  queryD1<{ id: number; number: string; reference: string; paid_on: string | null; open: number }>(
    `SELECT i.id, i.number, i.reference, i.paid_on, i.amount_centimes + i.reminder_fees_centimes - i.credited_centimes - i.paid_centimes AS open
       FROM invoices i JOIN workshops w ON w.id = i.workshop_id WHERE w.institute = ${sqlText(institute)}`,
  )[0]!;

test('finance reads a bank file: two paid by reference, one assigned by hand; then sends a reminder', async ({ page }) => {
  test.setTimeout(90_000);
  const { paidA, paidB, assigned, reminded } = bankFileSchools;
  const [a, b, c] = [invoiceOf(paidA.institute), invoiceOf(paidB.institute), invoiceOf(assigned.institute)];
  const run = Date.now().toString(36);
  const xml = camt054(`E2E-${run}`, [
    {
      bookingDate: new Date().toISOString().slice(0, 10),
      credits: [
        { bankRef: `E2E-${run}-1`, amount: '450.00', reference: a.reference, debtor: paidA.institute },
        { bankRef: `E2E-${run}-2`, amount: '300.00', reference: b.reference, debtor: paidB.institute },
        { bankRef: `E2E-${run}-3`, amount: '120.00', debtor: 'Elternrat Breitenrain', remittance: `Rechnung ${c.number}` },
      ],
    },
  ]);
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');
  await page.goto('/manager/invoices');
  await page.getByRole('link', { name: 'Bankdateien' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bankdateien' })).toBeVisible();
  await expectNoAxeViolations(page, '/manager/invoices/bank-files');

  await page
    .getByLabel('Datei (camt.054 oder camt.053, XML)')
    .setInputFiles({ name: 'gutschriften.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  const result = page.getByTestId('bank-file-result');
  await expect(result.getByTestId('bank-file-counts')).toContainText('2 bezahlt');
  await expect(result.getByTestId('bank-file-counts')).toContainText('1 nicht zugeordnet');
  await expect(result.locator('[data-outcome="matched"]')).toHaveCount(2);
  await expectNoAxeViolations(page, '/manager/invoices/bank-files (result)');
  expect(invoiceOf(paidA.institute)).toMatchObject({ open: 0 });
  expect(invoiceOf(paidB.institute).paid_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await result.locator('[data-outcome="unmatched"]').getByRole('button', { name: 'Rechnung zuordnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zahlung über CHF 120.00 zuordnen' });
  await dialog.getByLabel('Rechnung suchen').fill(c.number);
  await dialog.getByRole('radio', { name: new RegExp(c.number) }).check();
  await expectNoAxeViolations(page, '/manager/invoices/bank-files (assign dialog)');
  await dialog.getByRole('button', { name: 'Zuordnen' }).click();
  await expect(snackbar(page, `Zahlung der Rechnung ${c.number} zugeordnet`, 'success')).toBeVisible();
  await expect.poll(() => invoiceOf(assigned.institute).open).toBe(0);

  // The daily job, run now by an admin as the scheduler would, proposes the overdue invoice's first reminder.
  const admin = await apiLogin(page.request, demo.admin);
  const job = await page.request.post('/api/jobs/invoice-reminders/run', { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(job.status(), await job.text()).toBe(200);

  await page.goto('/manager/invoices/reminders');
  const overdue = invoiceOf(reminded.institute);
  const proposal = page.getByTestId('reminders-proposed').getByTestId('reminder').filter({ hasText: overdue.number });
  await expect(proposal).toContainText(remindedSchoolEmail);
  await expectNoAxeViolations(page, '/manager/invoices/reminders');
  await proposal.getByRole('button', { name: 'Senden' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mahnung senden?' });
  await confirm.getByRole('button', { name: 'Senden' }).click();
  await expect(snackbar(page, '1 Mahnung versandt', 'success')).toBeVisible();
  await expect(page.getByTestId('reminders-sent').getByTestId('reminder').filter({ hasText: overdue.number })).toBeVisible();

  const mail = await latestMail(remindedSchoolEmail, 'invoice-reminder');
  expect(mail.subject).toBe(`Zahlungserinnerung: Rechnung ${overdue.number}`);
  const link = /https?:\/\/\S+\/de\/reminder\/\S+/.exec(mail.text_body)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlungserinnerung' })).toBeVisible();
  await expect(page.getByTestId('reminder-summary')).toContainText('CHF 600.00');
  await expectNoAxeViolations(page, '/reminder/:token');
  const href = await page.getByRole('link', { name: 'Mahnung als PDF öffnen' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});
