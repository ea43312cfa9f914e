import { formatIsoDateWith, swissLocale } from '@/lib/format';

/** An average to one decimal in the reader's locale (4.5, 4,5), or a dash when there is none. */
export function formatAverage(value: number | null, language: string): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(swissLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A trend period: `2026-03` as "März 2026" (short month), `2026-Q1` as "Q1 2026". */
export function formatPeriod(period: string, language: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  return formatIsoDateWith(`${period}-01`, language, { month: 'short', year: 'numeric' });
}
