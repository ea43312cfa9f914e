/** People's dates are ISO `YYYY-MM-DD` in Europe/Zurich; times are `HH:MM`. Works in the browser and in workerd. */
export const ZURICH = 'Europe/Zurich';

export const isoDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Today's date in Zurich as `YYYY-MM-DD`. */
export function todayInZurich(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZURICH, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The years a date may have (people's and workshops' dates): 0000 or 9999 are typing mistakes. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

/** A real calendar date within MIN_YEAR–MAX_YEAR (rejects 2026-02-30, 2026-13-01, 0000-01-01). */
export function isValidIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  if (y < MIN_YEAR || y > MAX_YEAR) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Saturday or Sunday (the date itself has no time zone). */
export function isWeekend(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 || day === 6;
}

/** `iso` moved by a number of days (dates have no time zone: computed in UTC). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Swiss formats of the interface language (de-CH, fr-CH, it-CH, en-CH), with Intl only (no date library). */
export const swissLocale = (language: string) => `${language}-CH`;

/** `2026-12-03` -> "Do., 3. Dezember 2026" (the ISO date has no time zone: formatted as UTC). */
export function formatIsoDate(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(swissLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
