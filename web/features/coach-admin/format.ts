import { formatIsoDateWith } from '@/lib/format';

/** `1990-05-17` -> "17.05.1990" (birthdays and other plain dates, without a weekday). */
export const formatDay = (iso: string, language: string) =>
  formatIsoDateWith(iso, language, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** The names of master data ids, in the master data's order; unknown ids (not loaded yet) are left out. */
export function namesOf(items: readonly { id: number; name: string }[] | undefined, ids: readonly number[]): string[] {
  return (items ?? []).filter((item) => ids.includes(item.id)).map((item) => item.name);
}
