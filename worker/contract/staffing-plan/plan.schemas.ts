import { z } from 'zod';
import { cantons, workshopLanguages, workshopStates } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { dateField, idField } from '../lib/validation';

/*
 * The staffing plan (issue 18): for a period, the coaches the solver proposes for every workshop that still needs
 * some, the alternatives to change a line, and why the rest cannot be staffed; then all requests in one action.
 */

import { hardRules } from './plan.constants';

export { hardRules };

export const PlanQuerySchema = z
  .object({
    /** First day of the period; default: the first day of next month (Zurich). */
    from: dateField().optional(),
    /** Last day of the period; default: the last day of the month of `from`. At most 93 days after `from`. */
    to: dateField().optional(),
  })
  .meta({ id: 'StaffingPlanQuery' });

const SchoolHolidaySchema = z.object({
  canton: z.enum(cantons),
  name: z.string(),
  from_date: z.string(),
  to_date: z.string(),
});

/** A coach for a line: proposed by the solver or an alternative, with the reasons shown as chips. */
export const PlanCoachSchema = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    /** Offered themselves for this workshop. */
    offered: z.boolean(),
    /** Teaches the workshop's subject (or the workshop has none). */
    subject_fit: z.boolean(),
    skill_average: z.number().nullable(),
    /** Gave a workshop to the same school before. */
    continuity: z.boolean(),
    /** Workshops (dates) in the workshop's first month with this line (and, for proposals, the plan's other ones). */
    month_load: z.number().int(),
    month_target: z.number().int().nullable(),
    month_max: z.number().int().nullable(),
  })
  .meta({ id: 'StaffingPlanCoach' });
export type PlanCoachLine = z.infer<typeof PlanCoachSchema>;

export const PlanUnitSchema = z
  .object({
    /** The workshop (a series: its first workshop); requests are sent for it and every date of its series. */
    workshop_id: z.number().int(),
    state: z.enum(workshopStates),
    title: z.string(),
    language: z.enum(workshopLanguages),
    institute: z.string(),
    location: z.string(),
    postcode: z.string().nullable(),
    coaches_needed: z.number().int(),
    /** Coaches still to find (needed minus placed minus open requests). */
    seats: z.number().int(),
    dates: z.array(
      z.object({
        workshop_id: z.number().int(),
        date: z.string(),
        start_time: z.string(),
        end_time: z.string(),
        /** The school holidays of the school's canton (by postcode) on that date. */
        school_holidays: z.array(SchoolHolidaySchema),
      }),
    ),
    proposals: z.array(PlanCoachSchema),
    /** Other coaches who keep every hard rule for this workshop on their own (best first, a few), to change a line. */
    alternatives: z.array(PlanCoachSchema),
    /** Seats the plan leaves empty. */
    missing: z.number().int(),
    /** For missing seats: how many coaches each hard rule keeps out, most first (coaches not active or not approved last). */
    blocked_by: z.array(z.object({ rule: z.enum(hardRules), coaches: z.number().int() })),
  })
  .meta({ id: 'StaffingPlanUnit' });

/** Whether the plan is the proven optimum or an optimum repaired for clashes a flow cannot see (decision 041). */
export const planOptimalities = ['optimal', 'repaired'] as const;
export type PlanOptimality = (typeof planOptimalities)[number];

export const PlanSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    travel_gap_minutes: z.number().int(),
    /** optimal: proven best; repaired: best once the clashing pairs of the first solve were ruled out. */
    optimality: z.enum(planOptimalities),
    units: z.array(PlanUnitSchema),
  })
  .meta({ id: 'StaffingPlan' });
export type Plan = z.infer<typeof PlanSchema>;

/** At most this many workshops and coaches per line in one send (a bound on the batch's statements). */
export const MAX_PLAN_LINES = 100;
export const MAX_COACHES_PER_LINE = 5;

export const SendPlanBodySchema = z
  .object({
    lines: z
      .array(
        z.object({
          workshop_id: idField(),
          coach_ids: z
            .array(idField(), { error: v.atLeastOnePerson })
            .min(1, v.atLeastOnePerson)
            .max(MAX_COACHES_PER_LINE)
            .transform((ids) => [...new Set(ids)]),
        }),
      )
      .min(1, v.atLeastOnePerson)
      .max(MAX_PLAN_LINES),
    message: z.string().trim().max(2000, v.tooLong).optional(),
  })
  .meta({ id: 'SendStaffingPlanBody' });
export type SendPlanBody = z.infer<typeof SendPlanBodySchema>;

export const SentPlanSchema = z
  .object({
    /** What was asked: per workshop (a series: its first workshop) the coaches. */
    asked: z.array(z.object({ workshop_id: z.number().int(), coach_ids: z.array(z.number().int()) })),
    /** Coaches who got a mail (one each, listing all their requests). */
    coaches_mailed: z.number().int(),
  })
  .meta({ id: 'SentStaffingPlan' });
export type SentPlan = z.infer<typeof SentPlanSchema>;
