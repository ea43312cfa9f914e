import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { workloadField } from '../lib/validation';

/*
 * Workload per coach (issue 18, decision 043): how many workshops a coach should (target) and may (maximum) give per
 * month and per school year (1 August – 31 July). Each date of a series counts; placements and open requests count.
 * Staff set target and maximum; the coach may wish a number, which is a hint, not a rule.
 */

const maxNotBelowTarget = (limits: Record<string, number | null>, ctx: z.RefinementCtx) => {
  for (const period of ['month', 'year'] as const) {
    const target = limits[`${period}_target`];
    const max = limits[`${period}_max`];
    if (target != null && max != null && max < target) {
      ctx.addIssue({ code: 'custom', path: [`${period}_max`], message: v.maxBelowTarget });
    }
  }
};

/** `PUT /profiles/{id}/workload`: staff set a coach's targets and maxima; absent or null clears one. */
export const WorkloadLimitsBodySchema = z
  .object({
    month_target: workloadField(),
    month_max: workloadField(),
    year_target: workloadField(),
    year_max: workloadField(),
  })
  .superRefine(maxNotBelowTarget)
  .meta({ id: 'WorkloadLimitsBody' });
export type WorkloadLimitsBody = z.input<typeof WorkloadLimitsBodySchema>;
export type WorkloadLimits = z.output<typeof WorkloadLimitsBodySchema>;

const count = z.number().int().nullable();

/** A coach's targets and maxima (staff) and wishes (the coach), in workshops; null when none. */
export const WorkloadSettingsSchema = z
  .object({
    month_target: count,
    month_max: count,
    year_target: count,
    year_max: count,
    month_wish: count,
    year_wish: count,
  })
  .meta({ id: 'WorkloadSettings' });
export type WorkloadSettings = z.infer<typeof WorkloadSettingsSchema>;

/** A coach's workload around one workshop: the counts leave that workshop (and its series) out. */
export const CandidateWorkloadSchema = WorkloadSettingsSchema.extend({
  /** `YYYY-MM` of the workshop's (first) date. */
  month_key: z.string(),
  /** The school year of the workshop's (first) date, e.g. `2026/27`. */
  year_key: z.string(),
  /** Workshops (dates) placed or asked in that month, without this workshop or series. */
  month: z.number().int(),
  /** The same in that school year. */
  year: z.number().int(),
}).meta({ id: 'CandidateWorkload' });
export type CandidateWorkload = z.infer<typeof CandidateWorkloadSchema>;
