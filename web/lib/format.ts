import { formatChf } from '@contract/lib/money';

import { swissLocale } from '@contract/lib/dates';

// What the worker formats the same way (a prepared document's evaluation intro): worker/contract/lib/dates.ts.
export { formatIsoDate, swissLocale } from '@contract/lib/dates';

/** Money the Swiss way in every language, `CHF 1'234.50` (worker/contract/lib/money.ts: the same on PDFs and exports). */
export const formatPrice = (centimes: number): string => formatChf(centimes);

export function formatMinutes(minutes: number, language: string): string {
  return new Intl.NumberFormat(swissLocale(language), { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

/** Language codes named in the visitor's language ("Deutsch", "allemand"…); the code itself if Intl cannot. */
export function formatLanguages(codes: readonly string[], language: string): string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([swissLocale(language)], { type: 'language' });
  } catch {
    names = undefined;
  }
  const list = codes.map((code) => names?.of(code) ?? code.toUpperCase());
  try {
    return new Intl.ListFormat(swissLocale(language), { type: 'conjunction' }).format(list);
  } catch {
    return list.join(', ');
  }
}

/** A moment (unix seconds) in Zurich time: "3. Dezember 2026, 14:05". */
export function formatTimestamp(unixSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(swissLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  }).format(new Date(unixSeconds * 1000));
}

const isoParts = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
};

/** `2026-12-03` -> "Do., 03.12.2026" (compact, for tables and lists). */
export function formatShortDate(iso: string, language: string): string {
  const date = isoParts(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(swissLocale(language), {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** `2026-12-03` with options of Intl.DateTimeFormat (formatted as UTC: the ISO date has no time zone). */
export function formatIsoDateWith(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = isoParts(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(swissLocale(language), { ...options, timeZone: 'UTC' }).format(date);
}

/** "08:00–10:00". */
export const formatTimeRange = (start: string, end: string) => `${start}–${end}`;

/** A moment (unix seconds) as a date in Zurich: "03.12.2026". */
export function formatTimestampDate(unixSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(swissLocale(language), { dateStyle: 'medium', timeZone: 'Europe/Zurich' }).format(
    new Date(unixSeconds * 1000),
  );
}

/** A language code named in the interface language ("Deutsch", "allemand"…). */
export function languageName(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([swissLocale(language)], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(swissLocale(language)) + name.slice(1) : code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** File sizes in one style wherever they are shown: 1536 -> "1,5 kB", 2_400_000 -> "2,3 MB" (the locale's decimals). */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(swissLocale(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** A moment (unix seconds) in Zurich time, compact for lists: "03.12.2026, 14:05". */
export function formatMoment(unixSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(swissLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Zurich',
  }).format(new Date(unixSeconds * 1000));
}
