/**
 * Generated plan instances for the solver's tests and benchmark (never used by the app). Seeded, so a failing case
 * is reproduced by its seed.
 */
import { addDays } from '../../contract/lib/dates';
import type { BusyKind, BusySpan, PlanCoach, PlanInstance, PlanSlot, PlanUnit } from './solver.types';

/** mulberry32: a small deterministic PRNG. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const sample = <T>(items: readonly T[], count: number) => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, chance, sample };
}

type Random = ReturnType<typeof seededRandom>;

const TIMES = [
  { start: 8 * 60, end: 12 * 60 },
  { start: 13 * 60 + 30, end: 16 * 60 + 30 },
  { start: 8 * 60 + 30, end: 15 * 60 + 30 },
  { start: 10 * 60, end: 11 * 60 + 30 },
];

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Weekdays (Monday–Friday) of a month. */
function weekdaysOf(year: number, month: number) {
  const days: string[] = [];
  for (let day = 1; day <= 31; day++) {
    const date = isoDate(year, month, day);
    const d = new Date(`${date}T00:00:00Z`);
    if (d.getUTCMonth() + 1 !== month) break;
    if (d.getUTCDay() >= 1 && d.getUTCDay() <= 5) days.push(date);
  }
  return days;
}

interface Shape {
  units: number;
  coaches: number;
  /** Dates the units fall on (few dates = many clashes). */
  dates: string[];
  languages: readonly string[];
  subjects: number;
  seriesShare: number;
  twoSeatShare: number;
  busySpans: [number, number];
  travelGapMinutes: number;
  capShare: number;
  maxCap: number;
}

function makeUnits(random: Random, shape: Shape): PlanUnit[] {
  const units: PlanUnit[] = [];
  for (let u = 0; u < shape.units; u++) {
    const id = 1000 + u;
    const first = random.pick(shape.dates);
    const time = random.pick(TIMES);
    const dates = random.chance(shape.seriesShare)
      ? Array.from({ length: random.int(2, 3) }, (_, i) => addDays(first, i * 7))
      : [first];
    const slots: PlanSlot[] = dates.map((date, i) => ({ workshopId: id + i * 100000, date, ...time }));
    units.push({
      id,
      slots,
      language: random.chance(0.6) ? shape.languages[0]! : random.pick(shape.languages),
      subjectId: random.chance(0.8) ? random.int(1, shape.subjects) : null,
      schoolKey: random.chance(0.9) ? `school-${random.int(1, Math.max(2, shape.units))}` : null,
      seats: random.chance(shape.twoSeatShare) ? 2 : 1,
      excludedCoachIds: [],
    });
  }
  return units;
}

const BUSY_KINDS: readonly BusyKind[] = ['blocked_day', 'weekday', 'time_of_day', 'holiday', 'calendar', 'placement'];

function makeBusy(random: Random, shape: Shape): BusySpan[] {
  const spans: BusySpan[] = [];
  const count = random.int(shape.busySpans[0], shape.busySpans[1]);
  for (let i = 0; i < count; i++) {
    const kind = random.pick(BUSY_KINDS);
    const date = random.pick(shape.dates);
    if (kind === 'time_of_day' || kind === 'calendar' || kind === 'placement') {
      const time = random.pick(TIMES);
      spans.push({ date, start: time.start, end: time.end, kind });
    } else if (kind === 'holiday') {
      for (let d = 0; d < 7; d++) spans.push({ date: addDays(date, d), start: 0, end: 1440, kind });
    } else {
      spans.push({ date, start: 0, end: 1440, kind });
    }
  }
  return spans;
}

function makeCoaches(random: Random, shape: Shape, units: PlanUnit[]): PlanCoach[] {
  const month = shape.dates[0]!.slice(0, 7);
  const year = Number(month.slice(0, 4)) - (Number(month.slice(5, 7)) >= 8 ? 0 : 1);
  const schoolYear = `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
  return Array.from({ length: shape.coaches }, (_, c) => {
    const monthCount = random.int(0, 3);
    const capped = random.chance(shape.capShare);
    const monthTarget = random.chance(0.7) ? random.int(1, 4) : null;
    return {
      id: 1 + c,
      eligible: random.chance(0.93),
      languages: random.chance(0.7)
        ? [shape.languages[0]!, ...random.sample(shape.languages.slice(1), random.int(0, 1))]
        : random.sample(shape.languages, random.int(1, 2)),
      subjectIds: random.sample(
        Array.from({ length: shape.subjects }, (_, i) => i + 1),
        random.int(0, 3),
      ),
      skillAverage: random.chance(0.85) ? Math.round((3 + random.next() * 2) * 10) / 10 : null,
      busy: makeBusy(random, shape),
      workload: {
        monthCount: { [month]: monthCount },
        yearCount: { [schoolYear]: monthCount + random.int(0, 10) },
        monthTarget,
        monthMax: capped ? monthCount + random.int(0, shape.maxCap) : null,
        yearTarget: random.chance(0.5) ? random.int(5, 20) : null,
        yearMax: capped && random.chance(0.3) ? monthCount + 10 + random.int(0, shape.maxCap) : null,
      },
      schoolKeys: units.filter(() => random.chance(1.5 / units.length)).flatMap((unit) => unit.schoolKey ?? []),
      offeredUnitIds: units.filter(() => random.chance(0.5 / units.length)).map((unit) => unit.id),
    };
  });
}

function excludeSome(random: Random, units: PlanUnit[], coaches: PlanCoach[]) {
  for (const unit of units) {
    if (random.chance(0.3)) unit.excludedCoachIds = random.sample(coaches, random.int(1, 2)).map((coach) => coach.id);
  }
}

/** A size of the benchmark: units of one month × coaches. */
export interface BenchmarkSize {
  units: number;
  coaches: number;
}

/** Today's size: 200 workshops × 500 coaches. */
export const BENCHMARK_SIZE: BenchmarkSize = { units: 200, coaches: 500 };

/**
 * The benchmark's instance: workshops (15 % series, 30 % needing two coaches) in one month (March 2027) × coaches,
 * 200 × 500 by default. Larger sizes keep the month, so the workshops per date and the fitting pairs per unit grow
 * with the size (twice the size: about four times the fitting pairs).
 */
export function benchmarkInstance(seed = 18, size: BenchmarkSize = BENCHMARK_SIZE): PlanInstance {
  const random = seededRandom(seed);
  const shape: Shape = {
    units: size.units,
    coaches: size.coaches,
    dates: weekdaysOf(2027, 3),
    languages: ['de', 'fr', 'it', 'en'],
    subjects: 12,
    seriesShare: 0.15,
    twoSeatShare: 0.3,
    busySpans: [4, 20],
    travelGapMinutes: 30,
    capShare: 0.5,
    maxCap: 4,
  };
  const units = makeUnits(random, shape);
  const coaches = makeCoaches(random, shape, units);
  excludeSome(random, units, coaches);
  return { units, coaches, travelGapMinutes: shape.travelGapMinutes };
}

/**
 * A small instance that stresses the rules: few dates (clashes), series, tight caps, busy spans. With `clashFree`
 * every unit is a single date of its own and no coach has a cap on dates a flow cannot count exactly, so the flow's
 * answer is the true optimum (the brute-force comparison).
 */
export function smallInstance(seed: number, options: { clashFree?: boolean } = {}): PlanInstance {
  const random = seededRandom(seed);
  const unitCount = options.clashFree ? random.int(1, 4) : random.int(1, 7);
  const allDates = weekdaysOf(2027, 3);
  const shape: Shape = {
    units: unitCount,
    coaches: options.clashFree ? random.int(1, 4) : random.int(1, 8),
    dates: options.clashFree ? allDates.slice(0, unitCount) : allDates.slice(0, random.int(1, 4)),
    languages: ['de', 'fr'],
    subjects: 3,
    seriesShare: options.clashFree ? 0 : 0.3,
    twoSeatShare: 0.4,
    busySpans: [0, 3],
    travelGapMinutes: random.pick([0, 30, 90]),
    capShare: 0.5,
    maxCap: 3,
  };
  const units = makeUnits(random, shape);
  if (options.clashFree) units.forEach((unit, u) => (unit.slots = [{ ...unit.slots[0]!, date: shape.dates[u]! }]));
  const coaches = makeCoaches(random, shape, units);
  excludeSome(random, units, coaches);
  return { units, coaches, travelGapMinutes: shape.travelGapMinutes };
}
