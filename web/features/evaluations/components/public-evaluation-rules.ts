import type { PublicValidationKey } from '@/components/form/public-messages';
import type { ValidationResult } from '@/components/form-lite/store';
import { ANSWER_TEXT_MAX, RATING_MAX, RATING_MIN } from '@/lib/contract';
import type { EvaluationAnswer, EvaluationQuestion, EvaluationQuestionnaire } from '@/lib/contract';
import type { QuestionnaireFormValues } from './questionnaire-fields';
import { answersFrom } from './questionnaire-values';

/*
 * The public evaluation's rules, checked by hand (no zod on the page): what the server answers for a response, on
 * the form's paths `answers.<questionId>`: the contract's AnswerSchema (a rating 1–5, choices that exist, a text of
 * at most ANSWER_TEXT_MAX characters) and the completeness check of a submission ('Bitte alle Felder ausfüllen',
 * `evaluation_incomplete`, on each required question left empty). public-evaluation-rules.parity.test.ts holds them
 * to the schema.
 */

type Value = QuestionnaireFormValues['answers'][string];

const isEmpty = (value: Value | undefined) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The key of what is wrong with one question's value, or null. */
function problem(question: EvaluationQuestion, value: Value | undefined): PublicValidationKey | null {
  const empty = isEmpty(value) || (question.type === 'text' && String(value).trim() === '');
  if (empty) return question.required ? 'evaluation_incomplete' : null;
  switch (question.type) {
    case 'rating': {
      const rating = Number(value);
      return Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX ? null : 'rating_invalid';
    }
    case 'single_choice':
    case 'multiple_choice': {
      const choices = (Array.isArray(value) ? value : [value]).map(Number);
      const fits = choices.every((choice) => Number.isInteger(choice) && choice >= 0 && choice < question.options.length);
      return fits && new Set(choices).size === choices.length ? null : 'choice_invalid';
    }
    case 'text':
      return String(value).trim().length > ANSWER_TEXT_MAX ? 'too_long' : null;
  }
}

/** The answers to send, or the problems by `answers.<questionId>`. */
export function checkPublicAnswers(
  questionnaire: EvaluationQuestionnaire,
  values: QuestionnaireFormValues,
): ValidationResult<EvaluationAnswer[]> {
  const errors: Record<string, PublicValidationKey> = {};
  for (const question of questionnaire.questions) {
    const key = problem(question, values.answers[String(question.id)]);
    if (key) errors[`answers.${question.id}`] = key;
  }
  return Object.keys(errors).length > 0 ? { errors } : { values: answersFrom(questionnaire, values) };
}
