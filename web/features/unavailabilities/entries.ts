import { getISODay, parseISO } from 'date-fns';
import type { CoachUnavailabilities, Holiday, TimeOfDay, Unavailability, Weekday } from '@/lib/contract';

/** One line of the page: an unavailability, or holidays (their own table on the server). */
export type Entry = Unavailability | (Holiday & { kind: 'holiday' });
export type EntryKind = Entry['kind'];

/** The order of the groups on the page and of the marks in a calendar day. */
export const entryKinds: readonly EntryKind[] = ['blocked_day', 'holiday', 'weekday', 'time_of_day'];
const timeOrder: readonly TimeOfDay[] = ['before_noon', 'afternoon', 'evening'];

export const toEntries = (data: CoachUnavailabilities): Entry[] => [
  ...data.unavailabilities,
  ...data.holidays.map((holiday) => ({ ...holiday, kind: 'holiday' as const })),
];

/** ISO weekday of an ISO date: 1 = Monday … 7 = Sunday. */
export const isoWeekdayOf = (date: string) => getISODay(parseISO(date)) as Weekday;

/** First and last day of a dated entry; null for the recurring ones. */
export function dateRange(entry: Entry): { from: string; to: string } | null {
  if (entry.kind === 'blocked_day') return { from: entry.date, to: entry.to_date ?? entry.date };
  if (entry.kind === 'holiday') return { from: entry.from_date, to: entry.to_date };
  return null;
}

/** A time-of-day block without a weekday applies to every day. */
export const isEveryDay = (entry: Entry): entry is Extract<Entry, { kind: 'time_of_day' }> =>
  entry.kind === 'time_of_day' && entry.weekday === null;

/** Whether the entry blocks (part of) `day`. */
export function coversDay(entry: Entry, day: string): boolean {
  const range = dateRange(entry);
  if (range) return range.from <= day && day <= range.to;
  if (entry.kind === 'weekday') return entry.weekday === isoWeekdayOf(day);
  return entry.kind === 'time_of_day' && (entry.weekday === null || entry.weekday === isoWeekdayOf(day));
}

const rank = (entry: Entry) =>
  entryKinds.indexOf(entry.kind) * 10 + (entry.kind === 'time_of_day' ? timeOrder.indexOf(entry.time_of_day) : 0);

/** Entries in page order: by kind, then by first day, weekday or time of day. */
export function compareEntries(a: Entry, b: Entry): number {
  const sortKey = (entry: Entry) =>
    entry.kind === 'weekday' || entry.kind === 'time_of_day' ? String(entry.weekday ?? 0) : dateRange(entry)!.from;
  return rank(a) - rank(b) || sortKey(a).localeCompare(sortKey(b)) || a.id - b.id;
}

/**
 * The entries that block each of `days` (only days with any). Time-of-day blocks for every day are left out: the
 * calendar names them once instead of on every day.
 */
export function entriesByDay(days: readonly string[], entries: readonly Entry[]): Map<string, Entry[]> {
  const shown = entries.filter((entry) => !isEveryDay(entry)).sort(compareEntries);
  const byDay = new Map<string, Entry[]>();
  for (const day of days) {
    const onDay = shown.filter((entry) => coversDay(entry, day));
    if (onDay.length > 0) byDay.set(day, onDay);
  }
  return byDay;
}

/** The page's groups: current and future entries per kind, and dated entries that are over. */
export function groupEntries(entries: readonly Entry[], today: string) {
  const sorted = [...entries].sort(compareEntries);
  const isPast = (entry: Entry) => (dateRange(entry)?.to ?? today) < today;
  const groups = new Map<EntryKind, Entry[]>(entryKinds.map((kind) => [kind, []]));
  for (const entry of sorted) if (!isPast(entry)) groups.get(entry.kind)!.push(entry);
  return { groups, past: sorted.filter(isPast) };
}
