import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';
import { pageParams, requiredString } from '../lib/validation';
import { REVIEW_COMMENT_MAX, TO_VALIDATE_MAX_PER_PAGE } from './coach-evaluations.limits';
import { AnswerSchema, AnswersSchema, EvaluationStateSchema, QuestionnaireSchema } from './evaluations.schemas';

/*
 * The coaches' evaluations (issue 14, docs/decisions/021): a coach fills in their own, an associate validates them or
 * sends them back with a comment.
 */

/** The workshop an evaluation is about; the title in the reader's language (German when the offer lacks it). */
export const EvaluationWorkshopSchema = z
  .object({
    id: z.number().int(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    institute: z.string(),
    title: z.string(),
  })
  .meta({ id: 'EvaluationWorkshop' });

/** One of the coach's own evaluations in their list. Times are unix seconds. */
export const OwnEvaluationSchema = z
  .object({
    id: z.number().int(),
    state: EvaluationStateSchema,
    workshop: EvaluationWorkshopSchema,
    sent_at: z.number().int().nullable(),
    submitted_at: z.number().int().nullable(),
    validated_at: z.number().int().nullable(),
    /** Set when an associate sent it back (kept after the coach submits again, until the next send-back). */
    review_comment: z.string().nullable(),
    returned_at: z.number().int().nullable(),
  })
  .meta({ id: 'OwnEvaluation' });

export const OwnEvaluationsQuerySchema = z.object({
  state: EvaluationStateSchema.optional().meta({ description: 'Only evaluations in this state' }),
});

/** A pending evaluation in the validation queue. */
export const EvaluationToValidateSchema = z
  .object({
    id: z.number().int(),
    coach: z.object({ id: z.number().int(), name: z.string() }),
    workshop: EvaluationWorkshopSchema,
    submitted_at: z.number().int().nullable(),
    /** When it had been sent back before (the coach corrected it). */
    returned_at: z.number().int().nullable(),
  })
  .meta({ id: 'EvaluationToValidate' });

export const ToValidateQuerySchema = z.object({ ...pageParams(TO_VALIDATE_MAX_PER_PAGE) });

export const ToValidateListSchema = z
  .object({
    items: z.array(EvaluationToValidateSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'EvaluationsToValidate' });

/** One by_coach evaluation with its questionnaire (in the reader's language) and the saved answers. */
export const EvaluationDetailSchema = z
  .object({
    id: z.number().int(),
    state: EvaluationStateSchema,
    workshop: EvaluationWorkshopSchema,
    coach: z.object({ id: z.number().int(), name: z.string() }),
    questionnaire: QuestionnaireSchema,
    /** The draft while open, the submitted answers afterwards. */
    answers: z.array(AnswerSchema),
    sent_at: z.number().int().nullable(),
    submitted_at: z.number().int().nullable(),
    review_comment: z.string().nullable(),
    returned_at: z.number().int().nullable(),
    validated_at: z.number().int().nullable(),
    validated_by: z.string().nullable(),
  })
  .meta({ id: 'CoachEvaluation' });

export const SaveEvaluationBodySchema = z
  .object({
    answers: AnswersSchema,
    /** false: save the draft (stays open); true: submit it for validation (every required question answered). */
    submit: z.boolean({ error: v.required }),
  })
  .meta({ id: 'SaveEvaluationBody' });

export const SendBackBodySchema = z
  .object({ comment: requiredString(REVIEW_COMMENT_MAX).meta({ description: 'Why it goes back; the coach gets it by mail' }) })
  .meta({ id: 'SendBackEvaluationBody' });

export type EvaluationWorkshop = z.infer<typeof EvaluationWorkshopSchema>;
export type OwnEvaluation = z.infer<typeof OwnEvaluationSchema>;
export type EvaluationToValidate = z.infer<typeof EvaluationToValidateSchema>;
export type ToValidateList = z.infer<typeof ToValidateListSchema>;
export type EvaluationDetail = z.infer<typeof EvaluationDetailSchema>;
export type SaveEvaluationBody = z.infer<typeof SaveEvaluationBodySchema>;
export type SendBackBody = z.infer<typeof SendBackBodySchema>;
