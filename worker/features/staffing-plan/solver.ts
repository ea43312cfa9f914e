import { firstBrokenRule, monthOf, schoolYearOf, unitLoad, unitsClash } from './eligibility';
import { MinCostFlow } from './min-cost-flow';
import type { HardRule, PlanCoach, PlanInstance, PlanSolution, PlanUnit, Proposal } from './solver.types';

/**
 * The costs of the plan (integers; lower is better). Filling seats is not weighed: the solver fills as many seats
 * as the hard rules allow (maximum flow) before it looks at any cost, so no soft goal ever leaves a seat empty.
 * Among the plans that fill the most seats it takes the cheapest. A proposal costs what it misses of each goal:
 * an offer (strongest: the coach asked for this workshop), the subject, the skill rating (per point below 5; an
 * unrated coach counts as 3), continuity with the school. Fairness: the k-th workshop of a coach in a month costs
 * `overMonthTarget` per workshop above the coach's month target (or the plan month's average when none), plus
 * `monthLoad` per workshop they then have that month (spreads work between equal coaches), plus `overYearTarget`
 * per workshop above the school-year target. With these numbers an offer outweighs 2.5 rating points, one
 * workshop above target outweighs a missing subject and continuity together.
 */
export const PLAN_WEIGHTS = {
  offered: 400,
  subjectFit: 200,
  skillPerPoint: 40,
  unratedSkill: 3,
  continuity: 150,
  overMonthTarget: 300,
  monthLoad: 10,
  overYearTarget: 100,
} as const;

/** Re-solves after forbidding clashing or over-cap pairs; what still conflicts after these rounds is dropped. */
const MAX_REPAIR_ROUNDS = 6;

const HARD_RULES: readonly HardRule[] = [
  'not_eligible',
  'excluded',
  'language',
  'blocked_day',
  'weekday',
  'time_of_day',
  'holiday',
  'calendar',
  'placement',
  'month_max',
  'year_max',
  'taken',
];

export function solvePlan(instance: PlanInstance): PlanSolution {
  const model = costModel(instance);
  const fits = fittingPairs(instance);
  const repair: Repair = { forbidden: new Set(), sharedDays: new Set() };
  let chosen: Pair[] = [];
  let consistent = false;
  for (let round = 0; round <= MAX_REPAIR_ROUNDS && !consistent; round++) {
    chosen = solveFlow(instance, model, fits, repair);
    const conflicts = conflictsOf(instance, model, chosen);
    consistent = conflicts.length === 0;
    for (const { pair, sameDay } of conflicts) {
      const day = `${pair.coach}|${sameDay}`;
      if (sameDay && !repair.sharedDays.has(day)) repair.sharedDays.add(day);
      else repair.forbidden.add(pairKey(instance, pair));
    }
  }
  if (!consistent) chosen = dropConflicts(instance, model, chosen);
  return {
    proposals: proposalsOf(instance, chosen),
    unstaffed: unstaffedUnits(instance, fits, chosen),
  };
}

/** The plan's value as the solver sees it: seats filled (more is better), then cost (less is better). */
export function planObjective(instance: PlanInstance, proposals: readonly Pick<Proposal, 'unitId' | 'coachId'>[]) {
  const model = costModel(instance);
  const unitIndex = new Map(instance.units.map((unit, index) => [unit.id, index]));
  const coachIndex = new Map(instance.coaches.map((coach, index) => [coach.id, index]));
  const pairs = proposals.map((p) => ({ unit: unitIndex.get(p.unitId)!, coach: coachIndex.get(p.coachId)! }));
  let cost = 0;
  const perMonth = new Map<string, number>();
  const perCoach = new Map<number, number>();
  for (const pair of pairs) {
    cost += model.pairCost(pair.unit, pair.coach);
    const key = `${pair.coach}|${model.monthOfUnit[pair.unit]}`;
    const k = (perMonth.get(key) ?? 0) + 1;
    perMonth.set(key, k);
    cost += model.monthMarginal(pair.coach, model.monthOfUnit[pair.unit]!)(k);
    const year = (perCoach.get(pair.coach) ?? 0) + 1;
    perCoach.set(pair.coach, year);
    cost += model.yearMarginal(pair.coach)(year);
  }
  return { seats: pairs.length, cost };
}

interface Pair {
  unit: number;
  coach: number;
}

/**
 * What the rounds learnt: pairs never to use again, and days (`coach|date`) on which the coach's fitting one-date
 * workshops that clash (directly or through each other) share one seat of the coach.
 */
interface Repair {
  forbidden: Set<number>;
  sharedDays: Set<string>;
}

type CostModel = ReturnType<typeof costModel>;

function costModel(instance: PlanInstance) {
  const { units, coaches } = instance;
  const monthOfUnit = units.map((unit) => monthOf(firstDate(unit)));
  const yearOfPlan = units.length > 0 ? schoolYearOf(units.map(firstDate).sort()[0]!) : '';
  const averageTarget = averageMonthLoad(instance, monthOfUnit);
  const pairCost = (u: number, c: number) => {
    const unit = units[u]!;
    const coach = coaches[c]!;
    const why = softGoals(unit, coach);
    return (
      (why.offered ? 0 : PLAN_WEIGHTS.offered) +
      (why.subjectFit ? 0 : PLAN_WEIGHTS.subjectFit) +
      Math.round(PLAN_WEIGHTS.skillPerPoint * Math.max(0, 5 - (coach.skillAverage ?? PLAN_WEIGHTS.unratedSkill))) +
      (why.continuity ? 0 : PLAN_WEIGHTS.continuity)
    );
  };
  const monthMarginal = (c: number, month: string) => {
    const { workload } = coaches[c]!;
    const before = workload.monthCount[month] ?? 0;
    const target = workload.monthTarget ?? averageTarget.get(month) ?? 1;
    return (k: number) => PLAN_WEIGHTS.overMonthTarget * Math.max(0, before + k - target) + PLAN_WEIGHTS.monthLoad * (before + k);
  };
  const yearMarginal = (c: number) => {
    const { workload } = coaches[c]!;
    const before = workload.yearCount[yearOfPlan] ?? 0;
    const target = workload.yearTarget;
    return (k: number) => (target === null ? 0 : PLAN_WEIGHTS.overYearTarget * Math.max(0, before + k - target));
  };
  return { monthOfUnit, pairCost, monthMarginal, yearMarginal };
}

const firstDate = (unit: PlanUnit) => unit.slots.reduce((min, slot) => (slot.date < min ? slot.date : min), '9999');

/** Workshops per eligible coach in each month if the plan filled every seat: the target of coaches without one. */
function averageMonthLoad(instance: PlanInstance, monthOfUnit: string[]) {
  const eligible = instance.coaches.filter((coach) => coach.eligible);
  const totals = new Map<string, number>();
  instance.units.forEach((unit, u) => {
    totals.set(monthOfUnit[u]!, (totals.get(monthOfUnit[u]!) ?? 0) + unit.seats);
  });
  const average = new Map<string, number>();
  for (const [month, seats] of totals) {
    const already = eligible.reduce((sum, coach) => sum + (coach.workload.monthCount[month] ?? 0), 0);
    average.set(month, Math.max(1, Math.ceil((already + seats) / Math.max(1, eligible.length))));
  }
  return average;
}

function softGoals(unit: PlanUnit, coach: PlanCoach) {
  return {
    offered: coach.offeredUnitIds.includes(unit.id),
    subjectFit: unit.subjectId === null || coach.subjectIds.includes(unit.subjectId),
    continuity: unit.schoolKey !== null && coach.schoolKeys.includes(unit.schoolKey),
  };
}

/** The first hard rule of every (unit, coach) pair, as an index into HARD_RULES + 1; 0 = fits on their own. */
function fittingPairs(instance: PlanInstance) {
  const { units, coaches, travelGapMinutes } = instance;
  const rules = new Uint8Array(units.length * coaches.length);
  units.forEach((unit, u) => {
    coaches.forEach((coach, c) => {
      const rule = firstBrokenRule(unit, coach, travelGapMinutes);
      rules[u * coaches.length + c] = rule === null ? 0 : HARD_RULES.indexOf(rule) + 1;
    });
  });
  return rules;
}

const pairKey = (instance: PlanInstance, pair: Pair) => pair.unit * instance.coaches.length + pair.coach;

/**
 * Source → unit (its seats) → (coach, month of the unit) (1 per fitting pair, the pair's cost) → coach (convex month
 * fairness; capacity the dates left below the month max) → sink (convex year fairness; the dates left below the
 * year max). Capacities count workshops, maxima count dates: a series may pass here and is checked afterwards. On a
 * shared day the coach's clashing one-date workshops pass one more node of capacity 1.
 */
function solveFlow(instance: PlanInstance, model: CostModel, fits: Uint8Array, repair: Repair): Pair[] {
  const { units, coaches } = instance;
  const coachMonthNode = new Map<string, number>();
  const coachNode = new Map<number, number>();
  const unitNode = (u: number) => 2 + u;
  let nodes = 2 + units.length;
  const pairs: Pair[] = [];
  units.forEach((_, u) => {
    coaches.forEach((_coach, c) => {
      const key = u * coaches.length + c;
      if (fits[key] !== 0 || repair.forbidden.has(key)) return;
      const cmKey = `${c}|${model.monthOfUnit[u]}`;
      if (!coachMonthNode.has(cmKey)) coachMonthNode.set(cmKey, nodes++);
      if (!coachNode.has(c)) coachNode.set(c, nodes++);
      pairs.push({ unit: u, coach: c });
    });
  });
  const groups = clashGroups(instance, pairs, repair.sharedDays);
  const groupNode = new Map<Pair[], number>();
  for (const group of new Set(groups.values())) groupNode.set(group, nodes++);
  const flow = new MinCostFlow(nodes);
  units.forEach((unit, u) => flow.addArc(0, unitNode(u), unit.seats, 0));
  const coachMonth = (pair: Pair) => coachMonthNode.get(`${pair.coach}|${model.monthOfUnit[pair.unit]}`)!;
  for (const [group, node] of groupNode) flow.addArc(node, coachMonth(group[0]!), 1, 0);
  const pairArcs = pairs.map((pair) => {
    const group = groups.get(pair);
    const to = group ? groupNode.get(group)! : coachMonth(pair);
    return { pair, arc: flow.addArc(unitNode(pair.unit), to, 1, model.pairCost(pair.unit, pair.coach)) };
  });
  for (const [cmKey, node] of coachMonthNode) {
    const [c, month] = [Number(cmKey.slice(0, cmKey.indexOf('|'))), cmKey.slice(cmKey.indexOf('|') + 1)];
    const { workload } = coaches[c]!;
    const left = workload.monthMax === null ? units.length : workload.monthMax - (workload.monthCount[month] ?? 0);
    flow.addConvexArc(node, coachNode.get(c)!, Math.max(0, left), model.monthMarginal(c, month));
  }
  const years = [...new Set(units.flatMap((unit) => unit.slots.map((slot) => schoolYearOf(slot.date))))];
  for (const [c, node] of coachNode) {
    const { workload } = coaches[c]!;
    const left =
      workload.yearMax === null
        ? units.length
        : years.reduce((sum, year) => sum + Math.max(0, workload.yearMax! - (workload.yearCount[year] ?? 0)), 0);
    flow.addConvexArc(node, 1, left, model.yearMarginal(c));
  }
  flow.run(0, 1);
  return pairArcs.filter(({ arc }) => flow.flowOn(arc) > 0).map(({ pair }) => pair);
}

/**
 * On each shared day, the coach's fitting one-date workshops of that date, split into groups that clash among
 * themselves (connected through clashes): each group shares one seat. Exact when a group is a clique (all overlap);
 * otherwise stricter than the rule (e.g. a full day joins a morning and an afternoon the coach could both take).
 */
function clashGroups(instance: PlanInstance, pairs: Pair[], sharedDays: Set<string>) {
  const groups = new Map<Pair, Pair[]>();
  if (sharedDays.size === 0) return groups;
  const { units, travelGapMinutes } = instance;
  const byDay = new Map<string, Pair[]>();
  for (const pair of pairs) {
    const slots = units[pair.unit]!.slots;
    if (slots.length !== 1) continue;
    const day = `${pair.coach}|${slots[0]!.date}`;
    if (sharedDays.has(day)) byDay.set(day, [...(byDay.get(day) ?? []), pair]);
  }
  for (const dayPairs of byDay.values()) {
    for (const pair of dayPairs) {
      if (groups.has(pair)) continue;
      const group = [pair];
      groups.set(pair, group);
      for (let i = 0; i < group.length; i++) {
        for (const other of dayPairs) {
          if (groups.has(other)) continue;
          if (!unitsClash(units[group[i]!.unit]!, units[other.unit]!, travelGapMinutes)) continue;
          group.push(other);
          groups.set(other, group);
        }
      }
    }
  }
  for (const [pair, group] of groups) if (group.length < 2) groups.delete(pair);
  return groups;
}

/**
 * What the flow cannot see: two units of one coach closer than the travel gap, and maxima counted in dates (a
 * series, or a unit across two months). Answers, per conflict, the costlier pair of it, and the date when it is a
 * clash of two one-date workshops (repaired by sharing the day; anything else by forbidding the pair).
 */
function conflictsOf(instance: PlanInstance, model: CostModel, chosen: Pair[]) {
  const conflicts: { pair: Pair; sameDay: string | null }[] = [];
  for (const pairs of byCoach(chosen).values()) {
    const sorted = [...pairs].sort((a, b) => compareCost(model, a, b));
    const kept: Pair[] = [];
    for (const pair of sorted) {
      const conflict = conflictBeside(instance, kept, pair);
      if (conflict === null) kept.push(pair);
      else conflicts.push({ pair, sameDay: conflict === 'other' ? null : conflict });
    }
  }
  return conflicts;
}

/** Last resort: keeps the cheapest pairs that fit beside each other, drops the rest (their seats stay empty). */
function dropConflicts(instance: PlanInstance, model: CostModel, chosen: Pair[]) {
  const bad = new Set(conflictsOf(instance, model, chosen).map(({ pair }) => pairKey(instance, pair)));
  return chosen.filter((pair) => !bad.has(pairKey(instance, pair)));
}

/** null when the pair fits beside the coach's kept pairs; the date of a clash of two one-date units; or 'other'. */
function conflictBeside(instance: PlanInstance, kept: Pair[], pair: Pair): string | 'other' | null {
  const { units, coaches, travelGapMinutes } = instance;
  const unit = units[pair.unit]!;
  const clash = kept.find((other) => unitsClash(units[other.unit]!, unit, travelGapMinutes));
  if (clash) return unit.slots.length === 1 && units[clash.unit]!.slots.length === 1 ? unit.slots[0]!.date : 'other';
  const { workload } = coaches[pair.coach]!;
  const months: Record<string, number> = { ...workload.monthCount };
  const years: Record<string, number> = { ...workload.yearCount };
  for (const p of [...kept, pair]) {
    const load = unitLoad(units[p.unit]!);
    for (const [month, count] of Object.entries(load.months)) months[month] = (months[month] ?? 0) + count;
    for (const [year, count] of Object.entries(load.years)) years[year] = (years[year] ?? 0) + count;
  }
  const load = unitLoad(unit);
  if (workload.monthMax !== null && Object.keys(load.months).some((m) => months[m]! > workload.monthMax!)) return 'other';
  if (workload.yearMax !== null && Object.keys(load.years).some((y) => years[y]! > workload.yearMax!)) return 'other';
  return null;
}

const compareCost = (model: CostModel, a: Pair, b: Pair) =>
  model.pairCost(a.unit, a.coach) - model.pairCost(b.unit, b.coach) || a.unit - b.unit;

function byCoach(pairs: Pair[]) {
  const map = new Map<number, Pair[]>();
  for (const pair of pairs) map.set(pair.coach, [...(map.get(pair.coach) ?? []), pair]);
  return map;
}

function proposalsOf(instance: PlanInstance, chosen: Pair[]): Proposal[] {
  const { units, coaches } = instance;
  const planMonths = new Map<number, Record<string, number>>();
  for (const pair of chosen) {
    const months = { ...(planMonths.get(pair.coach) ?? {}) };
    for (const [month, count] of Object.entries(unitLoad(units[pair.unit]!).months)) {
      months[month] = (months[month] ?? 0) + count;
    }
    planMonths.set(pair.coach, months);
  }
  return [...chosen]
    .sort((a, b) => a.unit - b.unit || a.coach - b.coach)
    .map((pair) => {
      const unit = units[pair.unit]!;
      const coach = coaches[pair.coach]!;
      const month = monthOf(firstDate(unit));
      return {
        unitId: unit.id,
        coachId: coach.id,
        why: {
          ...softGoals(unit, coach),
          skillAverage: coach.skillAverage,
          monthLoad: (coach.workload.monthCount[month] ?? 0) + (planMonths.get(pair.coach)?.[month] ?? 0),
          monthTarget: coach.workload.monthTarget,
        },
      };
    });
}

/** Per unit with empty seats: how many coaches each hard rule keeps out; `taken` = fit alone, used elsewhere. */
function unstaffedUnits(instance: PlanInstance, fits: Uint8Array, chosen: Pair[]): PlanSolution['unstaffed'] {
  const { units, coaches } = instance;
  const proposed = new Set(chosen.map((pair) => pairKey(instance, pair)));
  const filled = new Map<number, number>();
  for (const pair of chosen) filled.set(pair.unit, (filled.get(pair.unit) ?? 0) + 1);
  const unstaffed: PlanSolution['unstaffed'] = [];
  units.forEach((unit, u) => {
    const missing = unit.seats - (filled.get(u) ?? 0);
    if (missing <= 0) return;
    const counts = new Array<number>(HARD_RULES.length).fill(0);
    coaches.forEach((_, c) => {
      const key = u * coaches.length + c;
      if (proposed.has(key)) return;
      const rule = fits[key]! === 0 ? HARD_RULES.indexOf('taken') : fits[key]! - 1;
      counts[rule]! += 1;
    });
    const blockedBy = HARD_RULES.map((rule, index) => ({ rule, coaches: counts[index]! }))
      .filter((entry) => entry.coaches > 0)
      .sort((a, b) => b.coaches - a.coaches);
    unstaffed.push({ unitId: unit.id, missing, blockedBy });
  });
  return unstaffed;
}
