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
  const candidates = candidatePairs(instance, model);
  const chosen: Pair[] = [];
  let optimal = true;
  // Units and coaches that share no fitting pair cannot interact: each such part is its own flow (exact).
  for (const part of componentsOf(instance, candidates)) {
    const solved = solveComponent(instance, model, candidates, part);
    chosen.push(...solved.chosen);
    optimal &&= solved.optimal;
  }
  return {
    proposals: proposalsOf(instance, chosen),
    unstaffed: unstaffedUnits(instance, chosen),
    optimality: optimal ? 'optimal' : 'repaired',
  };
}

/**
 * The repair rounds of one component on one flow: each round changes the graph by what it learnt and continues from
 * the previous flow (`MinCostFlow.run` warm), which answers the same optimum as a new solve of the changed graph.
 * Optimal when the first solve has no conflict; otherwise optimal under the learnt restrictions only.
 */
function solveComponent(instance: PlanInstance, model: CostModel, candidates: Candidates, pairs: Int32Array) {
  const repair: Repair = { forbidden: new Set(), sharedDays: new Set(), coachCaps: new Map() };
  const network = buildFlow(instance, model, candidates, pairs);
  let chosen: Pair[] = [];
  let consistent = false;
  let rounds = 0;
  for (; rounds <= MAX_REPAIR_ROUNDS && !consistent; rounds++) {
    network.flow.run(SOURCE, SINK);
    chosen = network.chosen();
    const conflicts = conflictsOf(instance, chosen);
    consistent = conflicts.length === 0;
    const learnt: Repair = { forbidden: new Set(), sharedDays: new Set(), coachCaps: new Map() };
    for (const conflict of conflicts) learn(repair, learnt, conflict);
    if (!consistent && rounds < MAX_REPAIR_ROUNDS) network.apply(learnt, repair);
  }
  if (!consistent) chosen = dropConflicts(instance, chosen);
  return { chosen, optimal: consistent && rounds === 1 };
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

/** A chosen (unit, coach) pair: `index` into the candidate pairs, indices into the instance's units and coaches. */
interface Pair {
  index: number;
  unit: number;
  coach: number;
  cost: number;
}

/**
 * What the rounds learnt: candidate pairs (by index) never to use again, and days (`coach|date`) on which the coach's
 * fitting one-date workshops that clash (directly or through each other) share one seat of the coach.
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
 * something new, so the rounds end. `learnt` collects what this round adds (the flow's changes).
 */
function learn(repair: Repair, learnt: Repair, conflict: Conflict) {
  const { coach, index } = conflict.pair;
  if (conflict.kind === 'clash' && conflict.sameDay && !repair.sharedDays.has(`${coach}|${conflict.sameDay}`)) {
    repair.sharedDays.add(`${coach}|${conflict.sameDay}`);
    learnt.sharedDays.add(`${coach}|${conflict.sameDay}`);
  } else if (conflict.kind === 'cap' && (repair.coachCaps.get(coach) ?? Infinity) > conflict.fitting) {
    repair.coachCaps.set(coach, conflict.fitting);
    learnt.coachCaps.set(coach, conflict.fitting);
  } else {
    repair.forbidden.add(index);
    learnt.forbidden.add(index);
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
  const years = [...new Set(units.flatMap((unit) => unit.slots.map((slot) => schoolYearOf(slot.date))))];
  const months = [...new Set(monthOfUnit)];
  const monthIndexOfUnit = Int32Array.from(monthOfUnit, (month) => months.indexOf(month));
  return { monthOfUnit, months, monthIndexOfUnit, years, pairCost, monthMarginal, yearMarginal };
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

const SOURCE = 0;
const SINK = 1;

/**
 * Source → unit (its seats) → (coach, month of the unit) (1 per fitting pair, the pair's cost) → coach (convex month
 * fairness; capacity the dates left below the month max) → sink (convex year fairness; the dates left below the
 * year max). Capacities count workshops, maxima count dates: a series may pass here and is checked afterwards. A
 * group of one-date workshops of a coach's date that share one seat passes one more node of capacity 1: cliques
 * from the start, the others once their day is shared (`apply`).
 */
function buildFlow(instance: PlanInstance, model: CostModel, candidates: Candidates, pairs: Int32Array) {
  const { units, coaches } = instance;
  const { pairUnit, pairCoach, pairCost } = candidates;
  const monthCount = model.months.length;
  const flow = new MinCostFlow(2);
  const unitNode = new Map<number, number>();
  const coachMonthNode = new Map<number, number>();
  const coachNode = new Map<number, number>();
  for (const p of pairs) {
    const u = pairUnit[p]!;
    const c = pairCoach[p]!;
    if (!unitNode.has(u)) unitNode.set(u, flow.addNode());
    const key = c * monthCount + model.monthIndexOfUnit[u]!;
    if (!coachMonthNode.has(key)) coachMonthNode.set(key, flow.addNode());
    if (!coachNode.has(c)) coachNode.set(c, flow.addNode());
  }
  const coachMonth = (p: number) => coachMonthNode.get(pairCoach[p]! * monthCount + model.monthIndexOfUnit[pairUnit[p]!]!)!;
  for (const [u, node] of [...unitNode].sort((a, b) => a[0] - b[0])) flow.addArc(SOURCE, node, units[u]!.seats, 0);
  const groupOf = new Map<number, number>();
  const groups = (day: string) => candidates.sameDay.get(day) ?? [];
  const days = new Set<string>();
  for (const p of pairs) if (candidates.sameDayOf.has(p)) days.add(candidates.sameDayOf.get(p)!);
  for (const day of days) {
    for (const component of groups(day)) {
      if (!component.clique) continue;
      const node = flow.addNode();
      for (const member of component.members) groupOf.set(member, node);
      flow.addArc(node, coachMonth(component.members[0]!), 1, 0);
    }
  }
  // The arc of each pair, by its position in `pairs` (ascending candidate indices: `positionOf` searches).
  const arcs = new Int32Array(pairs.length);
  pairs.forEach((p, i) => (arcs[i] = flow.addArc(unitNode.get(pairUnit[p]!)!, groupOf.get(p) ?? coachMonth(p), 1, pairCost[p]!)));
  const positionOf = (p: number) => {
    let [low, high] = [0, pairs.length - 1];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (pairs[middle]! < p) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  for (const [key, node] of coachMonthNode) {
    const c = Math.floor(key / monthCount);
    const month = model.months[key % monthCount]!;
    const { workload } = coaches[c]!;
    const left = workload.monthMax === null ? units.length : workload.monthMax - (workload.monthCount[month] ?? 0);
    flow.addConvexArc(node, coachNode.get(c)!, Math.max(0, left), model.monthMarginal(c, month));
  }
  const sinkArc = new Map<number, { arc: number; left: number }>();
  for (const [c, node] of coachNode) {
    const { workload } = coaches[c]!;
    const left =
      workload.yearMax === null
        ? units.length
        : model.years.reduce((sum, year) => sum + Math.max(0, workload.yearMax! - (workload.yearCount[year] ?? 0)), 0);
    sinkArc.set(c, { arc: flow.addConvexArc(node, SINK, left, model.yearMarginal(c)), left });
  }
  return {
    flow,
    /** The pairs that carry flow. */
    chosen() {
      const chosen: Pair[] = [];
      pairs.forEach((index, i) => {
        if (flow.flowOn(arcs[i]!) > 0) {
          chosen.push({ index, unit: pairUnit[index]!, coach: pairCoach[index]!, cost: pairCost[index]! });
        }
      });
      return chosen;
    },
    /** Changes the graph by what a round learnt (`repair` holds everything learnt so far, `learnt` included). */
    apply(learnt: Repair, repair: Repair) {
      for (const p of learnt.forbidden) flow.setCapacity(arcs[positionOf(p)]!, 0);
      for (const day of learnt.sharedDays) {
        for (const component of groups(day)) {
          if (component.clique) continue;
          const members = component.members.filter((p) => !repair.forbidden.has(p));
          if (members.length < 2) continue;
          const node = flow.addNode();
          flow.addArc(node, coachMonth(members[0]!), 1, 0);
          for (const p of members) {
            const i = positionOf(p);
            flow.setCapacity(arcs[i]!, 0);
            arcs[i] = flow.addArc(unitNode.get(pairUnit[p]!)!, node, 1, pairCost[p]!);
          }
        }
      }
      for (const [c, cap] of learnt.coachCaps) {
        const { arc, left } = sinkArc.get(c)!;
        flow.setCapacity(arc, Math.min(left, cap));
      }
    },
  };
}

type Candidates = ReturnType<typeof candidatePairs>;

/**
 * The pairs that pass the hard rules on their own (`firstBrokenRule`; coaches who are not eligible or do not speak
 * the unit's language are skipped without asking, the rule keeps them out anyway), as parallel arrays, and per
 * coach and date their one-date workshops that clash among themselves (connected through clashes). Such a group
 * shares one seat of the coach in the flow: always when every two of the group clash (exact: the coach can take
 * one of them at most); on a shared day also otherwise, which is stricter than the rule (e.g. a full day joins a
 * morning and an afternoon the coach could both take).
 */
function candidatePairs(instance: PlanInstance, model: CostModel) {
  const { units, coaches, travelGapMinutes } = instance;
  const speakers = new Map<string, number[]>();
  coaches.forEach((coach, c) => {
    if (!coach.eligible) return;
    for (const language of new Set(coach.languages)) {
      const list = speakers.get(language);
      if (list) list.push(c);
      else speakers.set(language, [c]);
    }
  });
  const unitsOf: number[] = [];
  const coachesOf: number[] = [];
  units.forEach((unit, u) => {
    for (const c of speakers.get(unit.language) ?? []) {
      if (firstBrokenRule(unit, coaches[c]!, travelGapMinutes) !== null) continue;
      unitsOf.push(u);
      coachesOf.push(c);
    }
  });
  const pairUnit = Int32Array.from(unitsOf);
  const pairCoach = Int32Array.from(coachesOf);
  const pairCost = new Float64Array(pairUnit.length);
  for (let p = 0; p < pairUnit.length; p++) pairCost[p] = model.pairCost(pairUnit[p]!, pairCoach[p]!);
  // Per coach, their one-date pairs ordered by date: the runs of one date are the candidates of a shared seat.
  const dates = [...new Set(units.flatMap((unit) => (unit.slots.length === 1 ? [unit.slots[0]!.date] : [])))].sort();
  const dateIndex = new Map(dates.map((date, i) => [date, i]));
  const dayOfUnit = Int32Array.from(units, (unit) => (unit.slots.length === 1 ? dateIndex.get(unit.slots[0]!.date)! : -1));
  const oneDate = Int32Array.from([...pairUnit.keys()].filter((p) => dayOfUnit[pairUnit[p]!] !== -1));
  const dayOf = (p: number) => dayOfUnit[pairUnit[p]!]!;
  const dateOf = (p: number) => dates[dayOf(p)]!;
  oneDate.sort((a, b) => pairCoach[a]! - pairCoach[b]! || dayOf(a) - dayOf(b) || a - b);
  const clash = (a: number, b: number) => unitsClash(units[pairUnit[a]!]!, units[pairUnit[b]!]!, travelGapMinutes);
  const sameDay = new Map<string, { members: number[]; clique: boolean }[]>();
  const sameDayOf = new Map<number, string>();
  for (let start = 0; start < oneDate.length;) {
    let end = start + 1;
    const first = oneDate[start]!;
    while (end < oneDate.length && pairCoach[oneDate[end]!] === pairCoach[first] && dayOf(oneDate[end]!) === dayOf(first)) end++;
    const dayPairs = [...oneDate.subarray(start, end)];
    start = end;
    if (dayPairs.length < 2) continue;
    const day = `${pairCoach[first]}|${dateOf(first)}`;
    const grouped = new Set<number>();
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
      if (members.length < 2) continue;
      const clique = members.every((a, i) => members.slice(i + 1).every((b) => clash(a, b)));
      sameDay.set(day, [...(sameDay.get(day) ?? []), { members, clique }]);
      for (const member of members) sameDayOf.set(member, day);
    }
  }
  return { pairUnit, pairCoach, pairCost, sameDay, sameDayOf };
}

/**
 * Units and coaches linked through fitting pairs fall into one component; answers each component's pairs (by
 * index). Nothing links two components (no pair, no coach, no unit in common), so solving them apart is exact.
 */
function componentsOf(instance: PlanInstance, candidates: Candidates) {
  const { pairUnit, pairCoach } = candidates;
  const unitCount = instance.units.length;
  const parent = Int32Array.from({ length: unitCount + instance.coaches.length }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  for (let p = 0; p < pairUnit.length; p++) {
    const a = find(pairUnit[p]!);
    const b = find(unitCount + pairCoach[p]!);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  const byRoot = new Map<number, number[]>();
  for (let p = 0; p < pairUnit.length; p++) {
    const root = find(pairUnit[p]!);
    const list = byRoot.get(root);
    if (list) list.push(p);
    else byRoot.set(root, [p]);
  }
  return [...byRoot.values()].map((list) => Int32Array.from(list));
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
  const bad = new Set(conflictsOf(instance, chosen).map(({ pair }) => pair.index));
  return chosen.filter((pair) => !bad.has(pair.index));
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

/**
 * Per unit with empty seats: how many coaches each hard rule keeps out; `taken` = fit alone, used elsewhere. The
 * rule is asked again here for these units only (the candidates skipped most coaches without naming their rule).
 */
function unstaffedUnits(instance: PlanInstance, chosen: Pair[]): PlanSolution['unstaffed'] {
  const { units, coaches, travelGapMinutes } = instance;
  const proposed = new Set(chosen.map((pair) => pair.unit * coaches.length + pair.coach));
  const filled = new Map<number, number>();
  for (const pair of chosen) filled.set(pair.unit, (filled.get(pair.unit) ?? 0) + 1);
  const unstaffed: PlanSolution['unstaffed'] = [];
  units.forEach((unit, u) => {
    const missing = unit.seats - (filled.get(u) ?? 0);
    if (missing <= 0) return;
    const counts = new Array<number>(hardRules.length).fill(0);
    coaches.forEach((coach, c) => {
      if (proposed.has(u * coaches.length + c)) return;
      counts[hardRules.indexOf(firstBrokenRule(unit, coach, travelGapMinutes) ?? 'taken')]! += 1;
    });
    const blockedBy = hardRules
      .map((rule, index) => ({ rule, coaches: counts[index]! }))
      .filter((entry) => entry.coaches > 0)
      .sort((a, b) => b.coaches - a.coaches);
    unstaffed.push({ unitId: unit.id, missing, blockedBy });
  });
  return unstaffed;
}
