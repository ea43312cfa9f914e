import { addWeeks, endOfWeek, format, parseISO, startOfWeek } from 'date-fns';
import type { z } from 'zod';
import { swissLocale } from '@/lib/format';
import { AllocationQuerySchema } from '@/lib/schemas';

/**
 * The page's URL: the API's query (`from`, `to`, `coach`, `language`), read with the API's own field rules. Without
 * dates the server picks its default period (today and the eight weeks after it) and says which one it chose.
 */
export const AllocationUrlSchema = AllocationQuerySchema;
export type AllocationUrlQuery = z.output<typeof AllocationUrlSchema>;

export interface Period {
  from: string;
  to: string;
}

export type QuickPeriod = 'week' | 'four_weeks' | 'semester';
export const quickPeriods: readonly QuickPeriod[] = ['week', 'four_weeks', 'semester'];

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const weekOptions = { weekStartsOn: 1 } as const;

/**
 * School semesters in Switzerland: the autumn semester from 1 August to 31 January, the spring semester from
 * 1 February to 31 July.
 */
function semesterOf(today: string): Period {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (month >= 2 && month <= 7) return { from: `${year}-02-01`, to: `${year}-07-31` };
  const start = month === 1 ? year - 1 : year;
  return { from: `${start}-08-01`, to: `${start + 1}-01-31` };
}

/** The dates of a quick choice, seen from `today`: this week (Monday to Sunday), the next four weeks, this semester. */
export function quickPeriod(kind: QuickPeriod, today: string): Period {
  const date = parseISO(today);
  if (kind === 'week') return { from: iso(startOfWeek(date, weekOptions)), to: iso(endOfWeek(date, weekOptions)) };
  if (kind === 'four_weeks') return { from: today, to: iso(addWeeks(date, 4)) };
  return semesterOf(today);
}

/** Minutes as hours with at most one decimal: "3.5 Std.", "3.5 hr". */
export function formatHours(minutes: number, language: string): string {
  return new Intl.NumberFormat(swissLocale(language), {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(minutes / 60);
}

/** A bar's width in percent of the busiest coach's load (0 when nobody has anything). */
export const loadPercent = (value: number, max: number) => (max > 0 ? Math.round((value / max) * 100) : 0);
