import { z } from 'zod';
import { cantons, evaluationKinds, inquiryStates, workshopLanguages, workshopStates } from '../enums';
import { idParam } from '../lib/validation';

/*
 * The contract of the reports (GET statistics, statistics/form-data, statistics/trainer/{id}); decision 024 says
 * which workshops each figure counts. Names are in the reader's language (German fallback).
 */

const count = z.number().int().min(0);
const average = z.number().nullable().meta({ description: 'Mean of the ratings 1–5, rounded half up to one decimal' });
const PeriodSchema = z.object({ from: z.string(), to: z.string() }).meta({ id: 'StatisticsPeriod' });

/** Participants of held workshops (done, invoiceable, invoiced); m/f/n from the inquiry's split of the class. */
export const ParticipantsSchema = z
  .object({
    total: count,
    m: count,
    f: count,
    n: count,
    /** total − (m + f + n): workshops without a split, or a split that does not add up to the class. */
    unspecified: count,
  })
  .meta({ id: 'StatisticsParticipants' });

/** One bar of a distribution: how many workshops (not cancelled) and how many participants (held ones). */
const bar = <T extends z.ZodTypeAny>(key: T) => z.object({ key, label: z.string(), workshops: count, participants: count });

export const StatisticsReportSchema = z
  .object({
    period: PeriodSchema,
    inquiries: z.object({
      total: count,
      by_state: z.array(z.object({ state: z.enum(inquiryStates), count })),
    }),
    workshops: z.object({
      /** Every workshop of the filtered set, cancelled ones included. */
      total: count,
      by_state: z.array(z.object({ state: z.enum(workshopStates), count })),
    }),
    participants: ParticipantsSchema,
    /** The distributions count the filtered workshops that are not cancelled, sorted by count, largest first. */
    by_offered_workshop: z.array(bar(z.number().int())),
    by_language: z.array(bar(z.enum(workshopLanguages))),
    /** `key` null: no grade given. */
    by_grade: z.array(bar(z.number().int().nullable())),
    /** `key` null: no postcode or one that is not Swiss. */
    by_canton: z.array(bar(z.enum(cantons).nullable())),
    /** Workshops (not cancelled) per month of the period, oldest first, months without any included. */
    by_month: z.array(z.object({ month: z.string(), workshops: count })),
    /** Days from the inquiry coming in to the workshop, for workshops (not cancelled) made from an inquiry. */
    lead_time: z.object({
      workshops: count,
      average_days: z.number().nullable(),
      median_days: z.number().nullable(),
      /** Fixed buckets: up to 14 days, 15–30, 31–60, 61–90, 91–180, more than 180. */
      buckets: z.array(z.object({ min_days: count, max_days: count.nullable(), workshops: count })),
    }),
    cancellations: z.object({
      total: count,
      /** Grouped by the reason as typed (trimmed, case-insensitive); `reason` null: none given. Largest first. */
      reasons: z.array(z.object({ reason: z.string().nullable(), count })),
    }),
    /** Per placed coach: workshops (not cancelled) and hours in the filtered set, most workshops first. */
    coach_workload: z.array(
      z.object({ coach_id: z.number().int(), firstname: z.string(), lastname: z.string(), workshops: count, hours: z.number() }),
    ),
    /** Rating questions of the evaluations of the filtered workshops (coach evaluations: validated ones only). */
    evaluations: z.array(
      z.object({
        kind: z.enum(evaluationKinds),
        key: z.string(),
        text: z.string(),
        answers: count,
        average,
      }),
    ),
  })
  .meta({ id: 'StatisticsReport' });
export type StatisticsReport = z.infer<typeof StatisticsReportSchema>;

const option = z.object({ id: z.number().int(), name: z.string() });

/** What the report's filters offer. */
export const StatisticsFormDataSchema = z
  .object({
    current_school_year: z.number().int(),
    /** From the oldest workshop or inquiry to the current school year, newest first. */
    school_years: z.array(z.object({ year: z.number().int(), label: z.string(), from: z.string(), to: z.string() })),
    offered_workshops: z.array(option),
    languages: z.array(z.enum(workshopLanguages)),
    grades: z.array(option),
    cantons: z.array(z.enum(cantons)),
    coaches: z.array(z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() })),
    workshop_states: z.array(z.enum(workshopStates)),
  })
  .meta({ id: 'StatisticsFormData' });
export type StatisticsFormData = z.infer<typeof StatisticsFormDataSchema>;

export const TrainerParamsSchema = z.object({ id: idParam() });

/** A coach's year by year: workshops given (held), hours, offered workshops, evaluation averages, fees paid out. */
export const TrainerReportSchema = z
  .object({
    coach: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }),
    /** Newest first; only school years with a held workshop or a paid fee. */
    school_years: z.array(
      z.object({
        year: z.number().int(),
        label: z.string(),
        workshops: count,
        hours: z.number(),
        offered_workshops: z.array(option.extend({ workshops: count })),
        /** Coach fees and extra fees of that school year's workshops, paid out, in centimes. */
        fees_paid_centimes: count,
        /** The coach's own evaluations (validated) and the classes' ratings of that year's workshops. */
        evaluations: z.array(
          z.object({ kind: z.enum(evaluationKinds), key: z.string(), text: z.string(), answers: count, average }),
        ),
      }),
    ),
  })
  .meta({ id: 'TrainerReport' });
export type TrainerReport = z.infer<typeof TrainerReportSchema>;
