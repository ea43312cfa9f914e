import { formatIsoDateWith, swissLocale } from '@/lib/format';

/** `1990-05-17` -> "17.05.1990" (birthdays and other plain dates, without a weekday). */
export const formatDay = (iso: string, language: string) =>
  formatIsoDateWith(iso, language, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 1536 -> "1,5 kB", 2_400_000 -> "2,3 MB". */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(swissLocale(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** The names of master data ids, in the master data's order; unknown ids (not loaded yet) are left out. */
export function namesOf(items: readonly { id: number; name: string }[] | undefined, ids: readonly number[]): string[] {
  return (items ?? []).filter((item) => ids.includes(item.id)).map((item) => item.name);
}
