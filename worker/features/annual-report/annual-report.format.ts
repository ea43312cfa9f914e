import type { UiLanguage } from '../../contract/enums';
import { swissLocale } from '../../contract/lib/dates';
import { withPercent } from '../../contract/lib/swiss-numbers';

/*
 * Numbers and dates of the annual report in the document's language, Swiss formats (de-CH groups with an
 * apostrophe, fr-CH with a narrow no-break space): Intl only, as the SPA's statistics pages do.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (language: UiLanguage, digits: number, signed = false) => {
  const key = `${language}:${digits}:${signed}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(swissLocale(language), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    numberFormats.set(key, format);
  }
  return format;
};

/** The dash of a figure that has no value (an average without answers, no previous year's row). */
export const NONE = '–';

/** `12'345` (de), `12 345` (fr). */
export const formatCount = (value: number | null, language: UiLanguage) =>
  value === null ? NONE : numberFormat(language, 0).format(value);

/** A number with fixed decimals: `4.5`, `4,5`. */
export const formatDecimal = (value: number | null, language: UiLanguage, digits: number) =>
  value === null ? NONE : numberFormat(language, digits).format(value);

/** `12.3 %`, `12,3 %` (one decimal). */
export const formatPercent = (value: number | null, language: UiLanguage) =>
  value === null ? NONE : withPercent(numberFormat(language, 1).format(value), language);

/** A typographic minus (U+2212) for the hyphen Intl writes before a negative number, as the SPA shows changes. */
const withMinus = (text: string) => text.replace('-', '\u2212');

/** A change with its sign: `+12`, `−3`, `0`; decimals as the figure has them. */
export const formatDelta = (value: number | null, language: UiLanguage, digits = 0) =>
  value === null ? NONE : withMinus(numberFormat(language, digits, true).format(value));

/** A change in percent with its sign: `+20.0 %`, `−3.6 %`. */
export const formatChangePercent = (value: number | null, language: UiLanguage) =>
  value === null ? NONE : withPercent(withMinus(numberFormat(language, 1, true).format(value)), language);

/** `2025-08-01` → "1. August 2025", "1 août 2025" (the ISO date has no time zone: formatted as UTC). */
export function formatDay(iso: string, language: UiLanguage): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(swissLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** `2026-03` → "März 2026", "mars 2026"; `short`: "Mär", "mars" (under a chart's column). */
export function formatMonth(month: string, language: UiLanguage, short = false): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return new Intl.DateTimeFormat(swissLocale(language), {
    month: short ? 'short' : 'long',
    ...(short ? {} : { year: 'numeric' as const }),
    timeZone: 'UTC',
  }).format(date);
}
