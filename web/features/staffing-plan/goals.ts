import type { StaffingPlanCoach } from '@/lib/contract';

/**
 * The plan's soft goals (decision 041) a coach misses for a workshop: not offered, the subject does not fit, does not
 * know the school, more workshops that month than the coach's target. The rating is shown as it is, not as missed.
 */
export type MissedGoal = 'not_offered' | 'subject' | 'continuity' | 'over_month_target';

export function missedGoals(coach: StaffingPlanCoach): MissedGoal[] {
  const missed: MissedGoal[] = [];
  if (!coach.offered) missed.push('not_offered');
  if (!coach.subject_fit) missed.push('subject');
  if (!coach.continuity) missed.push('continuity');
  if (coach.month_target !== null && coach.month_load > coach.month_target) missed.push('over_month_target');
  return missed;
}
