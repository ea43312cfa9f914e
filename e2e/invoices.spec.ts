import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { isQRReferenceValid } from 'swissqrbill/utils';
import { readQrBill } from '../worker/test/qr-bill';
import { createInquiry } from './manager-support';
import { apiLogin, demo, expectNoAxeViolations, queryD1, snackbar, sqlText, useSession } from './support';

/*
 * Finance sends an invoice and records its payment. The spec brings its own workshop to invoiceable through the API
 * (inquiry, validation, a placed coach, moved into the past, done, invoiceable), so no seeded invoice is touched.
 * Demo coach Leila Haddad, whom no other spec uses, gives it.
 */
const coachEmail = 'leila.haddad@example.org';

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function invoiceableWorkshop(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${(await apiLogin(request, demo.associate)).token}` };
  const must = async (response: Promise<{ status(): number; text(): Promise<string> }>, status = 200) => {
    const done = await response;
    expect(done.status(), await done.text()).toBe(status);
  };
  const inquiry = await createInquiry(request, 'E2E Rechnung Dvořák');
  await must(request.post(`/api/inquiries/${inquiry.id}/validate`, { headers }));
  const [workshop] = queryD1<{ id: number }>(`SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NULL`);
  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(coachEmail)}`);
  await must(request.post(`/api/workshops/${workshop!.id}/assign-coach`, { headers, data: { coach_id: coach!.id } }));
  const detail = (await (await request.get(`/api/workshops/${workshop!.id}`, { headers })).json()) as {
    data: Record<string, unknown>;
  };
  const keep = ['offered_workshop_id', 'language', 'start_time', 'end_time', 'institute', 'location', 'price_centimes'];
  const optional = ['street_address', 'postcode', 'contact_firstname', 'contact_lastname', 'contact_email', 'contact_phone'];
  const body = Object.fromEntries([...keep, ...optional].map((key) => [key, detail.data[key]]));
  await must(request.put(`/api/workshops/${workshop!.id}`, { headers, data: { ...body, date: isoDaysAgo(3) } }));
  await must(request.post(`/api/workshops/${workshop!.id}/set-state`, { headers, data: { state: 'done' } }));
  await must(request.post(`/api/workshops/${workshop!.id}/set-state`, { headers, data: { state: 'invoiceable' } }));
  return { id: workshop!.id, institute: inquiry.institute, priceCentimes: detail.data.price_centimes as number };
}

test('finance marks a workshop invoiced, downloads its QR-bill and records the payment', async ({ page }) => {
  test.setTimeout(120_000);
  const workshop = await invoiceableWorkshop(page.request);
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');

  await page.goto('/manager/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Suche' }).or(page.getByLabel('Suche')).fill(workshop.institute);
  const card = page.getByTestId('invoice').filter({ hasText: workshop.institute });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('invoice-amount')).toHaveText(/^CHF [\d']+\.\d{2}$/);
  await expectNoAxeViolations(page, '/manager/invoices (invoiceable)');

  await card.getByRole('button', { name: 'Als verrechnet markieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Als verrechnet markieren?' });
  await expectNoAxeViolations(page, '/manager/invoices (confirm dialog)');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Als verrechnet markieren' }).click();
  const download = await downloading;
  await expect(snackbar(page, 'Rechnung', 'success')).toBeVisible();

  const [invoice] = queryD1<{ id: number; number: string; reference: string; amount_centimes: number; state: string }>(
    `SELECT i.id, i.number, i.reference, i.amount_centimes, i.state FROM invoices i
       JOIN invoice_workshops iw ON iw.invoice_id = i.id WHERE iw.workshop_id = ${workshop.id}`,
  );
  expect(invoice).toMatchObject({ state: 'invoiced', amount_centimes: workshop.priceCentimes });
  expect(download.suggestedFilename()).toBe(`invoice-${invoice!.number}.pdf`);
  const pdf = new Uint8Array(await readFile((await download.path())!));
  const { payload, text } = await readQrBill(pdf);
  expect(payload.amount).toBe((workshop.priceCentimes / 100).toFixed(2));
  expect(payload.currency).toBe('CHF');
  expect(payload.reference).toBe(invoice!.reference);
  expect(isQRReferenceValid(payload.reference)).toBe(true);
  expect(payload.debtorName).toBe(workshop.institute);
  expect(text).toContain(`Rechnung ${invoice!.number}`);

  await page.getByRole('button', { name: 'Verrechnet', exact: true }).click();
  await page.getByLabel('Suche').fill(invoice!.number);
  const sent = page.getByTestId('invoice').filter({ hasText: invoice!.number });
  await expect(sent).toHaveAttribute('data-state', 'invoiced');
  await expectNoAxeViolations(page, '/manager/invoices (invoiced)');
  await sent.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await expect(snackbar(page, 'Zahlung erfasst', 'success')).toBeVisible();
  await expect(sent.getByTestId('invoice-paid')).toBeVisible();
  const [paid] = queryD1<{ paid_on: string | null }>(`SELECT paid_on FROM invoices WHERE id = ${invoice!.id}`);
  expect(paid!.paid_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
