import { firstBrokenRule, monthOf, schoolYearOf, teachesSubject, unitLoad, unitsClash } from './eligibility';
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

/**
 * Pricing (decision 041): a component with more than `fromPairs` candidate pairs starts its flow with the cheapest
 * `perUnit` pairs of each unit and `perCoach` of each coach; the others join when they could improve the flow. Exact
 * either way (`null`: every pair from the start); the figures only change the time.
 */
export interface PricingOptions {
  fromPairs: number;
  perUnit: number;
  perCoach: number;
}

export const DEFAULT_PRICING: PricingOptions = { fromPairs: 4000, perUnit: 30, perCoach: 8 };

export function solvePlan(instance: PlanInstance, pricing: PricingOptions | null = DEFAULT_PRICING): PlanSolution {
  const model = costModel(instance);
  const candidates = candidatePairs(instance, model);
  const chosen: Pair[] = [];
  let optimal = true;
  // Units and coaches that share no fitting pair cannot interact: each such part is its own flow (exact).
  for (const part of componentsOf(instance, candidates)) {
    const solved = solveComponent(instance, model, candidates, part, pricing);
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
function solveComponent(
  instance: PlanInstance,
  model: CostModel,
  candidates: Candidates,
  pairs: Int32Array,
  pricing: PricingOptions | null,
) {
  const repair: Repair = { forbidden: new Set(), sharedDays: new Set(), coachCaps: new Map() };
  const network = buildFlow(instance, model, candidates, pairs, pricing);
  let chosen: Pair[] = [];
  let consistent = false;
  let rounds = 0;
  for (; rounds <= MAX_REPAIR_ROUNDS && !consistent; rounds++) {
    network.solve();
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

/**
 * The first solve's optimum over every component (seats, cost): the flow relaxation before any repair, a bound the
 * plan cannot beat. Tests compare it with and without pricing.
 */
export function relaxationOptimum(instance: PlanInstance, pricing: PricingOptions | null = DEFAULT_PRICING) {
  const model = costModel(instance);
  const candidates = candidatePairs(instance, model);
  let [seats, cost] = [0, 0];
  for (const part of componentsOf(instance, candidates)) {
    const answer = buildFlow(instance, model, candidates, part, pricing).solve();
    seats += answer.flow;
    cost += answer.cost;
  }
  return { seats, cost };
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
 *
 * Pricing (column generation, exact): a large component starts with the cheapest pairs of each unit and of each
 * coach only; after each run every other pair is priced against the flow's potentials and joins when its reduced
 * cost is negative or it leaves the nodes the source still reaches (it might open an augmenting path). When none
 * joins, the potentials prove the flow a minimum-cost maximum flow of the whole graph.
 */
function buildFlow(
  instance: PlanInstance,
  model: CostModel,
  candidates: Candidates,
  pairs: Int32Array,
  pricing: PricingOptions | null,
) {
  const { units, coaches } = instance;
  const { pairUnit, pairCoach, pairCost, groupOfPair, groupClique } = candidates;
  const monthCount = model.months.length;
  const flow = new MinCostFlow(2);
  // The component's nodes, by unit, by coach and month, by coach (-1: not in this component).
  const unitNode = new Int32Array(units.length).fill(-1);
  const coachMonthNode = new Int32Array(coaches.length * monthCount).fill(-1);
  const coachNode = new Int32Array(coaches.length).fill(-1);
  const [unitList, coachMonthList, coachList] = [[] as number[], [] as number[], [] as number[]];
  for (const p of pairs) {
    const u = pairUnit[p]!;
    const c = pairCoach[p]!;
    const key = c * monthCount + model.monthIndexOfUnit[u]!;
    if (unitNode[u] === -1) {
      unitNode[u] = flow.addNode();
      unitList.push(u);
    }
    if (coachMonthNode[key] === -1) {
      coachMonthNode[key] = flow.addNode();
      coachMonthList.push(key);
    }
    if (coachNode[c] === -1) {
      coachNode[c] = flow.addNode();
      coachList.push(c);
    }
  }
  for (const u of unitList.sort((a, b) => a - b)) flow.addArc(SOURCE, unitNode[u]!, units[u]!.seats, 0);
  // Per pair (by its position in `pairs`): its unit's node, the node it enters (coach-month or group), its arc or -1.
  const tail = Int32Array.from(pairs, (p) => unitNode[pairUnit[p]!]!);
  const head = Int32Array.from(pairs, (p) => coachMonthNode[pairCoach[p]! * monthCount + model.monthIndexOfUnit[pairUnit[p]!]!]!);
  const arcs = new Int32Array(pairs.length).fill(-1);
  const forbidden = new Uint8Array(pairs.length);
  const { position } = candidates;
  pairs.forEach((p, i) => (position[p] = i));
  const positionOf = (p: number) => position[p]!;
  const groupNodes: number[] = [];
  const groupSeat = (members: ArrayLike<number> & Iterable<number>) => {
    const node = flow.addNode();
    groupNodes.push(node);
    flow.addArc(node, head[positionOf(members[0]!)]!, 1, 0);
    for (const p of members) head[positionOf(p)] = node;
  };
  const seen = new Set<number>();
  for (const p of pairs) {
    const group = groupOfPair[p]!;
    if (group === -1 || seen.has(group)) continue;
    seen.add(group);
    if (groupClique[group]) groupSeat(candidates.membersOf(group));
  }
  const activate = (i: number) => (arcs[i] = flow.addArc(tail[i]!, head[i]!, 1, pairCost[pairs[i]!]!));
  initialPairs(instance, model, candidates, pairs, pricing).forEach((active, i) => active && activate(i));
  for (const key of coachMonthList) {
    const node = coachMonthNode[key]!;
    const c = Math.floor(key / monthCount);
    const month = model.months[key % monthCount]!;
    const { workload } = coaches[c]!;
    const left = workload.monthMax === null ? units.length : workload.monthMax - (workload.monthCount[month] ?? 0);
    flow.addConvexArc(node, coachNode[c]!, Math.max(0, left), model.monthMarginal(c, month));
  }
  const sinkArc = new Map<number, { arc: number; left: number }>();
  for (const c of coachList) {
    const node = coachNode[c]!;
    const { workload } = coaches[c]!;
    const left =
      workload.yearMax === null
        ? units.length
        : model.years.reduce((sum, year) => sum + Math.max(0, workload.yearMax! - (workload.yearCount[year] ?? 0)), 0);
    sinkArc.set(c, { arc: flow.addConvexArc(node, SINK, left, model.yearMarginal(c)), left });
  }
  return {
    /** A minimum-cost maximum flow of every allowed pair (pricing until no pair left out could improve it). */
    solve() {
      for (;;) {
        const answer = flow.run(SOURCE, SINK);
        flow.tightenPotentials(
          [...coachList.map((c) => coachNode[c]!), ...coachMonthList.map((key) => coachMonthNode[key]!), ...groupNodes],
          unitList.map((u) => unitNode[u]!),
        );
        const reached = flow.reachable(SOURCE);
        let joined = 0;
        for (let i = 0; i < pairs.length; i++) {
          if (arcs[i] !== -1 || forbidden[i]) continue;
          const [from, to] = [tail[i]!, head[i]!];
          if ((reached[from] && !reached[to]) || pairCost[pairs[i]!]! + flow.potentialOf(from) - flow.potentialOf(to) < 0) {
            activate(i);
            joined += 1;
          }
        }
        if (joined === 0) return answer;
      }
    },
    /** The pairs that carry flow. */
    chosen() {
      const chosen: Pair[] = [];
      pairs.forEach((index, i) => {
        if (arcs[i] !== -1 && flow.flowOn(arcs[i]!) > 0) {
          chosen.push({ index, unit: pairUnit[index]!, coach: pairCoach[index]!, cost: pairCost[index]! });
        }
      });
      return chosen;
    },
    /** Changes the graph by what a round learnt (`repair` holds everything learnt so far, `learnt` included). */
    apply(learnt: Repair, repair: Repair) {
      for (const p of learnt.forbidden) {
        const i = positionOf(p);
        forbidden[i] = 1;
        if (arcs[i] !== -1) flow.setCapacity(arcs[i]!, 0);
      }
      for (const day of learnt.sharedDays) {
        for (const group of candidates.daysToShare.get(day) ?? []) {
          const members = [...candidates.membersOf(group)].filter((p) => !repair.forbidden.has(p));
          if (members.length < 2) continue;
          groupSeat(members);
          for (const p of members) {
            const i = positionOf(p);
            if (arcs[i] === -1) continue;
            flow.setCapacity(arcs[i]!, 0);
            activate(i);
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

/** Which pairs (by position in `pairs`) the flow starts with: the cheapest with the coach's first workshop. */
function initialPairs(
  instance: PlanInstance,
  model: CostModel,
  candidates: Candidates,
  pairs: Int32Array,
  pricing: PricingOptions | null,
) {
  const active = new Uint8Array(pairs.length);
  if (!pricing || pairs.length <= pricing.fromPairs) return active.fill(1);
  const [units, coaches] = [instance.units.length, instance.coaches.length];
  const { pairUnit, pairCoach, pairCost } = candidates;
  const coachFirst = new Map<number, number>();
  const first = Float64Array.from(pairs, (p) => {
    const [u, c] = [pairUnit[p]!, pairCoach[p]!];
    const key = c * model.months.length + model.monthIndexOfUnit[u]!;
    let marginal = coachFirst.get(key);
    if (marginal === undefined) {
      marginal = model.monthMarginal(c, model.monthOfUnit[u]!)(1) + model.yearMarginal(c)(1);
      coachFirst.set(key, marginal);
    }
    return pairCost[p]! + marginal;
  });
  // Per owner (unit or coach) its pairs' keys (first cost · n + position: integers, exact in float64), sorted.
  const cheapest = (owner: Int32Array, owners: number, count: number) => {
    const start = new Int32Array(owners + 1);
    for (const p of pairs) start[owner[p]! + 1]! += 1;
    for (let o = 0; o < owners; o++) start[o + 1]! += start[o]!;
    const keys = new Float64Array(pairs.length);
    const next = start.slice(0, owners);
    pairs.forEach((p, i) => (keys[next[owner[p]!]!++] = first[i]! * pairs.length + i));
    for (let o = 0; o < owners; o++) {
      const own = keys.subarray(start[o]!, start[o + 1]!).sort();
      for (let k = 0; k < Math.min(count, own.length); k++) active[own[k]! % pairs.length] = 1;
    }
  };
  cheapest(pairUnit, units, pricing.perUnit);
  cheapest(pairCoach, coaches, pricing.perCoach);
  return active;
}

type Candidates = ReturnType<typeof candidatePairs>;

/**
 * The pairs that pass the hard rules on their own (`firstBrokenRule`; coaches who are not eligible, do not speak the
 * unit's language or do not teach its subject are skipped without asking, the rule keeps them out anyway), as
 * parallel arrays, and per coach and date their one-date workshops that clash among themselves (connected through
 * clashes). Such a group shares one seat of the coach in the flow: always when every two of the group clash (exact:
 * the coach can take one of them at most); on a shared day also otherwise, which is stricter than the rule (e.g. a
 * full day joins a morning and an afternoon the coach could both take).
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
      const coach = coaches[c]!;
      if (!teachesSubject(coach, unit.subjectId) || firstBrokenRule(unit, coach, travelGapMinutes) !== null) continue;
      unitsOf.push(u);
      coachesOf.push(c);
    }
  });
  const pairUnit = Int32Array.from(unitsOf);
  const pairCoach = Int32Array.from(coachesOf);
  const pairCost = new Float64Array(pairUnit.length);
  for (let p = 0; p < pairUnit.length; p++) pairCost[p] = model.pairCost(pairUnit[p]!, pairCoach[p]!);
  // The one-date pairs ordered by coach and date (a counting sort): each run of one coach and date is a day.
  const dates = [...new Set(units.flatMap((unit) => (unit.slots.length === 1 ? [unit.slots[0]!.date] : [])))].sort();
  const dateIndex = new Map(dates.map((date, i) => [date, i]));
  const dayOfUnit = Int32Array.from(units, (unit) => (unit.slots.length === 1 ? dateIndex.get(unit.slots[0]!.date)! : -1));
  const dayKey = (p: number) => pairCoach[p]! * dates.length + dayOfUnit[pairUnit[p]!]!;
  const starts = new Int32Array(coaches.length * dates.length + 1);
  for (let p = 0; p < pairUnit.length; p++) if (dayOfUnit[pairUnit[p]!] !== -1) starts[dayKey(p) + 1]! += 1;
  for (let key = 1; key < starts.length; key++) starts[key]! += starts[key - 1]!;
  const ordered = new Int32Array(starts[starts.length - 1]!);
  const filled = starts.slice(0, -1);
  for (let p = 0; p < pairUnit.length; p++) if (dayOfUnit[pairUnit[p]!] !== -1) ordered[filled[dayKey(p)]!++] = p;
  const clash = (a: number, b: number) => unitsClash(units[pairUnit[a]!]!, units[pairUnit[b]!]!, travelGapMinutes);
  // The groups as one list of members (`groupStart` marks where each begins); days only for the groups not cliques.
  const memberList: number[] = [];
  const groupStart: number[] = [0];
  const cliques: number[] = [];
  const groupOfPair = new Int32Array(pairUnit.length).fill(-1);
  const daysToShare = new Map<string, number[]>();
  for (let key = 0; key + 1 < starts.length; key++) {
    if (starts[key + 1]! - starts[key]! < 2) continue;
    const dayPairs = ordered.subarray(starts[key], starts[key + 1]);
    for (const pair of dayPairs) {
      if (groupOfPair[pair] !== -1) continue;
      const group = cliques.length;
      const members = [pair];
      groupOfPair[pair] = group;
      for (let i = 0; i < members.length; i++) {
        for (const other of dayPairs) {
          if (groupOfPair[other] !== -1 || !clash(members[i]!, other)) continue;
          members.push(other);
          groupOfPair[other] = group;
        }
      }
      if (members.length < 2) {
        groupOfPair[pair] = -1;
        continue;
      }
      let clique = true;
      for (let i = 0; clique && i < members.length; i++) {
        for (let j = i + 1; clique && j < members.length; j++) clique = clash(members[i]!, members[j]!);
      }
      if (!clique) {
        const day = `${pairCoach[pair]}|${dates[key % dates.length]}`;
        daysToShare.set(day, [...(daysToShare.get(day) ?? []), group]);
      }
      cliques.push(clique ? 1 : 0);
      memberList.push(...members);
      groupStart.push(memberList.length);
    }
  }
  const members = Int32Array.from(memberList);
  const bounds = Int32Array.from(groupStart);
  const membersOf = (group: number) => members.subarray(bounds[group], bounds[group + 1]);
  return {
    pairUnit,
    pairCoach,
    pairCost,
    groupOfPair,
    groupClique: Uint8Array.from(cliques),
    membersOf,
    daysToShare,
    /** Scratch: a pair's position in its component's `pairs` (`buildFlow` fills it per component). */
    position: new Int32Array(pairUnit.length),
  };
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
