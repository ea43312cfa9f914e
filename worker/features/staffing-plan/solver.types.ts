import type { HardRule } from '../../contract/staffing-plan/plan.constants';
import type { PlanOptimality } from '../../contract/staffing-plan/plan.schemas';

/**
 * The staffing plan as an assignment problem, independent of D1: the loader (plan.loader.ts) builds a `PlanInstance`
 * from the database, `solvePlan` (solver.ts) answers a `PlanSolution`. Times are minutes since midnight (Zurich).
 */

/** One date of a unit. */
export interface PlanSlot {
  workshopId: number;
  date: string; // YYYY-MM-DD
  start: number; // minutes since midnight
  end: number;
}

/**
 * What is staffed together: a workshop, or a whole series (the same coaches for every date). `seats` is how many
 * coaches are still to be found (needed minus placed minus asked and not declined).
 */
export interface PlanUnit {
  /** The first workshop of the series (or the workshop). */
  id: number;
  slots: PlanSlot[];
  language: string;
  subjectId: number | null;
  /** Continuity: coaches who gave a workshop to the same school before (normalised school key). */
  schoolKey: string | null;
  seats: number;
  /** Coaches already placed, asked, or who declined this unit: never proposed again. */
  excludedCoachIds: number[];
}

/** Why a coach cannot take a date: an entry of their own, their holidays, an imported calendar, or another workshop. */
export type BusyKind = 'blocked_day' | 'weekday' | 'time_of_day' | 'holiday' | 'calendar' | 'placement';

/** A busy span on one date; whole days are 0–1440. Placements are given without the travel gap (the solver adds it). */
export interface BusySpan {
  date: string;
  start: number;
  end: number;
  kind: BusyKind;
  /** The other workshop, for a placement. */
  workshopId?: number;
  /** The coach's entry, holiday or imported busy time it comes from. */
  sourceId?: number;
}

export interface Workload {
  /** Workshops (dates) already placed or asked and not declined, per month `YYYY-MM` and per school year `2026/27`. */
  monthCount: Record<string, number>;
  yearCount: Record<string, number>;
  monthTarget: number | null;
  monthMax: number | null;
  yearTarget: number | null;
  yearMax: number | null;
}

export interface PlanCoach {
  id: number;
  /** Active and approved (others are listed for the explanation only and never proposed). */
  eligible: boolean;
  languages: string[];
  subjectIds: number[];
  /** Average skill rating 1–5, null when not rated. */
  skillAverage: number | null;
  busy: BusySpan[];
  workload: Workload;
  /** School keys of schools the coach gave workshops to. */
  schoolKeys: string[];
  /** Unit ids the coach offered to take. */
  offeredUnitIds: number[];
}

export interface PlanInstance {
  units: PlanUnit[];
  coaches: PlanCoach[];
  travelGapMinutes: number;
}

export type { HardRule };

/** The soft goals behind a proposal, shown as its reasons. */
export interface ProposalWhy {
  offered: boolean;
  subjectFit: boolean;
  skillAverage: number | null;
  continuity: boolean;
  /** Workshops in the unit's first month after this proposal (counting every proposal of the plan), and the target. */
  monthLoad: number;
  monthTarget: number | null;
}

export interface Proposal {
  unitId: number;
  coachId: number;
  why: ProposalWhy;
}

export interface UnstaffedUnit {
  unitId: number;
  missing: number;
  /** How many coaches each hard rule keeps out, most first (the first is "the rule that blocks it"). */
  blockedBy: { rule: HardRule; coaches: number }[];
}

export interface PlanSolution {
  proposals: Proposal[];
  unstaffed: UnstaffedUnit[];
  /**
   * `optimal`: the first solve broke no rule a flow cannot see, so it is the proven optimum; `repaired`: rounds forbade
   * clashing pairs and solved again, optimal under those extra rules only (decision 041).
   */
  optimality: PlanOptimality;
}
