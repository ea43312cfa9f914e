import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import * as mupdf from 'mupdf';
import { swissDate } from './date-fields-support';
import { moneyInvoices } from './money-support';
import { apiLogin, demo, expectNoAxeViolations, queryD1, snackbar, sqlText, tr, useSession } from './support';

/*
 * Finance cancels a sent invoice (decision 059): on the invoice's card under "Verrechnet", "Rechnung stornieren" asks
 * for a reason (printed on the credit note) and issues a credit note `G-YYYY-NNNN` for the whole amount; the card then
 * says "Storniert" and lists the credit note, and its PDF is downloaded. The invoice is the spec's own
 * (e2e/money-support.ts).
 */
const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);
const zurichToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** The text of a PDF's first page (mupdf, as e2e/evaluation-print.spec.ts reads a page), lines joined by a space. */
function pdfText(bytes: Uint8Array): string {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  const text = document.loadPage(0).toStructuredText('preserve-whitespace').asText();
  return text.replace(/·?\n/g, ' ').replace(/\s+/g, ' ');
}

test('finance cancels a sent invoice with a reason: credit note, "Storniert" and its PDF', async ({ page }) => {
  const { number, institute, amount } = moneyInvoices.storno;
  const [invoice] = queryD1<{ id: number; date: string }>(`SELECT id, date FROM invoices WHERE number = ${sqlText(number)}`);
  const reason = 'Workshop wegen Schulschliessung ausgefallen';
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');

  await page.goto('/manager/invoices');
  await page.getByRole('button', { name: de('Verrechnet'), exact: true }).click();
  await page.getByLabel(de('Suche')).fill(number);
  const card = page.getByTestId('invoice').filter({ hasText: number });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(`${number} · ${institute}`);
  await expect(card.getByTestId('invoice-amount')).toHaveText('CHF 380.00');
  await expect(card.getByText(de('Offen'), { exact: true })).toBeVisible();

  await card.getByRole('button', { name: de('Rechnung stornieren') }).click();
  const dialog = page.getByRole('dialog', { name: de('Rechnung {number} stornieren?', { number }) });
  await expect(dialog).toContainText(
    de(
      'Es wird eine Gutschrift über den ganzen noch nicht gutgeschriebenen Betrag von {max} ausgestellt; die Rechnung ist damit storniert. Das lässt sich nicht rückgängig machen. Danach wird das PDF heruntergeladen: Bitte senden Sie es der Schule.',
      { max: 'CHF 380.00' },
    ),
  );
  // The reason is required: confirming without one keeps the dialog open and says why.
  await dialog.getByRole('button', { name: de('Rechnung stornieren') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(de('Bitte einen Grund angeben; er steht auf der Gutschrift.'));
  expect(queryD1(`SELECT 1 FROM credit_notes WHERE invoice_id = ${invoice!.id}`)).toEqual([]);
  await expectNoAxeViolations(page, '/manager/invoices (cancel dialog)');

  await dialog.getByLabel(de('Grund (steht auf der Gutschrift)')).fill(reason);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: de('Rechnung stornieren') }).click();
  const download = await downloading;
  await expect(dialog).toBeHidden();

  const [note] = queryD1<{ number: string; date: string; amount_centimes: number; cancels: number; reason: string }>(
    `SELECT number, date, amount_centimes, cancels, reason FROM credit_notes WHERE invoice_id = ${invoice!.id}`,
  );
  const today = zurichToday();
  expect(note).toMatchObject({ date: today, amount_centimes: amount, cancels: 1, reason });
  expect(note!.number).toMatch(new RegExp(`^G-${today.slice(0, 4)}-\\d{4}$`));
  await expect(snackbar(page, de('Gutschrift {issued} ausgestellt', { issued: note!.number }), 'success')).toBeVisible();

  // The card: cancelled, the credit note listed with its reason, nothing left to credit.
  await expect(card).toHaveAttribute('data-state', 'invoiced');
  await expect(card.getByTestId('invoice-cancelled')).toHaveText(de('Storniert'));
  const notes = card.getByRole('group', { name: de('Gutschriften zur Rechnung {0}', { 0: number }) });
  const line = notes.getByTestId('credit-notes').getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(de('Gutschrift {number}', { number: note!.number }));
  await expect(line).toContainText('CHF 380.00');
  await expect(line).toContainText(de('Rechnung storniert'));
  await expect(line).toContainText(reason);
  await expect(card.getByRole('button', { name: de('Rechnung stornieren') })).toHaveCount(0);
  await expect(card.getByRole('button', { name: de('Teilgutschrift') })).toHaveCount(0);
  await expectNoAxeViolations(page, '/manager/invoices (cancelled invoice)');

  // The PDF downloaded after issuing: named after the credit note, a PDF, and it says what it is for.
  expect(download.suggestedFilename()).toBe(`credit-note-${note!.number}.pdf`);
  const pdf = new Uint8Array(await readFile((await download.path())!));
  expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(`Gutschrift ${note!.number}`);
  expect(text).toContain(`zu Rechnung ${number} vom ${swissDate(invoice!.date)}`);
  expect(text).toContain('Rechnung storniert');
  expect(text).toContain(`Grund: ${reason}`);
  expect(text).toContain(institute);
  expect(text).toContain('380.00');

  // The same PDF again from the credit note's line.
  const again = page.waitForEvent('download');
  await line.getByRole('button', { name: de('PDF der Gutschrift {number} herunterladen', { number: note!.number }) }).click();
  expect((await again).suggestedFilename()).toBe(`credit-note-${note!.number}.pdf`);
});
