import { firstBrokenRule, monthOf, schoolYearOf, unitLoad, unitsClash } from './eligibility';
import { MinCostFlow } from './min-cost-flow';
import { hardRules } from '../../contract/staffing-plan/plan.constants';
import type { PlanCoach, PlanInstance, PlanSolution, PlanUnit, Proposal } from './solver.types';

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

export function solvePlan(instance: PlanInstance): PlanSolution {
  const model = costModel(instance);
  const fits = fittingPairs(instance);
  const candidates = candidatePairs(instance, model, fits);
  const repair: Repair = { forbidden: new Set(), sharedDays: new Set(), coachCaps: new Map() };
  let chosen: Pair[] = [];
  let consistent = false;
  let rounds = 0;
  for (; rounds <= MAX_REPAIR_ROUNDS && !consistent; rounds++) {
    chosen = solveFlow(instance, model, candidates, repair);
    const conflicts = conflictsOf(instance, chosen);
    consistent = conflicts.length === 0;
    for (const conflict of conflicts) learn(instance, repair, conflict);
  }
  if (!consistent) chosen = dropConflicts(instance, chosen);
  return {
    proposals: proposalsOf(instance, chosen),
    unstaffed: unstaffedUnits(instance, fits, chosen),
    optimality: consistent && rounds === 1 ? 'optimal' : 'repaired',
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
  cost: number;
}

/**
 * What the rounds learnt: pairs never to use again, and days (`coach|date`) on which the coach's fitting one-date
 * workshops that clash (directly or through each other) share one seat of the coach.
 */
interface Repair {
  forbidden: Set<number>;
  sharedDays: Set<string>;
  /** Workshops a coach may get at most, lowered when their dates went past a maximum. */
  coachCaps: Map<number, number>;
}

type Conflict = { pair: Pair; kind: 'clash'; sameDay: string | null } | { pair: Pair; kind: 'cap'; fitting: number };

/**
 * A clash of two one-date workshops shares the day; dates past a maximum lower the coach's number of workshops to
 * those that fitted; when that was already learnt (or a series clashes), the pair is forbidden. Each round learns
 * something new, so the rounds end.
 */
function learn(instance: PlanInstance, repair: Repair, conflict: Conflict) {
  const { coach } = conflict.pair;
  if (conflict.kind === 'clash' && conflict.sameDay && !repair.sharedDays.has(`${coach}|${conflict.sameDay}`)) {
    repair.sharedDays.add(`${coach}|${conflict.sameDay}`);
  } else if (conflict.kind === 'cap' && (repair.coachCaps.get(coach) ?? Infinity) > conflict.fitting) {
    repair.coachCaps.set(coach, conflict.fitting);
  } else {
    repair.forbidden.add(pairKey(instance, conflict.pair));
  }
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

/** The first hard rule of every (unit, coach) pair, as an index into hardRules + 1; 0 = fits on their own. */
function fittingPairs(instance: PlanInstance) {
  const { units, coaches, travelGapMinutes } = instance;
  const rules = new Uint8Array(units.length * coaches.length);
  units.forEach((unit, u) => {
    coaches.forEach((coach, c) => {
      const rule = firstBrokenRule(unit, coach, travelGapMinutes);
      rules[u * coaches.length + c] = rule === null ? 0 : hardRules.indexOf(rule) + 1;
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
function solveFlow(instance: PlanInstance, model: CostModel, candidates: Candidates, repair: Repair): Pair[] {
  const { units, coaches } = instance;
  const coachMonthNode = new Map<string, number>();
  const coachNode = new Map<number, number>();
  const unitNode = (u: number) => 2 + u;
  let nodes = 2 + units.length;
  const allowed = (pair: Pair) => !repair.forbidden.has(pairKey(instance, pair));
  const pairs = candidates.pairs.filter(allowed);
  for (const pair of pairs) {
    const cmKey = `${pair.coach}|${model.monthOfUnit[pair.unit]}`;
    if (!coachMonthNode.has(cmKey)) coachMonthNode.set(cmKey, nodes++);
    if (!coachNode.has(pair.coach)) coachNode.set(pair.coach, nodes++);
  }
  const groupNode = new Map<Pair, number>();
  for (const component of candidates.sameDay) {
    if (!component.clique && !repair.sharedDays.has(component.day)) continue;
    const members = component.members.filter(allowed);
    if (members.length < 2) continue;
    const node = nodes++;
    for (const member of members) groupNode.set(member, node);
  }
  const flow = new MinCostFlow(nodes);
  units.forEach((unit, u) => flow.addArc(0, unitNode(u), unit.seats, 0));
  const coachMonth = (pair: Pair) => coachMonthNode.get(`${pair.coach}|${model.monthOfUnit[pair.unit]}`)!;
  const groupsLinked = new Set<number>();
  for (const [pair, node] of groupNode) {
    if (groupsLinked.has(node)) continue;
    groupsLinked.add(node);
    flow.addArc(node, coachMonth(pair), 1, 0);
  }
  const pairArcs = pairs.map((pair) => ({
    pair,
    arc: flow.addArc(unitNode(pair.unit), groupNode.get(pair) ?? coachMonth(pair), 1, pair.cost),
  }));
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
    flow.addConvexArc(node, 1, Math.min(left, repair.coachCaps.get(c) ?? Infinity), model.yearMarginal(c));
  }
  flow.run(0, 1);
  return pairArcs.filter(({ arc }) => flow.flowOn(arc) > 0).map(({ pair }) => pair);
}

type Candidates = ReturnType<typeof candidatePairs>;

/**
 * The pairs that pass the hard rules on their own, and per coach and date their one-date workshops that clash among
 * themselves (connected through clashes). Such a group shares one seat of the coach in the flow: always when every
 * two of the group clash (exact: the coach can take one of them at most); on a shared day also otherwise, which is
 * stricter than the rule (e.g. a full day joins a morning and an afternoon the coach could both take).
 */
function candidatePairs(instance: PlanInstance, model: CostModel, fits: Uint8Array) {
  const { units, coaches, travelGapMinutes } = instance;
  const pairs: Pair[] = [];
  const byDay = new Map<string, Pair[]>();
  units.forEach((unit, u) => {
    coaches.forEach((_, c) => {
      if (fits[u * coaches.length + c] !== 0) return;
      const pair = { unit: u, coach: c, cost: model.pairCost(u, c) };
      pairs.push(pair);
      if (unit.slots.length !== 1) return;
      const day = `${c}|${unit.slots[0]!.date}`;
      const list = byDay.get(day);
      if (list) list.push(pair);
      else byDay.set(day, [pair]);
    });
  });
  const clash = (a: Pair, b: Pair) => unitsClash(units[a.unit]!, units[b.unit]!, travelGapMinutes);
  const sameDay: { day: string; members: Pair[]; clique: boolean }[] = [];
  for (const [day, dayPairs] of byDay) {
    if (dayPairs.length < 2) continue;
    const grouped = new Set<Pair>();
    for (const pair of dayPairs) {
      if (grouped.has(pair)) continue;
      const members = [pair];
      grouped.add(pair);
      for (let i = 0; i < members.length; i++) {
        for (const other of dayPairs) {
          if (grouped.has(other) || !clash(members[i]!, other)) continue;
          members.push(other);
          grouped.add(other);
        }
      }
      const clique = members.every((a, i) => members.slice(i + 1).every((b) => clash(a, b)));
      if (members.length > 1) sameDay.push({ day, members, clique });
    }
  }
  return { pairs, sameDay };
}

/**
 * What the flow cannot see: two units of one coach closer than the travel gap, and maxima counted in dates (a
 * series, or a unit across two months). Answers, per conflict, the costlier pair of it, and the date when it is a
 * clash of two one-date workshops (repaired by sharing the day; anything else by forbidding the pair).
 */
function conflictsOf(instance: PlanInstance, chosen: Pair[]) {
  const conflicts: Conflict[] = [];
  for (const pairs of byCoach(chosen).values()) {
    const sorted = [...pairs].sort(compareCost);
    const kept: Pair[] = [];
    const rejected: Conflict[] = [];
    for (const pair of sorted) {
      const conflict = conflictBeside(instance, kept, pair);
      if (conflict === null) kept.push(pair);
      else rejected.push(conflict);
    }
    for (const conflict of rejected) conflicts.push(conflict.kind === 'cap' ? { ...conflict, fitting: kept.length } : conflict);
  }
  return conflicts;
}

/** Last resort: keeps the cheapest pairs that fit beside each other, drops the rest (their seats stay empty). */
function dropConflicts(instance: PlanInstance, chosen: Pair[]) {
  const bad = new Set(conflictsOf(instance, chosen).map(({ pair }) => pairKey(instance, pair)));
  return chosen.filter((pair) => !bad.has(pairKey(instance, pair)));
}

/** null when the pair fits beside the coach's kept pairs, else what breaks (a clash names its date if both are one date). */
function conflictBeside(instance: PlanInstance, kept: Pair[], pair: Pair): Conflict | null {
  const { units, coaches, travelGapMinutes } = instance;
  const unit = units[pair.unit]!;
  const clash = kept.find((other) => unitsClash(units[other.unit]!, unit, travelGapMinutes));
  if (clash) {
    const oneDate = unit.slots.length === 1 && units[clash.unit]!.slots.length === 1;
    return { pair, kind: 'clash', sameDay: oneDate ? unit.slots[0]!.date : null };
  }
  const { workload } = coaches[pair.coach]!;
  const months: Record<string, number> = { ...workload.monthCount };
  const years: Record<string, number> = { ...workload.yearCount };
  for (const p of [...kept, pair]) {
    const load = unitLoad(units[p.unit]!);
    for (const [month, count] of Object.entries(load.months)) months[month] = (months[month] ?? 0) + count;
    for (const [year, count] of Object.entries(load.years)) years[year] = (years[year] ?? 0) + count;
  }
  const load = unitLoad(unit);
  const pastMonth = workload.monthMax !== null && Object.keys(load.months).some((m) => months[m]! > workload.monthMax!);
  const pastYear = workload.yearMax !== null && Object.keys(load.years).some((y) => years[y]! > workload.yearMax!);
  return pastMonth || pastYear ? { pair, kind: 'cap', fitting: 0 } : null;
}

const compareCost = (a: Pair, b: Pair) => a.cost - b.cost || a.unit - b.unit;

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
    const counts = new Array<number>(hardRules.length).fill(0);
    coaches.forEach((_, c) => {
      const key = u * coaches.length + c;
      if (proposed.has(key)) return;
      const rule = fits[key]! === 0 ? hardRules.indexOf('taken') : fits[key]! - 1;
      counts[rule]! += 1;
    });
    const blockedBy = hardRules
      .map((rule, index) => ({ rule, coaches: counts[index]! }))
      .filter((entry) => entry.coaches > 0)
      .sort((a, b) => b.coaches - a.coaches);
    unstaffed.push({ unitId: unit.id, missing, blockedBy });
  });
  return unstaffed;
}
