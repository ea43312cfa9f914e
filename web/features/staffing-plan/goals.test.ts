import { describe, expect, it } from 'vitest';
import type { StaffingPlanCoach } from '@/lib/contract';
import { missedGoals } from './goals';

const coach: StaffingPlanCoach = {
  id: 1,
  firstname: 'Lea',
  lastname: 'B',
  offered: true,
  subject_fit: true,
  skill_average: 4.5,
  continuity: true,
  month_load: 2,
  month_target: 2,
  month_max: null,
};

describe('missedGoals', () => {
  it('names every soft goal a proposal misses, in the plan’s order, and none for a perfect fit', () => {
    expect(missedGoals(coach)).toEqual([]);
    expect(missedGoals({ ...coach, offered: false, subject_fit: false, continuity: false, month_load: 3 })).toEqual([
      'not_offered',
      'subject',
      'continuity',
      'over_month_target',
    ]);
    expect(missedGoals({ ...coach, month_target: null, month_load: 9 })).toEqual([]);
  });
});
