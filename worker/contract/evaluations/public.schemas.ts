import { z } from 'zod';
import { uiLanguages } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { AnswersSchema, QuestionnaireSchema } from './evaluations.schemas';

/** The kinds answered through the public page /evaluations/{token}. */
export const publicEvaluationKinds = ['by_audience', 'after_3_months'] as const;

/** The token from the link: any text; a malformed one answers 404 like an unknown one. */
export const PublicTokenParams = z.object({ token: z.string() });

export const PublicEvaluationQuerySchema = z.object({
  /** The questionnaire's wording; default: the evaluation's own language. */
  language: z.enum(uiLanguages).optional(),
});

/** What the public page shows: nothing personal (no school contact, no coach). */
export const PublicEvaluationSchema = z
  .object({
    kind: z.enum(publicEvaluationKinds),
    /** Whether the link still takes responses (open and not expired). */
    open: z.boolean(),
    /** The evaluation's own language (the page starts in it). */
    language: z.enum(uiLanguages),
    workshop: z.object({
      /** The offered workshop's title in the requested language (German where it has none). */
      title: z.string(),
      date: z.string(),
    }),
    questionnaire: QuestionnaireSchema,
  })
  .meta({ id: 'PublicEvaluation' });

/** A random id the page keeps per link in the device's storage; only its hash is stored. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const PublicResponseBodySchema = z.object({
  deviceId: z.string({ error: v.required }).regex(DEVICE_ID_PATTERN, v.choiceInvalid),
  answers: AnswersSchema,
  language: z.enum(uiLanguages).optional(),
});

export const PublicResponseCreatedSchema = z.object({ submittedAt: z.number().int() });

export type PublicEvaluation = z.infer<typeof PublicEvaluationSchema>;
export type PublicResponseBody = z.infer<typeof PublicResponseBodySchema>;
