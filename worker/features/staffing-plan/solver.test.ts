import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstBrokenRule, unitLoad, unitsClash } from './eligibility';
import { benchmarkInstance, smallInstance } from './solver.instances';
import { planObjective, relaxationOptimum, solvePlan, type PricingOptions } from './solver';
import type { PlanCoach, PlanInstance, PlanSolution, PlanUnit, Proposal } from './solver.types';

const MONTH = '2027-03';

/** Pricing on every component, from one pair per unit and coach: most pairs join only by pricing. */
const STRESSED_PRICING: PricingOptions = { fromPairs: 0, perUnit: 1, perCoach: 1 };

function unit(id: number, overrides: Partial<PlanUnit> = {}): PlanUnit {
  const day = String(id % 28 || 1).padStart(2, '0');
  return {
    id,
    slots: [{ workshopId: id, date: `${MONTH}-${day}`, start: 8 * 60, end: 12 * 60 }],
    language: 'de',
    subjectId: null,
    schoolKey: null,
    seats: 1,
    excludedCoachIds: [],
    ...overrides,
  };
}

function coach(id: number, overrides: Partial<Omit<PlanCoach, 'workload'>> & { workload?: Partial<PlanCoach['workload']> } = {}) {
  const { workload, ...rest } = overrides;
  return {
    id,
    eligible: true,
    languages: ['de'],
    subjectIds: [],
    skillAverage: 4,
    busy: [],
    schoolKeys: [],
    offeredUnitIds: [],
    ...rest,
    workload: {
      monthCount: {},
      yearCount: {},
      monthTarget: null,
      monthMax: null,
      yearTarget: null,
      yearMax: null,
      ...workload,
    },
  } satisfies PlanCoach;
}

const plan = (units: PlanUnit[], coaches: PlanCoach[], travelGapMinutes = 30): PlanInstance => ({
  units,
  coaches,
  travelGapMinutes,
});

const assigned = (solution: PlanSolution) =>
  solution.proposals.map((p) => [p.unitId, p.coachId]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);

/** Every hard rule, counted over all proposals together. */
function hardRuleViolations(instance: PlanInstance, proposals: Proposal[]) {
  const problems: string[] = [];
  const unitById = new Map(instance.units.map((u) => [u.id, u]));
  const coachById = new Map(instance.coaches.map((c) => [c.id, c]));
  const seen = new Set<string>();
  for (const p of proposals) {
    const rule = firstBrokenRule(unitById.get(p.unitId)!, coachById.get(p.coachId)!, instance.travelGapMinutes);
    if (rule) problems.push(`${p.coachId} on ${p.unitId}: ${rule}`);
    if (seen.has(`${p.unitId}|${p.coachId}`)) problems.push(`${p.coachId} twice on ${p.unitId}`);
    seen.add(`${p.unitId}|${p.coachId}`);
  }
  for (const u of instance.units) {
    const count = proposals.filter((p) => p.unitId === u.id).length;
    if (count > u.seats) problems.push(`${count} proposals for ${u.seats} seats on ${u.id}`);
  }
  for (const c of instance.coaches) {
    const units = proposals.filter((p) => p.coachId === c.id).map((p) => unitById.get(p.unitId)!);
    units.forEach((a, i) =>
      units.slice(i + 1).forEach((b) => {
        if (unitsClash(a, b, instance.travelGapMinutes)) problems.push(`${c.id} on clashing ${a.id} and ${b.id}`);
      }),
    );
    const months = { ...c.workload.monthCount };
    const years = { ...c.workload.yearCount };
    for (const u of units) {
      const load = unitLoad(u);
      for (const [m, n] of Object.entries(load.months)) months[m] = (months[m] ?? 0) + n;
      for (const [y, n] of Object.entries(load.years)) years[y] = (years[y] ?? 0) + n;
    }
    const { monthMax, yearMax } = c.workload;
    if (units.length > 0 && monthMax !== null && Object.values(months).some((n) => n > monthMax)) {
      problems.push(`${c.id} above the month max`);
    }
    if (units.length > 0 && yearMax !== null && Object.values(years).some((n) => n > yearMax)) {
      problems.push(`${c.id} above the year max`);
    }
  }
  return problems;
}

/** Every way to fill the seats (each unit: any subset of its fitting coaches up to its seats), best objective. */
function bruteForceOptimum(instance: PlanInstance) {
  const options = instance.units.map((u) => {
    const fitting = instance.coaches.filter((c) => firstBrokenRule(u, c, instance.travelGapMinutes) === null);
    const subsets: number[][] = [[]];
    for (const c of fitting) {
      for (const subset of [...subsets]) if (subset.length < u.seats) subsets.push([...subset, c.id]);
    }
    return subsets.map((ids) => ids.map((coachId) => ({ unitId: u.id, coachId })));
  });
  let best: { seats: number; cost: number } | null = null;
  const walk = (index: number, chosen: { unitId: number; coachId: number }[]) => {
    if (index === options.length) {
      if (hardRuleViolations(instance, chosen as Proposal[]).length > 0) return;
      const value = planObjective(instance, chosen);
      if (!best || value.seats > best.seats || (value.seats === best.seats && value.cost < best.cost)) best = value;
      return;
    }
    for (const option of options[index]!) walk(index + 1, [...chosen, ...option]);
  };
  walk(0, []);
  return best!;
}

describe('solvePlan keeps every hard rule', () => {
  it('on random instances with clashes, series, caps and busy spans', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const instance = smallInstance(seed);
        const solution = solvePlan(instance);
        expect(hardRuleViolations(instance, solution.proposals)).toEqual([]);
        for (const gap of solution.unstaffed) {
          const u = instance.units.find((x) => x.id === gap.unitId)!;
          const filled = solution.proposals.filter((p) => p.unitId === u.id).length;
          expect(gap.missing).toBe(u.seats - filled);
          expect(gap.blockedBy.reduce((sum, b) => sum + b.coaches, 0)).toBe(instance.coaches.length - filled);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('solvePlan prices pairs exactly (pricing only changes the time)', () => {
  it('keeps every hard rule with pricing from one pair per unit and coach', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const instance = smallInstance(seed);
        const solution = solvePlan(instance, STRESSED_PRICING);
        expect(hardRuleViolations(instance, solution.proposals)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('matches the brute-force optimum on tiny instances without clashes with pricing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const instance = smallInstance(seed, { clashFree: true });
        expect(planObjective(instance, solvePlan(instance, STRESSED_PRICING).proposals)).toEqual(bruteForceOptimum(instance));
      }),
      { numRuns: 100 },
    );
  });

  it('finds the same first-solve optimum as the flow over every pair, on benchmark-shaped instances', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.record({ units: fc.integer({ min: 5, max: 40 }), coaches: fc.integer({ min: 5, max: 90 }) }),
        fc.constantFrom(STRESSED_PRICING, { fromPairs: 0, perUnit: 4, perCoach: 0 }, { fromPairs: 0, perUnit: 0, perCoach: 2 }),
        (seed, size, pricing) => {
          const instance = benchmarkInstance(seed, size);
          expect(relaxationOptimum(instance, pricing)).toEqual(relaxationOptimum(instance, null));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('solvePlan is optimal', () => {
  it('matches the brute-force optimum on tiny instances without clashes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const instance = smallInstance(seed, { clashFree: true });
        const solution = solvePlan(instance);
        expect(planObjective(instance, solution.proposals)).toEqual(bruteForceOptimum(instance));
        expect(solution.optimality).toBe('optimal');
      }),
      { numRuns: 200 },
    );
  });

  it('says when it is a repaired optimum: instances with clashes the first solve broke', () => {
    const optimalities = new Set(Array.from({ length: 60 }, (_, seed) => solvePlan(smallInstance(seed + 1)).optimality));
    expect(optimalities).toEqual(new Set(['optimal', 'repaired']));
  });

  it('fills both seats where the first best choice would leave one empty', () => {
    // Coach 1 is best for both; only coach 1 can take unit 2 (coach 2 does not speak French).
    const instance = plan(
      [unit(1), unit(2, { language: 'fr', slots: [{ workshopId: 2, date: `${MONTH}-09`, start: 480, end: 720 }] })],
      [coach(1, { languages: ['de', 'fr'], skillAverage: 5 }), coach(2, { skillAverage: 3 })],
    );
    const solution = solvePlan(instance);
    expect(assigned(solution)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(solution.unstaffed).toEqual([]);
  });

  it('spreads four workshops over two coaches with a target of two each', () => {
    const units = [1, 2, 3, 4].map((id) => unit(id));
    const coaches = [
      coach(1, { skillAverage: 5, workload: { monthTarget: 2 } }),
      coach(2, { skillAverage: 4, workload: { monthTarget: 2 } }),
    ];
    const solution = solvePlan(plan(units, coaches));
    const perCoach = [1, 2].map((id) => solution.proposals.filter((p) => p.coachId === id).length);
    expect(perCoach).toEqual([2, 2]);
    expect(solution.proposals.map((p) => p.why.monthLoad)).toEqual([2, 2, 2, 2]);
  });

  it('prefers a coach who offered herself over a slightly better rating', () => {
    const solution = solvePlan(
      plan([unit(1)], [coach(1, { skillAverage: 4.8 }), coach(2, { skillAverage: 4.5, offeredUnitIds: [1] })]),
    );
    expect(assigned(solution)).toEqual([[1, 2]]);
    expect(solution.proposals[0]!.why.offered).toBe(true);
  });

  it('prefers a coach who knows the school over a slightly better rating', () => {
    const solution = solvePlan(
      plan(
        [unit(1, { schoolKey: 'kanti baden|5400' })],
        [coach(1, { skillAverage: 4.8 }), coach(2, { skillAverage: 4.4, schoolKeys: ['kanti baden|5400'] })],
      ),
    );
    expect(assigned(solution)).toEqual([[1, 2]]);
    expect(solution.proposals[0]!.why.continuity).toBe(true);
  });

  it('prefers the fitting subject', () => {
    const solution = solvePlan(
      plan([unit(1, { subjectId: 7 })], [coach(1, { skillAverage: 5 }), coach(2, { skillAverage: 4, subjectIds: [7] })]),
    );
    expect(assigned(solution)).toEqual([[1, 2]]);
  });
});

describe('solvePlan repairs what the flow cannot see', () => {
  it('never gives one coach two workshops closer than the travel gap', () => {
    const sameDay = (id: number, start: number, end: number) =>
      unit(id, { slots: [{ workshopId: id, date: `${MONTH}-10`, start, end }] });
    // 08:00–12:00 and 12:15–15:00 are 15 minutes apart, the gap is 30: coach 1 (best) can take only one.
    const instance = plan([sameDay(1, 480, 720), sameDay(2, 735, 900)], [coach(1, { skillAverage: 5 }), coach(2)]);
    const solution = solvePlan(instance);
    expect(hardRuleViolations(instance, solution.proposals)).toEqual([]);
    expect(solution.proposals).toHaveLength(2);
    expect(new Set(solution.proposals.map((p) => p.coachId))).toEqual(new Set([1, 2]));
  });

  it('repairs a clash that no group of the day shows (a full day between a morning and an afternoon)', () => {
    const sameDay = (id: number, start: number, end: number) =>
      unit(id, { slots: [{ workshopId: id, date: `${MONTH}-10`, start, end }] });
    const best = coach(1, { skillAverage: 5, offeredUnitIds: [1, 2, 3], workload: { monthTarget: 5 } });
    const instance = plan(
      [sameDay(1, 480, 720), sameDay(2, 810, 990), sameDay(3, 510, 930)],
      [best, coach(2, { skillAverage: 3 }), coach(3, { skillAverage: 3 })],
    );
    const solution = solvePlan(instance);
    expect(hardRuleViolations(instance, solution.proposals)).toEqual([]);
    expect(solution.proposals).toHaveLength(3);
  });

  it('counts every date of a series against the month max', () => {
    const series = unit(1, {
      slots: [5, 12].map((d) => ({ workshopId: d, date: `${MONTH}-${String(d).padStart(2, '0')}`, start: 480, end: 720 })),
    });
    // Coach 1 may take 2 more dates: the series (2) or the single workshop, not both.
    const instance = plan(
      [series, unit(20)],
      [coach(1, { skillAverage: 5, workload: { monthMax: 2, monthTarget: 5 } }), coach(2, { skillAverage: 3 })],
    );
    const solution = solvePlan(instance);
    expect(hardRuleViolations(instance, solution.proposals)).toEqual([]);
    expect(solution.proposals).toHaveLength(2);
  });

  it('names the rules that block an unstaffable workshop, most first', () => {
    const instance = plan(
      [unit(1, { language: 'it' }), unit(2)],
      [
        coach(1, { languages: ['de', 'it'] }),
        coach(2),
        coach(3),
        coach(4, { eligible: false, languages: ['it'] }),
        coach(5, { languages: ['it'], busy: [{ date: `${MONTH}-01`, start: 0, end: 1440, kind: 'holiday' }] }),
        coach(6, { languages: ['it'], workload: { monthCount: { [MONTH]: 3 }, monthMax: 3 } }),
      ],
    );
    instance.units[0]!.excludedCoachIds = [1];
    const solution = solvePlan(instance);
    expect(solution.unstaffed).toEqual([
      {
        unitId: 1,
        missing: 1,
        blockedBy: [
          { rule: 'language', coaches: 2 },
          { rule: 'not_eligible', coaches: 1 },
          { rule: 'excluded', coaches: 1 },
          { rule: 'holiday', coaches: 1 },
          { rule: 'month_max', coaches: 1 },
        ],
      },
    ]);
  });

  it('counts a coach who fits but is used elsewhere as taken', () => {
    const clash = (id: number) => unit(id, { slots: [{ workshopId: id, date: `${MONTH}-10`, start: 480, end: 720 }] });
    const solution = solvePlan(plan([clash(1), clash(2)], [coach(1)]));
    expect(solution.proposals).toHaveLength(1);
    expect(solution.unstaffed).toEqual([
      { unitId: solution.proposals[0]!.unitId === 1 ? 2 : 1, missing: 1, blockedBy: [{ rule: 'taken', coaches: 1 }] },
    ]);
  });
});

describe('solvePlan at full size', () => {
  it('plans 200 workshops × 500 coaches well within a generous bound (npm run bench:solver measures it)', () => {
    const instance = benchmarkInstance();
    const started = performance.now();
    const solution = solvePlan(instance);
    const elapsed = performance.now() - started;
    expect(hardRuleViolations(instance, solution.proposals)).toEqual([]);
    const seats = instance.units.reduce((sum, u) => sum + u.seats, 0);
    expect(solution.proposals.length + solution.unstaffed.reduce((sum, u) => sum + u.missing, 0)).toBe(seats);
    expect(elapsed).toBeLessThan(5000);
  }, 30_000);
});
