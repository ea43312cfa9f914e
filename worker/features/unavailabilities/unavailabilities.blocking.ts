import { SQL, sql } from 'drizzle-orm';
import type { TimeOfDay, Weekday } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { inList } from '../../lib/sql-lists';

/*
 * What keeps a coach from a workshop slot (blocked days and ranges, holidays, weekdays, times of day, imported
 * calendar busy times): for the staffing ranking, the placement conflicts, the allocations and the staffing plan.
 */

/** `calendar`: a busy time imported from the coach's linked external calendar (decision 046). */
export type UnavailabilityReasonKind = 'blocked_day' | 'holiday' | 'weekday' | 'time_of_day' | 'calendar';
export interface Slot {
  /** ISO date. */
  date: string;
  /** `HH:MM`. */
  startTime: string;
  endTime: string;
}

/** Each time of day as a half-open span of the day: before noon until 12:00, afternoon 12:00–18:00, evening from 18:00. */
const timeOfDaySpans: Record<TimeOfDay, [start: string, end: string]> = {
  before_noon: ['00:00', '12:00'],
  afternoon: ['12:00', '18:00'],
  evening: ['18:00', '24:00'],
};

/** The times of day a slot touches (08:00–10:00: before noon; 11:00–13:00: before noon and afternoon). */
export const timesOfDayOf = (startTime: string, endTime: string): TimeOfDay[] =>
  (Object.keys(timeOfDaySpans) as TimeOfDay[]).filter((time) => {
    const [start, end] = timeOfDaySpans[time];
    return startTime < end && endTime > start;
  });

/** ISO weekday of an ISO date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7) as Weekday;
}

/** The order in which reasons are shown (the ranking, the placed coaches' conflicts). */
export const reasonOrder: UnavailabilityReasonKind[] = ['blocked_day', 'holiday', 'weekday', 'time_of_day', 'calendar'];

/** An entry or holidays, reduced to what decides whether it meets a slot. */
export interface BlockingEntry {
  kind: UnavailabilityReasonKind;
  /** The row it comes from (entry, holiday or imported busy time); none for one being entered. */
  id?: number;
  coachId: number;
  /** Blocked days and holidays: first and last day (the same for a single day). */
  from: string | null;
  to: string | null;
  weekday: Weekday | null;
  timeOfDay: TimeOfDay | null;
  /** Imported calendar busy times: `HH:MM` span on `from`; none = the whole day. */
  startTime?: string | null;
  endTime?: string | null;
}

/** Whether the entry keeps the coach from a slot (the same rules as the staffing plan's busy spans). */
export function blocksSlot(entry: BlockingEntry, slot: Slot): boolean {
  switch (entry.kind) {
    case 'blocked_day':
    case 'holiday':
      return entry.from! <= slot.date && slot.date <= (entry.to ?? entry.from!);
    case 'weekday':
      return entry.weekday === isoWeekday(slot.date);
    case 'time_of_day':
      return (
        timesOfDayOf(slot.startTime, slot.endTime).includes(entry.timeOfDay!) &&
        (entry.weekday === null || entry.weekday === isoWeekday(slot.date))
      );
    case 'calendar':
      return (
        entry.from === slot.date && (!entry.startTime || (entry.startTime < slot.endTime && entry.endTime! > slot.startTime))
      );
  }
}

/** A row of `blockingEntriesQuery`. */
export interface EntryRow {
  kind: UnavailabilityReasonKind;
  id: number;
  coach_id: number;
  from_date: string | null;
  to_date: string | null;
  weekday: Weekday | null;
  time_of_day: TimeOfDay | null;
  start_time: string | null;
  end_time: string | null;
}

/**
 * One statement, for a caller's batch: the entries and holidays of the coaches `coachIds` names (a list, or a
 * subquery of ids), per coach the entries by kind, then the holidays by first day; with `dates`, then the imported
 * calendar busy times on those dates (a calendar holds thousands of rows: only the dates asked about are read).
 */
export function blockingEntriesQuery(coachIds: readonly number[] | SQL, dates: readonly string[] = []) {
  const ofCoaches = coachIds instanceof SQL ? sql`coach_id IN (${coachIds})` : inList(sql`coach_id`, coachIds);
  const calendar = dates.length
    ? sql`UNION ALL SELECT 2, date, 'calendar', id, coach_id, date, date, NULL, NULL, start_time, end_time
          FROM imported_busy_times WHERE ${ofCoaches} AND ${inList(sql`date`, [...new Set(dates)])}`
    : sql``;
  return sql`
    SELECT 0 AS part, kind AS sort_key, kind, id, coach_id, date AS from_date, to_date, weekday, time_of_day,
        NULL AS start_time, NULL AS end_time
      FROM unavailabilities WHERE ${ofCoaches}
    UNION ALL SELECT 1, from_date, 'holiday', id, coach_id, from_date, to_date, NULL, NULL, NULL, NULL FROM holidays WHERE ${ofCoaches}
    ${calendar}
    ORDER BY coach_id, part, sort_key, id`;
}

/** The rows of `blockingEntriesQuery` as entries. */
export const blockingEntriesFrom = (rows: readonly EntryRow[]): BlockingEntry[] =>
  rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    coachId: row.coach_id,
    from: row.from_date,
    to: row.to_date,
    weekday: row.weekday,
    timeOfDay: row.time_of_day,
    ...(row.kind === 'calendar' && { startTime: row.start_time, endTime: row.end_time }),
  }));

/** Every entry and holiday of the coaches, and their imported calendar busy times on the given dates. */
export async function blockingEntriesOf(db: Database, coachIds: number[], dates: string[] = []): Promise<BlockingEntry[]> {
  if (coachIds.length === 0) return [];
  return blockingEntriesFrom(await db.all<EntryRow>(blockingEntriesQuery(coachIds, dates)));
}

/** The kinds of entry that keep the coach from the slot, once each, in the ranking's order. */
export function blockingKinds(entries: BlockingEntry[], coachId: number, slot: Slot): UnavailabilityReasonKind[] {
  const kinds = new Set(entries.filter((e) => e.coachId === coachId && blocksSlot(e, slot)).map((e) => e.kind));
  return reasonOrder.filter((kind) => kinds.has(kind));
}
