import { z } from 'zod';
import { questionTypes } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { isValidIsoDate, todayInZurich } from '../lib/dates';
import { dateField, idParam, pageParams } from '../lib/validation';
import { exportFormats } from '../statistics/export.schemas';

/** The longest period a statistics query may cover, in years (keeps the trend and the scans bounded). */
export const MAX_PERIOD_YEARS = 10;
/** Up to this many months the trend is per month, beyond it per quarter. */
export const MONTHLY_TREND_MAX_MONTHS = 24;
/** The free-text answers returned with a coach or a workshop: the newest ones. */
export const TEXTS_LIMIT = 100;

export interface Period {
  from: string;
  to: string;
}

const shiftYears = (iso: string, years: number, days = 0) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The period asked for, defaults filled in: the last 12 months up to today (or up to `to`). */
export function resolvePeriod(query: { from?: string; to?: string }, today = todayInZurich()): Period {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? shiftYears(to, -1, 1), to };
}

const periodFields = {
  from: dateField()
    .optional()
    .meta({ description: 'First workshop date, included (default: 12 months before `to`, plus one day)' }),
  to: dateField()
    .optional()
    .meta({ description: `Last workshop date, included (default: today); at most ${MAX_PERIOD_YEARS} years after \`from\`` }),
};

function checkPeriod(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if ([query.from, query.to].some((date) => date !== undefined && !isValidIsoDate(date))) return;
  const { from, to } = resolvePeriod(query);
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: v.endDateBeforeStart });
  else if (to > shiftYears(from, MAX_PERIOD_YEARS)) ctx.addIssue({ code: 'custom', path: ['to'], message: v.rangeTooLong });
}

export const ByCoachQuerySchema = z
  .object({
    ...periodFields,
    coach_id: idParam().optional().meta({ description: 'One coach (user id): their details instead of the list' }),
  })
  .superRefine(checkPeriod)
  .meta({ id: 'EvaluationsByCoachQuery' });
export type ByCoachQuery = z.infer<typeof ByCoachQuerySchema>;

export const publicKinds = ['by_audience', 'after_3_months'] as const;
export type PublicKind = (typeof publicKinds)[number];

const audienceFilters = {
  kind: z.enum(publicKinds).default('by_audience').meta({ default: 'by_audience' }),
  offered_workshop_id: idParam().optional().meta({ description: 'Only workshops of this catalogue entry' }),
};

export const ByAudienceQuerySchema = z
  .object({
    ...periodFields,
    ...audienceFilters,
    workshop_id: idParam()
      .optional()
      .meta({ description: 'Adds the full detail of this workshop (whatever its date; the lists keep their filters)' }),
    ...pageParams(100),
  })
  .superRefine(checkPeriod)
  .meta({ id: 'EvaluationsByAudienceQuery' });
export type ByAudienceQuery = z.infer<typeof ByAudienceQuerySchema>;

const formatField = z
  .enum(exportFormats, { error: v.choiceInvalid })
  .meta({ description: 'csv: UTF-8 with BOM, `;`, CRLF (Swiss Excel); xlsx: an Excel workbook with one sheet' });

/** `GET evaluations/by-coach/export`: the list's period and the file format (docs/decisions/023, "Export"). */
export const ByCoachExportQuerySchema = z
  .object({ ...periodFields, format: formatField })
  .superRefine(checkPeriod)
  .meta({ id: 'EvaluationsByCoachExportQuery' });
export type ByCoachExportQuery = z.infer<typeof ByCoachExportQuerySchema>;

/** `GET evaluations/by-audience/export`: the screen's period, kind and offered workshop, and the file format. */
export const ByAudienceExportQuerySchema = z
  .object({ ...periodFields, ...audienceFilters, format: formatField })
  .superRefine(checkPeriod)
  .meta({ id: 'EvaluationsByAudienceExportQuery' });
export type ByAudienceExportQuery = z.infer<typeof ByAudienceExportQuerySchema>;

const average = z.number().nullable().meta({ description: 'Mean of the ratings 1–5, rounded half up to one decimal' });

/** One question key's figures: ratings (average, distribution 1–5) or choices (count per option). */
export const QuestionStatsSchema = z
  .object({
    key: z.string(),
    type: z.enum(questionTypes),
    /** The wording of the newest version that has this key, in the reader's language (German fallback). */
    text: z.string(),
    options: z.array(z.string()),
    /** How many answers this question got. */
    answers: z.number().int(),
    average,
    /** Rating questions: how many gave 1, 2, 3, 4, 5; empty for the choice types. */
    distribution: z.array(z.number().int()),
    /** Choice questions: how many picked each option (by index of `options`); empty for ratings. */
    choices: z.array(z.number().int()),
  })
  .meta({ id: 'EvaluationQuestionStats' });
export type QuestionStats = z.infer<typeof QuestionStatsSchema>;

export const FreeTextSchema = z
  .object({
    key: z.string(),
    question: z.string(),
    workshop_id: z.number().int(),
    date: z.string(),
    title: z.string(),
    text: z.string(),
  })
  .meta({ id: 'EvaluationFreeText' });

const TextsSchema = z.object({
  items: z.array(FreeTextSchema).meta({ description: `The newest ${TEXTS_LIMIT}, latest workshop first` }),
  total: z.number().int(),
});

const PeriodSchema = z.object({ from: z.string(), to: z.string() });

export const CoachSummarySchema = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    /** Workshops with a validated evaluation by this coach in the period (one evaluation per workshop). */
    workshops: z.number().int(),
    /** All rating answers of those evaluations together. */
    ratings: z.number().int(),
    average,
    last_workshop_date: z.string().nullable(),
  })
  .meta({ id: 'EvaluationCoachSummary' });
export type CoachSummary = z.infer<typeof CoachSummarySchema>;

export const TrendPointSchema = z.object({
  /** `YYYY-MM` or `YYYY-Qn`. */
  period: z.string(),
  ratings: z.number().int(),
  average,
});

export const ByCoachSchema = z
  .object({
    period: PeriodSchema,
    coaches: z.array(CoachSummarySchema).meta({ description: 'Without coach_id: every coach with validated evaluations' }),
    coach: z
      .object({
        summary: CoachSummarySchema,
        questions: z.array(QuestionStatsSchema),
        texts: TextsSchema,
        trend: z.object({ unit: z.enum(['month', 'quarter']), points: z.array(TrendPointSchema) }),
      })
      .nullable()
      .meta({ description: 'With coach_id: the details (empty figures when the coach has none in the period)' }),
  })
  .meta({ id: 'EvaluationsByCoach' });
export type ByCoach = z.infer<typeof ByCoachSchema>;

export const OfferedWorkshopStatsSchema = z
  .object({
    offered_workshop_id: z.number().int(),
    title: z.string(),
    workshops: z.number().int(),
    responses: z.number().int(),
    average,
    questions: z.array(QuestionStatsSchema).meta({ description: 'Rating questions only' }),
  })
  .meta({ id: 'EvaluationOfferedWorkshopStats' });

export const WorkshopStatsRowSchema = z
  .object({
    workshop_id: z.number().int(),
    date: z.string(),
    institute: z.string(),
    offered_workshop_id: z.number().int(),
    title: z.string(),
    responses: z.number().int(),
    average,
  })
  .meta({ id: 'EvaluationWorkshopStatsRow' });
export type WorkshopStatsRow = z.infer<typeof WorkshopStatsRowSchema>;

export const ByAudienceSchema = z
  .object({
    period: PeriodSchema,
    kind: z.enum(publicKinds),
    offered_workshops: z.array(OfferedWorkshopStatsSchema),
    workshops: z.object({
      items: z.array(WorkshopStatsRowSchema),
      total: z.number().int(),
      page: z.number().int(),
      per_page: z.number().int(),
    }),
    workshop: z
      .object({
        row: WorkshopStatsRowSchema,
        questions: z.array(QuestionStatsSchema),
        texts: TextsSchema,
      })
      .nullable()
      .meta({ description: 'With workshop_id: that workshop’s answers of this kind, every question' }),
  })
  .meta({ id: 'EvaluationsByAudience' });
export type ByAudience = z.infer<typeof ByAudienceSchema>;
