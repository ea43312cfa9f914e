import { EXTRA_FEE_GUIDE, type FeeItem, type FeeKind } from '@/lib/contract';

/** `2026-11` → "November 2026" in the UI language. */
export function formatPayoutMonth(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(`${language}-CH`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** The guide's amount for the hours typed (3 → CHF 25, 4 → CHF 50), or null when the guide says nothing. */
export function guideCentimes(hours: number | null): number | null {
  return EXTRA_FEE_GUIDE.find((step) => step.hours === hours)?.centimes ?? null;
}

/** `3`, `3.5`, `3,5` → hours; empty or anything else → null. */
export function parseHours(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(cleaned)) return null;
  const hours = Number(cleaned);
  return hours > 0 && hours <= 24 ? hours : null;
}

/** A row's key in the selection: fees and extra fees have separate ids. */
export const itemKey = (item: { kind: FeeKind; id: number }) => `${item.kind}:${item.id}`;

/** The selected rows as the bulk paid-out body, keeping only pending ones (paid-out rows are locked). */
export function paidOutBody(items: readonly FeeItem[], selected: ReadonlySet<string>) {
  const chosen = items.filter((item) => item.state === 'pending' && selected.has(itemKey(item)));
  return {
    fee_ids: chosen.filter((item) => item.kind === 'fee').map((item) => item.id),
    extra_fee_ids: chosen.filter((item) => item.kind === 'extra-fee').map((item) => item.id),
    total_centimes: chosen.reduce((sum, item) => sum + item.amount_centimes, 0),
  };
}
