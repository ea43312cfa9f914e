import { addDays } from '../contract/lib/dates';

/**
 * Swiss working days (docs/decisions/013-material-order-deadline.md): Monday to Friday without the national public
 * holidays. Dates are ISO `YYYY-MM-DD` without a time zone; "today" is the caller's Zurich date. Pure functions, so
 * the SPA may use them too.
 */

/** The latest material order: this many working days before the workshop (spec section 9). */
export const ORDER_LEAD_WORKING_DAYS = 5;

const toUtc = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The public holidays observed throughout Switzerland: New Year, Good Friday, Easter Monday, Ascension, Whit Monday,
 * the national day (1 August), Christmas and St Stephen's Day. Cantonal holidays are not counted.
 */
export function swissHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    `${year}-01-01`,
    addDays(easter, -2),
    addDays(easter, 1),
    addDays(easter, 39),
    addDays(easter, 50),
    `${year}-08-01`,
    `${year}-12-25`,
    `${year}-12-26`,
  ].sort();
}

/*
 * The walks below count in days since 1970-01-01 (UTC), not in ISO strings: a list of workshops asks for a deadline
 * per row, and a string and a Date per day walked cost ~10 µs a deadline.
 */
const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => toUtc(iso) / DAY_MS;
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const holidayCache = new Map<number, Set<number>>();
const holidaysOf = (year: number) => {
  let set = holidayCache.get(year);
  if (!set) holidayCache.set(year, (set = new Set(swissHolidays(year).map(dayNumber))));
  return set;
};

/** Monday to Friday and not a Swiss public holiday; `day` in days since 1970-01-01 (a Thursday). */
function isWorkingDayNumber(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7;
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(new Date(day * DAY_MS).getUTCFullYear()).has(day);
}

/** Monday to Friday and not a Swiss public holiday. */
export const isWorkingDay = (iso: string) => isWorkingDayNumber(dayNumber(iso));

/** The `count`-th working day strictly before (`step` -1) or after (1) `iso`. */
function nthWorkingDay(iso: string, count: number, step: 1 | -1): string {
  let day = dayNumber(iso);
  for (let found = 0; found < count;) {
    day += step;
    if (isWorkingDayNumber(day)) found += 1;
  }
  return isoOfDay(day);
}

/** The `count`-th working day strictly before `iso` (1 = the last working day before it). */
export const workingDaysBefore = (iso: string, count: number) => nthWorkingDay(iso, count, -1);

/** The `count`-th working day strictly after `iso`. */
export const workingDaysAfter = (iso: string, count: number) => nthWorkingDay(iso, count, 1);

/** The last day a coach may order material for a workshop on `workshopDate`: the 5th working day before it. */
export const orderDeadline = (workshopDate: string) => workingDaysBefore(workshopDate, ORDER_LEAD_WORKING_DAYS);

/** Orders are taken up to and including the deadline day (Zurich date). */
export const orderingOpen = (workshopDate: string, today: string) => today <= orderDeadline(workshopDate);
