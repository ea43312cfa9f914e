import { isValidIsoDate } from '@/lib/contract';

/**
 * What people type into the date, time and month fields, and how the fields show a value. The forms keep ISO
 * values (`YYYY-MM-DD`, `HH:MM`, `YYYY-MM`) as the native inputs did; what cannot be read stays as typed, so the
 * shared zod schemas answer with their own "invalid" message. No date library: this is part of the small inputs.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A two-digit year: this century up to 20 years ahead, otherwise the last (`26` -> 2026, `90` -> 1990). */
export function expandYear(twoDigits: number, currentYear: number): number {
  const century = Math.floor(currentYear / 100) * 100;
  const year = century + twoDigits;
  return year > currentYear + 20 ? year - 100 : year;
}

const isoOf = (year: number, month: number, day: number) => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;

interface ParseDateOptions {
  /**
   * The person is done (left the field, pressed Enter): two-digit years (`03.12.26`) and six digits (`031226`) count
   * too. While typing they do not: `3.12.20` is on its way to `3.12.2026`, not the year 2020.
   */
  final?: boolean;
  /** For two-digit years; default: this year. */
  currentYear?: number;
}

/**
 * A typed date as ISO `YYYY-MM-DD`; '' for an empty field; null when it is not a date (or not a real one, 31.02.2026).
 * Reads `3.12.2026`, `03.12.26`, `3/12/2026`, `3-12-2026`, `03122026`, `031226` and a pasted ISO `2026-12-03`.
 */
export function parseDateText(text: string, { final = false, currentYear = new Date().getFullYear() }: ParseDateOptions = {}) {
  const typed = text.trim();
  if (typed === '') return '';
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const swiss = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4}|\d{2})$/.exec(typed);
  const digits = /^\d{8}$|^\d{6}$/.exec(typed)?.[0];
  if (iso) {
    parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (swiss && (swiss[3]!.length === 4 || final)) {
    const year = Number(swiss[3]);
    parts = [swiss[3]!.length === 2 ? expandYear(year, currentYear) : year, Number(swiss[2]), Number(swiss[1])];
  } else if (digits && (digits.length === 8 || final)) {
    const year = Number(digits.slice(4));
    parts = [digits.length === 6 ? expandYear(year, currentYear) : year, Number(digits.slice(2, 4)), Number(digits.slice(0, 2))];
  }
  if (!parts) return null;
  const value = isoOf(...parts);
  return isValidIsoDate(value) ? value : null;
}

/** The value a date field reports for its text: ISO, '' when empty, otherwise the text as typed (trimmed). */
export const dateValueOf = (text: string, options?: ParseDateOptions) => parseDateText(text, options) ?? text.trim();

/** A date field's value as shown: `2026-12-03` -> `03.12.2026` in every language; anything else as it is. */
export function formatDateText(value: string | null | undefined): string {
  if (!value) return '';
  if (!isValidIsoDate(value)) return value;
  return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
}

/**
 * A typed time as `HH:MM` (24 hours); '' when empty; null when it is not a time. Reads `9:45`, `9.45`, `9h45`,
 * `945`, `0945` and a bare hour (`9`, `14h`).
 */
export function parseTimeText(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  const separated = /^(\d{1,2})\s*[:.hH]\s*(\d{2})$/.exec(typed);
  const hourOnly = /^(\d{1,2})\s*[hH]?$/.exec(typed);
  const digits = /^\d{3,4}$/.exec(typed)?.[0];
  let hour: number;
  let minute: number;
  if (separated) [hour, minute] = [Number(separated[1]), Number(separated[2])];
  else if (hourOnly) [hour, minute] = [Number(hourOnly[1]), 0];
  else if (digits) [hour, minute] = [Number(digits.slice(0, -2)), Number(digits.slice(-2))];
  else return null;
  return hour <= 23 && minute <= 59 ? `${pad(hour)}:${pad(minute)}` : null;
}

/** The value a time field reports for its text: `HH:MM`, '' when empty, otherwise the text as typed (trimmed). */
export const timeValueOf = (text: string) => parseTimeText(text) ?? text.trim();

/** `YYYY-MM` -> its year and month (`'2026'`, `'12'`); empty parts for anything else. */
export function monthParts(value: string | null | undefined): { year: string; month: string } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  return match ? { year: match[1]!, month: match[2]! } : { year: '', month: '' };
}

/** A month value from its parts: `YYYY-MM` when both are chosen, otherwise ''. */
export const monthValueOf = (year: string, month: string) => (year && month ? `${year}-${month}` : '');

/** The years a month field offers: from `min`'s year (default this year - 5) to `max`'s (this year + 5), and the value's. */
export function monthFieldYears(value: string, min: string | undefined, max: string | undefined, currentYear: number): number[] {
  const from = min ? Number(min.slice(0, 4)) : currentYear - 5;
  const to = max ? Number(max.slice(0, 4)) : currentYear + 5;
  const years = new Set<number>();
  for (let year = from; year <= to; year++) years.add(year);
  const own = Number(monthParts(value).year);
  if (own) years.add(own);
  return [...years].sort((a, b) => a - b);
}

/** A day kept within `min` and `max` (ISO strings compare as dates). */
export function clampDate(day: string, min: string | undefined, max: string | undefined): string {
  if (min && isValidIsoDate(min) && day < min) return min;
  if (max && isValidIsoDate(max) && day > max) return max;
  return day;
}
