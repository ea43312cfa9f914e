import { expect, test, type Page } from '@playwright/test';
import { swissDate } from './date-fields-support';
import { fixtureUsers, login, queryD1, snackbar, sqlText, expectNoAxeViolations } from './support';

/*
 * A coach keeps their unavailabilities at /manager/unavailabilities. The test signs in as a coach of its own
 * (created by e2e/fixtures.setup.ts with the demo password). Texts are the German sources.
 */

const zurichToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
/**
 * Today, or the day `E2E_TODAY=YYYY-MM-DD` pins for this spec, in the test and in the browser (page.clock), to replay
 * a day such as a month's end. It must not lie before the real today: the server refuses past dates.
 */
const today = process.env.E2E_TODAY ?? zurichToday();
const inDays = (days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
/**
 * The entries go on fixed days of one month, the one 40 days ahead (it starts at least 10 days ahead): no range
 * crosses a month's end, and the calendar, which opens on the current month, has to move there.
 */
const entryMonth = inDays(40).slice(0, 7);
const dayOfEntryMonth = (day: number) => `${entryMonth}-${String(day).padStart(2, '0')}`;
/** As the page writes a day ("Mo., 04.01.2027", `formatShortDate` in web/lib/format.ts). */
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('de-CH', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() || 7;

/** The test's own coach (e2e/fixtures.setup.ts). */
function fixtureCoach(): { id: number; email: string } {
  const { email } = fixtureUsers.unavailableCoach;
  const [row] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(email)}`);
  return { id: row!.id, email };
}

/**
 * With E2E_TODAY, the browser's clock is pinned to noon of that day after signing in. The session's stored expiry
 * came from the real clock and would lie in the pinned past: it moves along, so a reload keeps the session.
 */
async function pinBrowserClock(page: Page) {
  if (!process.env.E2E_TODAY) return;
  const noon = new Date(`${today}T12:00:00+01:00`);
  await page.clock.setFixedTime(noon);
  expect(await page.evaluate(() => Date.now())).toBe(noon.getTime());
  const expiry = new Date(noon.getTime() + 12 * 60 * 60 * 1000).toISOString();
  await page.evaluate((value) => window.localStorage.setItem('expiration_date', value), expiry);
}

const calendarDay = (page: Page, iso: string) => page.getByRole('table').locator(`td[data-date="${iso}"]`);
const group = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('a coach adds, sees, edits and deletes unavailabilities and holidays', async ({ page }) => {
  test.setTimeout(120_000);
  const coach = fixtureCoach();
  await login(page, coach.email);
  await pinBrowserClock(page);
  await page.getByRole('complementary').getByRole('link', { name: 'Abwesenheiten', exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/unavailabilities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Abwesenheiten' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Abwesenheit erfassen' });
  const add = form.getByRole('button', { name: 'Hinzufügen' });

  // A blocked range: the calendar moves to its month and marks its days.
  const [from, to] = [dayOfEntryMonth(10), dayOfEntryMonth(12)];
  await expect(form.getByRole('radio', { name: 'Gesperrter Tag' })).toBeChecked();
  await form.getByLabel(/^Von/).fill(swissDate(from));
  await form.getByLabel(/^Bis \(optional\)/).fill(swissDate(to));
  await form.getByLabel('Bemerkung (optional)').fill('Weiterbildung');
  await add.click();
  await expect(snackbar(page, 'Erfolgreich gespeichert', 'success')).toBeVisible();
  const rangeText = `${shortDate(from)} – ${shortDate(to)}`;
  await expect(group(page, 'Gesperrte Tage').getByText(rangeText, { exact: true })).toBeVisible();
  await expect(group(page, 'Gesperrte Tage').getByText('Weiterbildung')).toBeVisible();
  for (const day of [from, dayOfEntryMonth(11), to]) await expect(calendarDay(page, day)).toContainText('Gesperrter Tag');
  await expect(calendarDay(page, dayOfEntryMonth(13))).toBeVisible();
  await expect(calendarDay(page, dayOfEntryMonth(13))).not.toContainText('Gesperrter Tag');
  await expect(form.getByLabel(/^Von/)).toHaveValue('');

  // A weekday block, sent with the keyboard: marked on every such day of the month shown.
  const weekday = weekdayOf(dayOfEntryMonth(15));
  const weekdayName = new Intl.DateTimeFormat('de-CH', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${dayOfEntryMonth(15)}T00:00:00Z`),
  );
  await form.getByRole('radio', { name: 'Wochentag' }).check();
  await form.getByRole('combobox', { name: 'Wochentag' }).selectOption(String(weekday));
  await add.press('Enter');
  await expect(group(page, 'Wochentage').getByText(`Jeden ${weekdayName}`, { exact: true })).toBeVisible();
  for (const day of [8, 15, 22].map(dayOfEntryMonth)) await expect(calendarDay(page, day)).toContainText('Wochentag');

  // Holidays.
  const [holidayFrom, holidayTo] = [dayOfEntryMonth(20), dayOfEntryMonth(24)];
  await form.getByRole('radio', { name: 'Ferien' }).check();
  await form.getByLabel(/^Von/).fill(swissDate(holidayFrom));
  await form.getByLabel(/^Bis/).fill(swissDate(holidayTo));
  await add.click();
  const holidayText = `${shortDate(holidayFrom)} – ${shortDate(holidayTo)}`;
  await expect(group(page, 'Ferien').getByText(holidayText, { exact: true })).toBeVisible();
  await expect(calendarDay(page, holidayTo)).toContainText('Ferien');
  await expectNoAxeViolations(page, 'the unavailabilities page');

  // A range that ends before it starts: the translated message at the field, nothing sent.
  await form.getByRole('radio', { name: 'Gesperrter Tag' }).check();
  await form.getByLabel(/^Von/).fill(swissDate(dayOfEntryMonth(27)));
  await form.getByLabel(/^Bis \(optional\)/).fill(swissDate(dayOfEntryMonth(25)));
  await add.click();
  const toDate = form.getByLabel(/^Bis \(optional\)/);
  await expect(toDate).toHaveAttribute('aria-invalid', 'true');
  await expect(toDate).toHaveAccessibleDescription(/Das Enddatum darf nicht vor dem Startdatum liegen/);
  expect(
    queryD1(`SELECT id FROM unavailabilities WHERE coach_id = ${coach.id} AND date = ${sqlText(dayOfEntryMonth(27))}`),
  ).toEqual([]);

  // Edit the weekday block into a Friday afternoon block.
  await page.getByRole('button', { name: `Bearbeiten: Jeden ${weekdayName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Eintrag bearbeiten' });
  await dialog.getByRole('radio', { name: 'Tageszeit' }).check();
  await dialog.getByRole('radio', { name: 'Nachmittag' }).check();
  await dialog.getByRole('combobox', { name: 'Wochentag' }).selectOption('5');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(group(page, 'Tageszeiten').getByText('Nachmittag, jeden Freitag', { exact: true })).toBeVisible();
  await expect(group(page, 'Wochentage').getByText('Keine Einträge.')).toBeVisible();
  expect(
    queryD1<{ kind: string; weekday: number; time_of_day: string }>(
      `SELECT kind, weekday, time_of_day FROM unavailabilities WHERE coach_id = ${coach.id} AND kind <> 'blocked_day'`,
    ),
  ).toEqual([{ kind: 'time_of_day', weekday: 5, time_of_day: 'afternoon' }]);

  // Delete the holidays after confirming.
  await page.getByRole('button', { name: `Löschen: ${holidayText}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Eintrag löschen?' });
  await expect(confirm).toContainText(holidayText);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(snackbar(page, 'Eintrag gelöscht', 'success')).toBeVisible();
  await expect(group(page, 'Ferien').getByText('Keine Einträge.')).toBeVisible();
  expect(queryD1(`SELECT id FROM holidays WHERE coach_id = ${coach.id}`)).toEqual([]);

  // What is left survives a reload.
  await page.reload();
  await expect(group(page, 'Gesperrte Tage').getByText(rangeText, { exact: true })).toBeVisible();
  await expect(group(page, 'Tageszeiten').getByText('Nachmittag, jeden Freitag', { exact: true })).toBeVisible();
});
