/**
 * Money is integer centimes (CHF) everywhere. Amounts are shown the Swiss way in every language and every
 * output (screens, PDFs, CSV): `CHF 1'234.50`, so a statement, its payment file and the list agree character
 * for character. Works in the browser and in workerd.
 */
export function formatCentimes(centimes: number): string {
  const negative = centimes < 0;
  const abs = Math.abs(Math.trunc(centimes));
  const francs = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${francs}.${rest}`;
}

/** `CHF 1'234.50`. */
export const formatChf = (centimes: number): string => `CHF ${formatCentimes(centimes)}`;

/** `1234.50`: the plain decimal that payment files, QR-bills and CSV exports carry. */
export function centimesToDecimal(centimes: number): string {
  const negative = centimes < 0;
  const abs = Math.abs(Math.trunc(centimes));
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${(abs % 100).toString().padStart(2, '0')}`;
}

export const sumCentimes = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/** `1234.5` / `1234.50` / `1234` (a decimal with at most two places) in centimes; null for anything else. */
export function decimalToCentimes(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
