import { z } from 'zod';
import { userStates, workshopLanguages, workshopStates } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { addDays, isValidIsoDate, todayInZurich } from '../lib/dates';
import { dateField, idParam } from '../lib/validation';

/** Without `to`, the overview covers this many weeks from `from` (today when absent). */
export const DEFAULT_PERIOD_WEEKS = 8;

/** The same day one year later (29 February becomes 1 March). */
function oneYearAfter(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

export interface Period {
  from: string;
  to: string;
}

/** The period a query asks for, with the defaults filled in: from today, for eight weeks. */
export function resolvePeriod(query: { from?: string; to?: string }, today = todayInZurich()): Period {
  const from = query.from ?? today;
  return { from, to: query.to ?? addDays(from, DEFAULT_PERIOD_WEEKS * 7) };
}

export const AllocationQuerySchema = z
  .object({
    from: dateField().optional().meta({ description: 'First day, included (default: today in Europe/Zurich)' }),
    to: dateField()
      .optional()
      .meta({ description: 'Last day, included (default: eight weeks after `from`); at most one year after `from`' }),
    coach: idParam().optional().meta({ description: 'Only this coach (user id)' }),
    language: z.enum(workshopLanguages).optional().meta({ description: 'Only workshops held in this language' }),
  })
  .superRefine((query, ctx) => {
    // Only dates valid on their own are compared ('' is given but not valid).
    if ([query.from, query.to].some((date) => date !== undefined && !isValidIsoDate(date))) return;
    const { from, to } = resolvePeriod(query);
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: v.endDateBeforeStart });
    else if (to > oneYearAfter(from)) ctx.addIssue({ code: 'custom', path: ['to'], message: v.rangeTooLong });
  })
  .meta({ id: 'AllocationQuery' });
export type AllocationQuery = z.infer<typeof AllocationQuerySchema>;

const workshopFields = {
  id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** The catalogue title in the reader's language (German when missing). */
  title: z.string(),
  institute: z.string(),
  location: z.string(),
  state: z.enum(workshopStates),
};

/** What a coach blocked that meets a workshop she is placed on. */
export const unavailabilityKinds = ['blocked_day', 'holiday', 'weekday', 'time_of_day', 'calendar'] as const;

export const AllocatedWorkshopSchema = z
  .object({
    ...workshopFields,
    language: z.enum(workshopLanguages),
    /**
     * A conflict: the coach has since blocked this date or time (blocked day, holidays, weekday, time of day, a busy
     * time imported from their calendar). Empty
     * when none, and for workshops that are done or later.
     */
    unavailable: z.array(z.enum(unavailabilityKinds)),
  })
  .meta({ id: 'AllocatedWorkshop' });
export type AllocatedWorkshop = z.infer<typeof AllocatedWorkshopSchema>;

export const CoachLoadSchema = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    state: z.enum(userStates),
    workshop_count: z.number().int(),
    /** The workshops' durations added up. */
    minutes: z.number().int(),
    /** In date and time order. */
    workshops: z.array(AllocatedWorkshopSchema),
    /** Against the coach's monthly target and maximum: placed and asked workshops in each month the period touches. */
    workload: z.object({
      month_target: z.number().int().nullable(),
      month_max: z.number().int().nullable(),
      /** `YYYY-MM`, in order; each date of a series counts, open requests count, cancelled workshops do not. */
      months: z.array(z.object({ month: z.string(), count: z.number().int() })),
    }),
  })
  .meta({ id: 'CoachLoad' });
export type CoachLoad = z.infer<typeof CoachLoadSchema>;

export const UnstaffedWorkshopSchema = z
  .object({
    ...workshopFields,
    coaches_needed: z.number().int(),
    /** Coaches placed so far. */
    placed: z.number().int(),
  })
  .meta({ id: 'UnstaffedWorkshop' });
export type UnstaffedWorkshop = z.infer<typeof UnstaffedWorkshopSchema>;

export const AllocationOverviewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** The period's workshops that take place (in the language filter's language): 0 says there is nothing to staff. */
    workshop_count: z.number().int(),
    /** Every active coach (also without workshops) and inactive ones placed in the period; busiest first. */
    coaches: z.array(CoachLoadSchema),
    /** Workshops still waiting for (enough) coaches, in date order. */
    unstaffed: z.array(UnstaffedWorkshopSchema),
  })
  .meta({ id: 'AllocationOverview' });
export type AllocationOverview = z.infer<typeof AllocationOverviewSchema>;
