import type { EvaluationAnswer, EvaluationQuestion, EvaluationQuestionnaire } from '@/lib/contract';
import type { QuestionnaireFormValues } from './questionnaire-fields';

type Value = QuestionnaireFormValues['answers'][string];

const valueOf = (question: EvaluationQuestion, answer: EvaluationAnswer | undefined): Value => {
  if (!answer) return question.type === 'multiple_choice' ? [] : question.type === 'text' ? '' : null;
  switch (question.type) {
    case 'rating':
      return answer.rating ?? null;
    case 'single_choice':
      return answer.choices?.[0] ?? null;
    case 'multiple_choice':
      return answer.choices ?? [];
    case 'text':
      return answer.text ?? '';
  }
};

/** The form's starting values: saved answers where there are some, empty fields elsewhere. */
export function formValuesFrom(
  questionnaire: EvaluationQuestionnaire,
  answers: EvaluationAnswer[] = [],
): QuestionnaireFormValues {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return {
    answers: Object.fromEntries(questionnaire.questions.map((q) => [String(q.id), valueOf(q, byQuestion.get(q.id))])),
  };
}

const isEmpty = (value: Value | undefined) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The answers to send: one per question that has a value. */
export function answersFrom(questionnaire: EvaluationQuestionnaire, values: QuestionnaireFormValues): EvaluationAnswer[] {
  return questionnaire.questions.flatMap((question): EvaluationAnswer[] => {
    const value = values.answers[String(question.id)];
    if (isEmpty(value)) return [];
    switch (question.type) {
      case 'rating':
        return [{ questionId: question.id, rating: Number(value) }];
      case 'single_choice':
        return [{ questionId: question.id, choices: [Number(value)] }];
      case 'multiple_choice':
        return [{ questionId: question.id, choices: (value as number[]).map(Number) }];
      case 'text':
        return [{ questionId: question.id, text: String(value).trim() }];
    }
  });
}

/** The required questions still unanswered ('Bitte alle Felder ausfüllen' on submit). */
export const unansweredRequired = (questionnaire: EvaluationQuestionnaire, values: QuestionnaireFormValues) =>
  questionnaire.questions.filter(
    (question) =>
      question.required &&
      (isEmpty(values.answers[String(question.id)]) ||
        (question.type === 'text' && String(values.answers[String(question.id)]).trim() === '')),
  );
