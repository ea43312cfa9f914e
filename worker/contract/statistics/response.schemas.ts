import { z } from 'zod';
import { cantons, workshopLanguages } from '../enums';

/*
 * The contract of GET statistics/response (docs/decisions/063-response-rates.md): how many of the held workshops'
 * classes and teachers answered the evaluations. Same filters as the report (GET statistics) and the reach; names in
 * the reader's language. The rating averages are the report's `evaluations` (the filtered set as a whole): the
 * report has no average per offered workshop, canton or language, so none is given here.
 */

const count = z.number().int().min(0);

/** The figures of one set of held workshops. */
const figures = {
  /** Held workshops (done, invoiceable, invoiced). */
  workshops: count,
  /** Their participants, as the report counts them (`number_participants`, none = 0). */
  participants: count,
  /** Class evaluations (by the audience). */
  class: z.object({
    /** Held workshops whose class evaluation link was created and mailed. */
    links_sent: count,
    /** Of those, the links with at least one submitted response. */
    links_used: count,
    /** links_used / links_sent in percent, half up to one decimal; null when no link was sent. */
    used_percent: z.number().min(0).max(100).nullable(),
    /** Submitted class responses. */
    responses: count,
    /** responses / participants, half up to two decimals; null without participants. */
    responses_per_participant: z.number().min(0).nullable(),
  }),
  /** The teacher's questionnaire three months after the workshop. */
  three_months: z.object({
    /** Held workshops whose 3-month questionnaire was created and mailed. */
    sent: count,
    /** Of those, the ones the teacher submitted. */
    answered: count,
    /** answered / sent in percent, half up to one decimal; null when none was sent. */
    answered_percent: z.number().min(0).max(100).nullable(),
  }),
};
const ResponseFiguresSchema = z.object(figures);

/** Rows with most held workshops first, ties by key (no canton first). */
const row = <T extends z.ZodTypeAny>(key: T) => z.object({ key, label: z.string(), ...figures });

export const StatisticsResponseSchema = z
  .object({
    period: z.object({ from: z.string(), to: z.string() }),
    total: ResponseFiguresSchema,
    by_offered_workshop: z.array(row(z.number().int())),
    /** `key` null (label ''): the postcode has no canton. */
    by_canton: z.array(row(z.enum(cantons).nullable())),
    by_language: z.array(row(z.enum(workshopLanguages))),
    /**
     * The same totals per school year (by the year it starts in) under the same filters but the period: the school
     * years with held workshops among the ten up to the one the period ends in, oldest first.
     */
    by_school_year: z.array(z.object({ school_year: z.number().int(), ...figures })),
  })
  .meta({ id: 'StatisticsResponse' });
export type StatisticsResponse = z.infer<typeof StatisticsResponseSchema>;
export type ResponseFigures = z.infer<typeof ResponseFiguresSchema>;
