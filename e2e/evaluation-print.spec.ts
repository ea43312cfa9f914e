import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import * as mupdf from 'mupdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { evaluatedWorkshop, type PublicLink } from './public-evaluation-support';
import { expectNoAxeViolations, tr } from './support';

/*
 * The classroom sheet of an audience link: a big QR code of the link, an instruction for the class in the
 * evaluation's language, the link as text; printed on one A4 page without the site's header, footer and buttons.
 */

// zxing's WASM from the package itself (it would otherwise fetch it from a CDN).
const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
  fireImmediately: true,
});

async function decodeQr(png: Uint8Array) {
  return readBarcodes(png, { formats: ['QRCode'], tryHarder: true });
}
const texts = (results: Awaited<ReturnType<typeof decodeQr>>) => results.map((result) => result.text);

test('the print page shows the link as a QR code that decodes to it, and prints on one A4 page', async ({ page, baseURL }) => {
  const [link] = evaluatedWorkshop('Evaluation print').links as [PublicLink];
  const absolute = `${baseURL}${link.path}`;

  const response = await page.goto(`${link.path}/print`);
  // A private link: its address goes nowhere, search engines keep out.
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');

  // In the evaluation's language: the instruction for the class, the link as text.
  await expect(
    page.getByText(
      tr(
        'fr',
        'Scanne den Code mit deinem Handy und beantworte ein paar kurze Fragen zum Workshop. Deine Antworten sind anonym.',
      ),
    ),
  ).toBeVisible();
  await expect(page.getByTestId('evaluation-link')).toHaveText(absolute);
  const qr = page.getByRole('img', { name: tr('fr', 'QR-Code mit dem Link zur Evaluation') });
  await expect(qr).toBeVisible();
  expect(texts(await decodeQr(await qr.screenshot()))).toEqual([absolute]);
  await expectNoAxeViolations(page, '/evaluations/…/print (fr)');

  // Printed: no header, footer or buttons; the code large (at least 12 cm on A4) and centred.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header')).toBeHidden();
  await expect(page.getByTestId('public-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: tr('fr', 'Drucken') })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Français' })).toBeHidden();
  await expect(qr).toBeVisible();

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  expect(document.countPages()).toBe(1);
  const sheet = document.loadPage(0);
  const text = sheet.toStructuredText('preserve-whitespace').asText();
  // mupdf ends each line with '·' and a line break; the link wraps.
  expect(text.replace(/·?\n/g, '')).toContain(absolute);
  expect(text).not.toContain(tr('fr', 'Drucken'));
  expect(text).not.toContain(tr('fr', 'Adresse'));
  const pixmap = sheet.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false);
  const [code, ...more] = await decodeQr(pixmap.asPNG());
  expect([code?.text, more.length]).toEqual([absolute, 0]);
  // Large (the symbol alone at least 9.5 cm of the sheet's 21 cm) and centred.
  const { topLeft, topRight } = code!.position;
  const sheetWidth = pixmap.getWidth();
  expect((topRight.x - topLeft.x) / sheetWidth, 'the code’s share of the sheet’s width').toBeGreaterThan(0.45);
  expect(Math.abs((topLeft.x + topRight.x) / 2 - sheetWidth / 2) / sheetWidth, 'centred').toBeLessThan(0.02);
});

test('the print page of a closed or 3-month link shows the closed message, no code', async ({ page }) => {
  for (const link of evaluatedWorkshop('Evaluation print closed').links) {
    await page.goto(`${link.path}/print`);
    await expect(page.getByText(tr('de', 'Diese Evaluation ist abgeschlossen'))).toBeVisible();
    await expect(page.getByTestId('evaluation-qr')).toHaveCount(0);
  }
  await expectNoAxeViolations(page, '/evaluations/…/print (closed)');
});

test('the evaluation form at desktop width', async ({ page }) => {
  const [link] = evaluatedWorkshop('Evaluation desktop').links as [PublicLink];
  await page.goto(link.path);
  await expect(page.getByRole('button', { name: tr('en', 'Absenden') })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, '/evaluations/… (en, desktop)');
});
