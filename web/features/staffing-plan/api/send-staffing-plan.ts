import { api } from '@/lib/api';
import type { SendStaffingPlanBody, SentStaffingPlan } from '@/lib/contract';

/**
 * POST /api/workshops/staffing-plan/requests: asks the coaches of every line at once; one mail per coach.
 * 409 `plan_rule_broken` when a coach no longer fits (reload the plan), `conflict` when something changed meanwhile.
 */
export const sendStaffingPlan = (body: SendStaffingPlanBody) =>
  api.post<SentStaffingPlan>('workshops/staffing-plan/requests', body);
