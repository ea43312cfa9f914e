import { firstBrokenRule, monthOf, unitLoad, unitsClash } from './eligibility';
import type { HardRule, PlanInstance, PlanSolution, Proposal } from './solver.types';

/**
 * PLACEHOLDER (to be replaced by the min-cost-flow solver): first fitting coach per seat, in unit order. It keeps
 * every hard rule but is neither fair nor optimal.
 */
export function solvePlan(instance: PlanInstance): PlanSolution {
  const { units, coaches, travelGapMinutes: gap } = instance;
  const chosen = new Map<number, number[]>(); // coach id -> unit ids
  const extraMonth = new Map<number, Record<string, number>>();
  const extraYear = new Map<number, Record<string, number>>();
  const proposals: Proposal[] = [];
  const unstaffed: PlanSolution['unstaffed'] = [];
  const unitById = new Map(units.map((u) => [u.id, u]));
  for (const unit of units) {
    const blocked = new Map<HardRule, number>();
    let filled = 0;
    for (const coach of coaches) {
      if (filled === unit.seats) break;
      const withPlan = {
        ...coach,
        workload: {
          ...coach.workload,
          monthCount: sum(coach.workload.monthCount, extraMonth.get(coach.id)),
          yearCount: sum(coach.workload.yearCount, extraYear.get(coach.id)),
        },
      };
      const rule =
        firstBrokenRule(unit, withPlan, gap) ??
        ((chosen.get(coach.id) ?? []).some((id) => unitsClash(unitById.get(id)!, unit, gap)) ? 'taken' : null);
      if (rule) {
        blocked.set(rule, (blocked.get(rule) ?? 0) + 1);
        continue;
      }
      filled += 1;
      chosen.set(coach.id, [...(chosen.get(coach.id) ?? []), unit.id]);
      const load = unitLoad(unit);
      extraMonth.set(coach.id, sum(extraMonth.get(coach.id) ?? {}, load.months));
      extraYear.set(coach.id, sum(extraYear.get(coach.id) ?? {}, load.years));
      const month = monthOf(unit.slots[0]!.date);
      proposals.push({
        unitId: unit.id,
        coachId: coach.id,
        why: {
          offered: coach.offeredUnitIds.includes(unit.id),
          subjectFit: unit.subjectId === null || coach.subjectIds.includes(unit.subjectId),
          skillAverage: coach.skillAverage,
          continuity: unit.schoolKey !== null && coach.schoolKeys.includes(unit.schoolKey),
          monthLoad: (coach.workload.monthCount[month] ?? 0) + (extraMonth.get(coach.id)?.[month] ?? 0),
          monthTarget: coach.workload.monthTarget,
        },
      });
    }
    if (filled < unit.seats) {
      unstaffed.push({
        unitId: unit.id,
        missing: unit.seats - filled,
        blockedBy: [...blocked].map(([rule, count]) => ({ rule, coaches: count })).sort((a, b) => b.coaches - a.coaches),
      });
    }
  }
  return { proposals, unstaffed };
}

function sum(a: Record<string, number>, b: Record<string, number> | undefined) {
  const out = { ...a };
  for (const [key, value] of Object.entries(b ?? {})) out[key] = (out[key] ?? 0) + value;
  return out;
}
