import type { BusySpan, HardRule, PlanCoach, PlanSlot, PlanUnit } from './solver.types';

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The school year (1 August to 31 July) of a date, as `2026/27`. */
export function schoolYearOf(date: string) {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 8 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }, gap: number) =>
  a.start < b.end + gap && b.start < a.end + gap;

/** A coach's busy spans by date, built once per list (the solver asks every unit × coach pair). */
const busyByDate = new WeakMap<readonly BusySpan[], Map<string, BusySpan[]>>();

function spansOn(busy: readonly BusySpan[], date: string) {
  let index = busyByDate.get(busy);
  if (!index) {
    index = new Map();
    for (const span of busy) index.set(span.date, [...(index.get(span.date) ?? []), span]);
    busyByDate.set(busy, index);
  }
  return index.get(date);
}

/** The busy spans that meet a slot (placements need the travel gap around them). */
export const busySpansAt = (busy: readonly BusySpan[], slot: PlanSlot, travelGapMinutes: number) =>
  (spansOn(busy, slot.date) ?? []).filter((span) => overlaps(span, slot, span.kind === 'placement' ? travelGapMinutes : 0));

/** The first busy span that meets a slot, or undefined. */
export function busyAt(busy: readonly BusySpan[], slot: PlanSlot, travelGapMinutes: number) {
  return spansOn(busy, slot.date)?.find((span) => overlaps(span, slot, span.kind === 'placement' ? travelGapMinutes : 0));
}

/** Two units share a coach only if none of their dates come closer than the travel gap. */
export const unitsClash = (a: PlanUnit, b: PlanUnit, travelGapMinutes: number) =>
  a.slots.some((x) => b.slots.some((y) => x.date === y.date && overlaps(x, y, travelGapMinutes)));

/** What the dates add to a coach's workload, per month and per school year. */
export function loadOfDates(dates: readonly string[]) {
  const months: Record<string, number> = {};
  const years: Record<string, number> = {};
  for (const date of dates) {
    months[monthOf(date)] = (months[monthOf(date)] ?? 0) + 1;
    years[schoolYearOf(date)] = (years[schoolYearOf(date)] ?? 0) + 1;
  }
  return { months, years };
}

/** Dates of the unit per month and per school year: what it adds to a coach's workload. */
export const unitLoad = (unit: Pick<PlanUnit, 'slots'>) => loadOfDates(unit.slots.map((slot) => slot.date));

export interface MaxExceeded {
  period: 'month' | 'year';
  /** `YYYY-MM` or `2026/27`. */
  key: string;
  /** The workshops the coach would have with these dates. */
  total: number;
  max: number;
  /** The first of the dates in that period. */
  date: string;
}

/**
 * The first month or school year in which the dates would take the coach past a maximum, or null: the workload
 * part of the one rule (`firstBrokenRule`), which the ranking and every placement check ask too.
 */
export function maxExceeded(
  maxima: { month_max: number | null; year_max: number | null },
  counts: { months: Record<string, number>; years: Record<string, number> },
  dates: readonly string[],
): MaxExceeded | null {
  const load = loadOfDates(dates);
  const firstDate = (belongs: (date: string) => boolean) => [...dates].sort().find(belongs)!;
  for (const [month, added] of Object.entries(load.months)) {
    const total = (counts.months[month] ?? 0) + added;
    if (maxima.month_max !== null && total > maxima.month_max) {
      return { period: 'month', key: month, total, max: maxima.month_max, date: firstDate((d) => monthOf(d) === month) };
    }
  }
  for (const [year, added] of Object.entries(load.years)) {
    const total = (counts.years[year] ?? 0) + added;
    if (maxima.year_max !== null && total > maxima.year_max) {
      return { period: 'year', key: year, total, max: maxima.year_max, date: firstDate((d) => schoolYearOf(d) === year) };
    }
  }
  return null;
}

/** The unit's subject is among the coach's, or the coach has none listed (not kept out), or the unit has none. */
export const teachesSubject = (coach: Pick<PlanCoach, 'subjectIds'>, subjectId: number | null) =>
  subjectId === null || coach.subjectIds.length === 0 || coach.subjectIds.includes(subjectId);

/**
 * The one rule of who may give a unit (decision 041): the staffing plan proposes, the ranking marks and the coach's
 * open workshops list by it. The first hard rule the coach breaks for the unit on their own (without the plan's
 * other proposals), or null when the coach fits. The order is the order of the explanation: who they are, what
 * they speak and teach, when they are busy, how much they already work.
 */
export function firstBrokenRule(
  unit: Pick<PlanUnit, 'slots' | 'language' | 'subjectId' | 'excludedCoachIds'>,
  coach: Pick<PlanCoach, 'id' | 'eligible' | 'languages' | 'subjectIds' | 'busy' | 'workload'>,
  travelGapMinutes: number,
): HardRule | null {
  if (!coach.eligible) return 'not_eligible';
  if (unit.excludedCoachIds.includes(coach.id)) return 'excluded';
  if (!coach.languages.includes(unit.language)) return 'language';
  if (!teachesSubject(coach, unit.subjectId)) return 'subject';
  for (const slot of unit.slots) {
    const span = busyAt(coach.busy, slot, travelGapMinutes);
    if (span) return span.kind;
  }
  const { workload } = coach;
  const exceeded = maxExceeded(
    { month_max: workload.monthMax, year_max: workload.yearMax },
    { months: workload.monthCount, years: workload.yearCount },
    unit.slots.map((slot) => slot.date),
  );
  return exceeded ? (exceeded.period === 'month' ? 'month_max' : 'year_max') : null;
}
