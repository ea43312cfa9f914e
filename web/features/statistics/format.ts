import { formatIsoDateWith, swissLocale } from '@/lib/format';

const number = (language: string, digits: number) =>
  new Intl.NumberFormat(swissLocale(language), { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Hours with at most one decimal in the reader's locale: "12.5 Std.", "12,5 h". */
export function formatHours(hours: number, language: string): string {
  return new Intl.NumberFormat(swissLocale(language), {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(hours);
}

/** An average rating to one decimal (4.5, 4,5), or a dash when there is none. */
export const formatAverage = (value: number | null, language: string) =>
  value === null ? '–' : number(language, 1).format(value);

/** Days to at most one decimal ("12", "12.5"), or a dash. */
export const formatDays = (value: number | null, language: string) =>
  value === null ? '–' : new Intl.NumberFormat(swissLocale(language), { maximumFractionDigits: 1 }).format(value);

/** `2026-03` → "März 2026" in a table, "Mär 26" under a chart's column. */
export function formatMonth(month: string, language: string, short = false): string {
  return formatIsoDateWith(
    `${month}-01`,
    language,
    short ? { month: 'short', year: '2-digit' } : { month: 'long', year: 'numeric' },
  );
}

/** A lead-time bucket: "0–14", "181+" (days). */
export const bucketLabel = (min: number, max: number | null) => (max === null ? `${min}+` : `${min}–${max}`);

/** A share in percent of a total, rounded (0 when the total is 0). */
export const percentOf = (value: number, total: number) => (total > 0 ? Math.round((value / total) * 100) : 0);

/** A count in the reader's locale, grouped from four digits ("1’234", "1 234"). */
export const formatCount = (value: number, language: string) => new Intl.NumberFormat(swissLocale(language)).format(value);
