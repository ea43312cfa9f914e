import { expect, test, type Locator, type Page } from '@playwright/test';
import { swissDate } from './date-fields-support';
import {
  apiLogin,
  demo,
  expectNoAxeViolations,
  futureWeekdays,
  inquiryDraft,
  inquiryFormPage,
  offeredWorkshops,
  tr,
  useSession,
  type Lang,
} from './support';

/*
 * One language per screen (decision 050): the browser runs in English (Playwright's en-US), the screen in German or
 * French. Dates are typed and shown dd.mm.yyyy, times 24 h, and the calendar names months and weekdays in the
 * screen's language. The native date inputs this replaced showed "12/21/2026" and an English calendar here.
 */

/** A text of the catalog; the German source while a new text has no translation yet (the screen shows it too). */
const text = (lang: Lang, source: string) => {
  try {
    return tr(lang, source);
  } catch {
    return source;
  }
};

const isoDaysFromToday = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
const monthTitle = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(`${lang}-CH`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const weekdayName = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(`${lang}-CH`, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The calendar button of a date field (beside its text box). */
const calendarButton = (field: Locator, lang: Lang) =>
  field.locator('xpath=..').getByRole('button', { name: text(lang, 'Kalender öffnen') });
const calendar = (page: Page, lang: Lang) => page.getByRole('dialog', { name: text(lang, 'Datum wählen') });
/** Every day the calendar shows before `min` is disabled, none from `min` on. */
async function expectDisabledBefore(dialog: Locator, min: string) {
  const days = await dialog
    .locator('[data-date]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('data-date')!, node.getAttribute('aria-disabled') === 'true'] as const),
    );
  expect(days.length).toBeGreaterThanOrEqual(28);
  expect(days.filter(([day, disabled]) => disabled !== day < min)).toEqual([]);
}
/** The day that has the keyboard focus in the open calendar. */
const focusedDay = (page: Page) => page.locator('[data-testid="date-picker"] [data-date]:focus');

test('German screen: the audit log filters by dates typed dd.mm.yyyy and picked in a German calendar', async ({
  page,
  request,
}) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto('/manager/audit-log');
  await expect(page.getByRole('table', { name: 'Protokolleinträge' })).toBeVisible();
  const from = page.getByRole('textbox', { name: 'Von', exact: true });
  const to = page.getByRole('textbox', { name: 'Bis', exact: true });
  await expect(from).toHaveAttribute('placeholder', text('de', 'TT.MM.JJJJ'));

  // Typed the Swiss way, without leading zeros: the list follows, the field writes the date out.
  const start = isoDaysFromToday(-30);
  await from.fill(`${Number(start.slice(8))}.${Number(start.slice(5, 7))}.${start.slice(0, 4)}`);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${start}`));
  await from.press('Tab');
  await expect(from).toHaveValue(swissDate(start));

  // An impossible date stays as typed, with the translated message, and does not change the filter.
  await from.fill('31.02.2026');
  await from.press('Tab');
  await expect(from).toHaveValue('31.02.2026');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription('Bitte ein gültiges Datum eingeben');
  await expect(page).toHaveURL(new RegExp(`[?&]from=${start}`));
  await from.fill(swissDate(start));
  await expect(from).not.toHaveAttribute('aria-invalid', 'true');

  // The calendar of "Bis": German month and weekdays, Monday first, today marked; chosen with the keyboard.
  const today = isoDaysFromToday(0);
  const opener = calendarButton(to, 'de');
  await opener.click();
  const dialog = calendar(page, 'de');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(monthTitle(today, 'de'));
  await expect(dialog.getByRole('columnheader').first()).toContainText('Montag');
  await expect(dialog.getByRole('columnheader').last()).toContainText('Sonntag');
  await expect(focusedDay(page)).toHaveAttribute('data-date', today);
  await expect(focusedDay(page)).toHaveAttribute('aria-current', 'date');
  await expect(focusedDay(page)).toHaveAccessibleName(
    new RegExp(`^${Number(today.slice(8))}\\. ${monthTitle(today, 'de')}, ${weekdayName(today, 'de')}$`),
  );
  await expectNoAxeViolations(page, 'audit log, calendar open (1280 px)');
  await page.keyboard.press('ArrowLeft');
  const yesterday = isoDaysFromToday(-1);
  await expect(focusedDay(page)).toHaveAttribute('data-date', yesterday);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(to).toHaveValue(swissDate(yesterday));
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`[?&]to=${yesterday}`));

  // Escape closes without choosing; the focus goes back.
  await opener.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(focusedDay(page)).toHaveAttribute('data-date', yesterday);
  await expect(focusedDay(page)).toHaveAttribute('aria-pressed', 'true');
  // A month back: days before "Von" cannot be chosen, and the keyboard stops there.
  await page.keyboard.press('PageUp');
  await expect(focusedDay(page)).not.toHaveAttribute('data-date', yesterday);
  expect(await focusedDay(page).getAttribute('data-date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect((await focusedDay(page).getAttribute('data-date'))! >= start).toBe(true);
  await expectDisabledBefore(dialog, start);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(to).toHaveValue(swissDate(yesterday));
  await expectNoAxeViolations(page, 'audit log, dates filtered (1280 px)');

  // A phone's width: the fields and the calendar fit, and pass axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(from).toHaveValue(swissDate(start));
  await expectNoAxeViolations(page, 'audit log, dates filtered (390 px)');
  await opener.click();
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'audit log, calendar open (390 px)');
  await page.keyboard.press('Escape');

  await expect(dialog).toBeHidden();

  // Back: the URL without "Bis" empties that field.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]to=/);
  await expect(to).toHaveValue('');
  await expect(from).toHaveValue(swissDate(start));
});

test('French screen: the public form takes a Swiss date and time, and the calendar speaks French', async ({ page }) => {
  const lang: Lang = 'fr';
  const form = inquiryFormPage(page, lang);
  const workshop = offeredWorkshops(lang)[0]!;
  await page.goto('/fr');
  await form.increase(workshop.title).click();
  const slot = form.slot(workshop.title, 1);
  const date = form.slotField(slot, 'Datum');
  const start = form.slotField(slot, 'Von');

  // d.m.yyyy as a Swiss teacher types it; the form keeps the ISO date (its draft shows it).
  const [day] = futureWeekdays(1, 30) as [string];
  await date.fill(`${Number(day.slice(8))}.${Number(day.slice(5, 7))}.${day.slice(0, 4)}`);
  await date.press('Tab');
  await expect(date).toHaveValue(swissDate(day));
  await start.fill('945');
  await start.press('Tab');
  await expect(start).toHaveValue('09:45');
  await expect
    .poll(async () => {
      const slots = (await inquiryDraft(page))?.values.slots as { date: string; startTime: string }[] | undefined;
      return slots?.[0] && [slots[0].date, slots[0].startTime];
    })
    .toEqual([day, '09:45']);

  // The calendar: French month and weekdays, the chosen day pressed; a week later by keyboard.
  const opener = calendarButton(date, lang);
  await opener.click();
  const dialog = calendar(page, lang);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(monthTitle(day, lang));
  await expect(dialog.getByRole('columnheader').first()).toContainText('lundi');
  await expect(focusedDay(page)).toHaveAttribute('data-date', day);
  await expect(focusedDay(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(focusedDay(page)).toHaveAccessibleName(
    `${Number(day.slice(8))} ${monthTitle(day, lang)}, ${weekdayName(day, lang)}`,
  );
  // Past days are not offered.
  await expectDisabledBefore(dialog, isoDaysFromToday(0));
  await expectNoAxeViolations(page, '/fr, calendar open (1280 px)');
  await page.keyboard.press('ArrowDown');
  const weekLater = new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await expect(focusedDay(page)).toHaveAttribute('data-date', weekLater);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(date).toHaveValue(swissDate(weekLater));
  await expect(opener).toBeFocused();
  await expect
    .poll(async () => ((await inquiryDraft(page))?.values.slots as { date: string }[] | undefined)?.[0]?.date)
    .toBe(weekLater);

  await page.setViewportSize({ width: 390, height: 844 });
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(monthTitle(weekLater, lang));
  await expectNoAxeViolations(page, '/fr, calendar open (390 px)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page, '/fr, the slot with a Swiss date (390 px)');
});
