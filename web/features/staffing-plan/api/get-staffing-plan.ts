import useSWR from 'swr';
import { api } from '@/lib/api';
import type { StaffingPlan } from '@/lib/contract';

export interface PlanPeriod {
  from: string;
  to: string;
}

export const staffingPlanPath = (period: PlanPeriod) => `workshops/staffing-plan?from=${period.from}&to=${period.to}`;

/** GET /api/workshops/staffing-plan: the proposed coaches for every workshop of the period that still needs some. */
export const getStaffingPlan = (period: PlanPeriod) => api.get<StaffingPlan>(staffingPlanPath(period));

/** The titles come in the user's language: the language is part of the key, so switching it reloads the plan. */
export const useStaffingPlan = (period: PlanPeriod, language: string) =>
  useSWR([staffingPlanPath(period), language], () => getStaffingPlan(period));
