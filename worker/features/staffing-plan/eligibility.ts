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

/** The busy span that meets a slot (placements need the travel gap around them), or undefined. */
export function busyAt(busy: readonly BusySpan[], slot: PlanSlot, travelGapMinutes: number) {
  return spansOn(busy, slot.date)?.find((span) => overlaps(span, slot, span.kind === 'placement' ? travelGapMinutes : 0));
}

/** Two units share a coach only if none of their dates come closer than the travel gap. */
export const unitsClash = (a: PlanUnit, b: PlanUnit, travelGapMinutes: number) =>
  a.slots.some((x) => b.slots.some((y) => x.date === y.date && overlaps(x, y, travelGapMinutes)));

/** Dates of the unit per month and per school year: what it adds to a coach's workload. */
export function unitLoad(unit: PlanUnit) {
  const months: Record<string, number> = {};
  const years: Record<string, number> = {};
  for (const slot of unit.slots) {
    months[monthOf(slot.date)] = (months[monthOf(slot.date)] ?? 0) + 1;
    years[schoolYearOf(slot.date)] = (years[schoolYearOf(slot.date)] ?? 0) + 1;
  }
  return { months, years };
}

/**
 * The first hard rule the coach breaks for the unit on their own (without the plan's other proposals), or null
 * when the coach may be proposed. The order is the order of the explanation: who they are, what they speak, when
 * they are busy, how much they already work.
 */
export function firstBrokenRule(unit: PlanUnit, coach: PlanCoach, travelGapMinutes: number): HardRule | null {
  if (!coach.eligible) return 'not_eligible';
  if (unit.excludedCoachIds.includes(coach.id)) return 'excluded';
  if (!coach.languages.includes(unit.language)) return 'language';
  for (const slot of unit.slots) {
    const span = busyAt(coach.busy, slot, travelGapMinutes);
    if (span) return span.kind;
  }
  const load = unitLoad(unit);
  const { workload } = coach;
  for (const [month, count] of Object.entries(load.months)) {
    if (workload.monthMax !== null && (workload.monthCount[month] ?? 0) + count > workload.monthMax) return 'month_max';
  }
  for (const [year, count] of Object.entries(load.years)) {
    if (workload.yearMax !== null && (workload.yearCount[year] ?? 0) + count > workload.yearMax) return 'year_max';
  }
  return null;
}
