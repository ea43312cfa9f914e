import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/**
 * The calendar of the workshop list: a month grid (whole weeks, Monday first) or one week, on ISO dates
 * (`YYYY-MM-DD`, the workshops' own date format; no time zone involved).
 */
export type CalendarMode = 'month' | 'week';
export const calendarModes: readonly CalendarMode[] = ['month', 'week'];

const weekOptions = { weekStartsOn: 1 } as const;
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const parse = (value: string) => parseISO(value);

export const isIsoDate = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parse(value)) && iso(parse(value)) === value;

export interface CalendarRange {
  from: string;
  to: string;
}

/** The weeks of the month of `anchor`, each with its seven days (leading and trailing days of the neighbours). */
export function monthGrid(anchor: string): string[][] {
  const date = parse(anchor);
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(date), weekOptions),
    end: endOfWeek(endOfMonth(date), weekOptions),
  }).map(iso);
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** Monday to Sunday of the week of `anchor`. */
export function weekDays(anchor: string): string[] {
  const start = startOfWeek(parse(anchor), weekOptions);
  return Array.from({ length: 7 }, (_, i) => iso(addDays(start, i)));
}

/** The dates the calendar shows (the workshops to load). */
export function calendarRange(mode: CalendarMode, anchor: string): CalendarRange {
  const days = mode === 'month' ? monthGrid(anchor).flat() : weekDays(anchor);
  return { from: days[0]!, to: days[days.length - 1]! };
}

/** The previous or next month (its first day) or week (its Monday). */
export function shiftAnchor(mode: CalendarMode, anchor: string, delta: number): string {
  const date = parse(anchor);
  return mode === 'month' ? iso(startOfMonth(addMonths(date, delta))) : iso(startOfWeek(addWeeks(date, delta), weekOptions));
}

/** The first day of the month or the Monday of the week that contains `date` (one URL per month/week). */
export function normalizeAnchor(mode: CalendarMode, date: string): string {
  const parsed = parse(date);
  return mode === 'month' ? iso(startOfMonth(parsed)) : iso(startOfWeek(parsed, weekOptions));
}

export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/** Items by their date, each day in start-time order. */
export function groupByDate<T extends { date: string; start_time: string }>(items: readonly T[]): Map<string, T[]> {
  const byDate = new Map<string, T[]>();
  for (const item of items) {
    const day = byDate.get(item.date) ?? [];
    day.push(item);
    byDate.set(item.date, day);
  }
  for (const day of byDate.values()) day.sort((a, b) => a.start_time.localeCompare(b.start_time));
  return byDate;
}
