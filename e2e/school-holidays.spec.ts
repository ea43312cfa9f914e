import { expect, test } from '@playwright/test';
import { swissDate } from './date-fields-support';
import {
  apiLogin,
  demo,
  expectNoAxeViolations,
  futureWeekdays,
  inquiryFormPage,
  offeredWorkshops,
  queryD1,
  snackbar,
  sqlText,
  trPlural,
  useSession,
} from './support';

/*
 * Cantonal school holidays (issue 18): an admin imports a file for Graubünden (a canton the demo data leaves empty, so
 * no other spec depends on it), and the public inquiry form warns for a date in those holidays when the school's
 * postcode is in Graubünden. Texts are the German sources.
 */

const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const swiss = (iso: string) => iso.split('-').reverse().join('.');
const schoolYearOf = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  const start = Number(iso.slice(5, 7)) >= 8 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
};
const csv = (text: string) => ({ name: 'ferien.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

test('an admin imports a canton’s holidays and the inquiry form warns for a date in them', async ({ page, browser, request }) => {
  const [holiday] = futureWeekdays(1, 45) as [string];
  const last = plusDays(holiday, 2);
  const schoolYear = schoolYearOf(holiday);
  await useSession(page, await apiLogin(request, demo.admin));

  await page.goto('/manager/masterdata/school-holidays');
  await expect(page.getByRole('heading', { level: 1, name: 'Stammdaten: Schulferien' })).toBeVisible();
  await expectNoAxeViolations(page, 'the school holidays section');

  await page.getByRole('button', { name: 'Datei importieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schulferien importieren' });
  await dialog.getByRole('combobox', { name: 'Kanton' }).selectOption({ label: 'Graubünden' });
  await dialog.getByRole('combobox', { name: 'Schuljahr' }).selectOption(schoolYear);
  const file = dialog.getByLabel('Datei (CSV)');

  // A file with a day that does not exist changes nothing and names the line.
  await file.setInputFiles(csv(`E2E-Ferien;31.02.${holiday.slice(0, 4)};${swiss(last)}\n`));
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  await expect(dialog.getByTestId('school-holidays-import-errors')).toHaveText('Zeile 1: Bitte ein gültiges Datum eingeben');
  await expectNoAxeViolations(page, 'the import dialog with errors');

  await file.setInputFiles(csv(`Bezeichnung;von;bis\nE2E-Ferien;${swiss(holiday)};${swiss(last)}\n`));
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  await expect(
    snackbar(page, trPlural('de', '{count, plural, one {# Ferieneintrag importiert} other {# Ferieneinträge importiert}}', 1)),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByTestId('school-holidays-table');
  await expect(table.getByRole('row').filter({ hasText: 'E2E-Ferien' })).toContainText('Graubünden');
  expect(
    queryD1<{ from_date: string }>(
      `SELECT from_date FROM school_holidays WHERE canton = 'GR' AND school_year = ${sqlText(schoolYear)}`,
    ),
  ).toEqual([{ from_date: holiday }]);

  // The public form, without a session: a Chur school choosing the holiday gets the warning; another day does not.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const form = inquiryFormPage(visitor, 'de');
  const workshop = offeredWorkshops('de')[0]!;
  await visitor.goto('/');
  await form.increase(workshop.title).click();
  await form.postcode.fill('7000');
  const date = form.slotField(form.slot(workshop.title, 1), 'Datum');
  await date.fill(swissDate(holiday));
  const notice = visitor.getByTestId('school-holiday-notice');
  await expect(notice).toContainText('Dieses Datum fällt in die Schulferien des Kantons Graubünden (E2E-Ferien,');
  await expectNoAxeViolations(visitor, 'the inquiry form with the school-holiday warning');
  await date.fill(swissDate(plusDays(holiday, 7)));
  await expect(notice).toBeHidden();
  await context.close();

  // The admin deletes the canton's year again.
  await page.getByRole('button', { name: 'Löschen', exact: true }).click();
  await page.getByRole('dialog', { name: 'Schulferien löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Für diese Auswahl sind keine Schulferien erfasst.')).toBeVisible();
});
