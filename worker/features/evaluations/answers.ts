import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { evaluationQuestionnaires, evaluationQuestions, evaluationQuestionTranslations, type UiLanguage } from '../../db/schema';
import { validationKeys as v } from '../../contract/lib/codes';
import type { Database } from '../../lib/env';
import { AppError, notFound, type FieldIssue } from '../../lib/errors';
import type { AnswerInput, Question, Questionnaire } from '../../contract/evaluations/evaluations.schemas';

/** A question with its wording in one language (a row per question and language). */
export const questionWordingColumns = {
  id: evaluationQuestions.id,
  key: evaluationQuestions.key,
  type: evaluationQuestions.type,
  required: evaluationQuestions.required,
  language: evaluationQuestionTranslations.language,
  text: evaluationQuestionTranslations.text,
  options: evaluationQuestionTranslations.options,
};

/**
 * A questionnaire version with its questions in `language` (German where a wording is missing, which master data
 * does not allow, but older rows may lack).
 */
export async function loadQuestionnaire(db: Database, questionnaireId: number, language: UiLanguage): Promise<Questionnaire> {
  const [[questionnaire], questions] = await db.batch([
    db.select().from(evaluationQuestionnaires).where(eq(evaluationQuestionnaires.id, questionnaireId)),
    db
      .select(questionWordingColumns)
      .from(evaluationQuestions)
      .innerJoin(evaluationQuestionTranslations, eq(evaluationQuestionTranslations.questionId, evaluationQuestions.id))
      .where(
        and(
          eq(evaluationQuestions.questionnaireId, questionnaireId),
          inArray(evaluationQuestionTranslations.language, [language, 'de']),
        ),
      )
      .orderBy(asc(evaluationQuestions.position), asc(evaluationQuestions.id)),
  ]);
  if (!questionnaire) throw notFound('Questionnaire');
  const byId = new Map<number, Question>();
  for (const row of questions) {
    if (byId.has(row.id) && row.language !== language) continue;
    byId.set(row.id, { id: row.id, key: row.key, type: row.type, required: row.required, text: row.text, options: row.options });
  }
  return {
    id: questionnaire.id,
    kind: questionnaire.kind,
    version: questionnaire.version,
    language,
    questions: [...byId.values()],
  };
}

/** The current (highest) version of a kind's questionnaire. */
export async function currentQuestionnaireIds(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: evaluationQuestionnaires.id, kind: evaluationQuestionnaires.kind, version: evaluationQuestionnaires.version })
    .from(evaluationQuestionnaires);
  const current = new Map<string, { id: number; version: number }>();
  for (const row of rows) {
    const seen = current.get(row.kind);
    if (!seen || row.version > seen.version) current.set(row.kind, row);
  }
  return new Map([...current].map(([kind, row]) => [kind, row.id]));
}

const isAnswered = (question: Question, answer: AnswerInput | undefined): boolean => {
  if (!answer) return false;
  switch (question.type) {
    case 'rating':
      return answer.rating != null;
    case 'single_choice':
    case 'multiple_choice':
      return (answer.choices?.length ?? 0) > 0;
    case 'text':
      return !!answer.text;
  }
};

/** What does not fit the question at all (wrong kind of value, an option that does not exist, two for a single). */
function misfit(question: Question, answer: AnswerInput): string | null {
  const hasChoices = (answer.choices?.length ?? 0) > 0;
  switch (question.type) {
    case 'rating':
      return hasChoices || answer.text ? v.choiceInvalid : null;
    case 'text':
      return answer.rating != null || hasChoices ? v.choiceInvalid : null;
    case 'single_choice':
    case 'multiple_choice': {
      const choices = answer.choices ?? [];
      if (answer.rating != null || answer.text) return v.choiceInvalid;
      if (question.type === 'single_choice' && choices.length > 1) return v.choiceInvalid;
      if (new Set(choices).size !== choices.length) return v.choiceInvalid;
      return choices.every((index) => index < question.options.length) ? null : v.choiceInvalid;
    }
  }
}

/**
 * Checks answers against the questionnaire they are given to. Always: every answer belongs to one of its questions
 * (once) and fits its type. With `complete` (submitting): every required question is answered, else 422 with
 * 'Bitte alle Felder ausfüllen' (`evaluation_incomplete`) on each missing one. Field paths are `answers.<questionId>`.
 * Returns the answers that carry a value, in question order.
 */
export function checkAnswers(questionnaire: Questionnaire, answers: AnswerInput[], complete: boolean): AnswerInput[] {
  const issues: FieldIssue[] = [];
  const byQuestion = new Map<number, AnswerInput>();
  const questionIds = new Set(questionnaire.questions.map((q) => q.id));
  for (const answer of answers) {
    if (!questionIds.has(answer.questionId) || byQuestion.has(answer.questionId)) {
      issues.push({ path: `answers.${answer.questionId}`, code: 'custom', message: v.choiceInvalid });
      continue;
    }
    byQuestion.set(answer.questionId, answer);
  }
  for (const question of questionnaire.questions) {
    const answer = byQuestion.get(question.id);
    const wrong = answer ? misfit(question, answer) : null;
    if (wrong) issues.push({ path: `answers.${question.id}`, code: 'custom', message: wrong });
    else if (complete && question.required && !isAnswered(question, answer)) {
      issues.push({ path: `answers.${question.id}`, code: 'custom', message: v.evaluationIncomplete });
    }
  }
  if (issues.length > 0) {
    const incomplete = issues.every((issue) => issue.message === v.evaluationIncomplete);
    throw new AppError(422, 'validation_failed', incomplete ? 'Bitte alle Felder ausfüllen' : 'Invalid answers', issues);
  }
  return questionnaire.questions.flatMap((question) => {
    const answer = byQuestion.get(question.id);
    return answer && isAnswered(question, answer) ? [answer] : [];
  });
}

/** The answer rows of one response (its id may be SQL when the response is inserted in the same batch). */
export const answerRows = (responseId: number | SQL, answers: AnswerInput[]) =>
  answers.map((answer) => ({
    responseId: responseId as number,
    questionId: answer.questionId,
    rating: answer.rating ?? null,
    choices: answer.choices?.length ? answer.choices : null,
    text: answer.text || null,
  }));
