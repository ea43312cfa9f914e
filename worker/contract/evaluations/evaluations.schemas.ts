import { z } from 'zod';
import { evaluationKinds, evaluationStates, questionTypes, uiLanguages } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { idField } from '../lib/validation';
import { ANSWER_TEXT_MAX, RATING_MAX, RATING_MIN } from './evaluations.limits';

export const EvaluationKindSchema = z.enum(evaluationKinds);
export const EvaluationStateSchema = z.enum(evaluationStates);
export const QuestionTypeSchema = z.enum(questionTypes);

/** A question as it is shown: in one language, with its options (choice types) in that language. */
export const QuestionSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    type: QuestionTypeSchema,
    required: z.boolean(),
    text: z.string(),
    options: z.array(z.string()),
  })
  .meta({ id: 'EvaluationQuestion' });

/** One version of a questionnaire, in one language. */
export const QuestionnaireSchema = z
  .object({
    id: z.number().int(),
    kind: EvaluationKindSchema,
    version: z.number().int(),
    language: z.enum(uiLanguages),
    questions: z.array(QuestionSchema),
  })
  .meta({ id: 'EvaluationQuestionnaire' });

/**
 * One answer as it is sent and returned: `rating` for rating questions, `choices` (option indexes) for the choice
 * types, `text` for free text. Which one a question takes, and whether it is complete, is checked against the
 * questionnaire (answers.ts).
 */
export const AnswerSchema = z
  .object({
    questionId: idField(),
    rating: z.number().int(v.ratingInvalid).min(RATING_MIN, v.ratingInvalid).max(RATING_MAX, v.ratingInvalid).nullish(),
    choices: z.array(z.number().int(v.choiceInvalid).min(0, v.choiceInvalid).max(50, v.choiceInvalid)).max(50).nullish(),
    text: z.string().trim().max(ANSWER_TEXT_MAX, v.tooLong).nullish(),
  })
  .meta({ id: 'EvaluationAnswer' });

export const AnswersSchema = z.array(AnswerSchema).max(100);

export type Question = z.infer<typeof QuestionSchema>;
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;
export type AnswerInput = z.infer<typeof AnswerSchema>;

/** `POST evaluations/{id}/resend-link`: the class's link sent again with a new token (the old one no longer works). */
export const ResentLinkSchema = z
  .object({
    id: z.number().int(),
    /** When it was sent again (unix seconds). */
    sent_at: z.number().int(),
    /** Unchanged: the link takes responses until then (unix seconds). */
    expires_at: z.number().int(),
    /** Where it went: the address the first mail went to. */
    recipient: z.string(),
  })
  .meta({ id: 'ResentEvaluationLink' });
export type ResentLink = z.infer<typeof ResentLinkSchema>;
