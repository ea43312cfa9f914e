import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import * as mupdf from 'mupdf';
import { schoolYearLabel, schoolYearOf } from '../worker/contract/statistics/school-years';
import { apiLogin, demo, expectNoAxeViolations, queryD1, useSession } from './support';

/*
 * Issue 34, point 4 (decision 065): an associate opens the report, switches to last school year, follows
 * "Jahresbericht", writes the introduction of that year and downloads the PDF and the workbook. Other specs change
 * workshops on the same stack at the same time: the checks are about the document's words and the text written here,
 * never exact global counts.
 */

/** The text of every page of a PDF (mupdf), lines joined by a space. */
function pdfText(bytes: Uint8Array): string {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return pages.join('\n').replace(/\n/g, ' ').replace(/\s+/g, ' ');
}

async function atPhoneWidth(page: Page, where: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} fits 390 px`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, `${where} (phone)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an associate writes last school year’s introduction and downloads the annual report as PDF and XLSX', async ({ page }) => {
  const year = schoolYearOf(new Date().toISOString().slice(0, 10)) - 1;
  const label = schoolYearLabel(year);
  const intro = `Ein Jahr mit vielen Schulen (${Date.now()}).`;
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');

  await page.goto('/manager/statistics');
  await page.getByLabel('Zeitraum', { exact: true }).selectOption({ label: `Schuljahr ${label}` });
  await expect(page).toHaveURL(new RegExp(`[?&]school_year=${year}(&|$)`));
  await page.getByRole('link', { name: 'Jahresbericht', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/manager/statistics/annual-report\\?school_year=${year}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Jahresbericht' })).toBeVisible();
  await expect(page.getByLabel('Schuljahr', { exact: true })).toHaveValue(String(year));
  await expect(page.getByLabel('Sprache des Dokuments')).toHaveValue('de');

  const field = page.getByLabel('Einleitung', { exact: true });
  await field.fill(intro);
  await expect(page.getByTestId('annual-report-unsaved')).toBeVisible();
  await page.getByRole('button', { name: 'Einleitung speichern' }).click();
  await expect(page.getByText('Text «Einleitung» gespeichert', { exact: true })).toBeVisible();
  await expect(page.getByTestId('annual-report-unsaved')).toBeHidden();
  const [row] = queryD1<{ text: string }>(
    `SELECT text FROM annual_report_texts WHERE school_year = ${year} AND section = 'intro' AND language = 'de'`,
  );
  expect(row?.text).toBe(intro);

  await expectNoAxeViolations(page, '/manager/statistics/annual-report');
  await atPhoneWidth(page, '/manager/statistics/annual-report');

  const dashed = label.replace('/', '-');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Jahresbericht ${label} als PDF` }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`annual-report-${dashed}-de.pdf`);
  const pdfBytes = readFileSync(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(new Uint8Array(pdfBytes));
  expect(text).toContain(`Jahresbericht ${label}`);
  expect(text).toContain('Einleitung');
  expect(text).toContain(intro);
  expect(text).toContain('Kennzahlen');
  expect(text).toContain(`Vorjahr ${schoolYearLabel(year - 1)}`);
  expect(text).toContain('Teilnehmende nach Kanton (Karte)');

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Jahresbericht ${label} als Excel (XLSX)` }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe(`annual-report-${dashed}-de.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
  expect(book.worksheets[0]!.name).toBe('Kennzahlen');
  expect(book.worksheets.length).toBe(15);
  const participants = book.worksheets[0]!.getRows(2, 20)!.find((r) => r.getCell(1).value === 'Teilnehmende')!;
  expect(typeof participants.getCell(2).value).toBe('number');
});
