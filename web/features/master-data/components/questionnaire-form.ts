import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  uiLanguages,
  type EvaluationQuestionnaire,
  type QuestionnaireBody,
  type QuestionnaireEditor,
  type QuestionnaireValues,
  type QuestionType,
  type UiLanguage,
} from '@/lib/contract';
import { isChoiceType, QuestionnaireBodySchema } from '@/lib/schemas';

type PerLanguage<T> = Record<UiLanguage, T>;

/** One question in the editor: always with option lists, so switching the type back and forth keeps what was typed. */
export interface QuestionDraftInput {
  key: string;
  type: QuestionType;
  required: boolean;
  text: PerLanguage<string>;
  options: PerLanguage<string[]>;
}

export interface QuestionnaireFormInput {
  baseVersion: number;
  questions: QuestionDraftInput[];
}

const perLanguage = <T>(value: (language: UiLanguage) => T) =>
  Object.fromEntries(uiLanguages.map((code) => [code, value(code)])) as PerLanguage<T>;

export const optionsWithRows = (rows: number) => perLanguage(() => Array.from({ length: rows }, () => ''));

/** A new question: a rating with a key not yet used in the questionnaire. */
export function newQuestion(questions: QuestionDraftInput[]): QuestionDraftInput {
  const keys = new Set(questions.map((question) => question.key));
  let n = questions.length + 1;
  while (keys.has(`question_${n}`)) n += 1;
  return { key: `question_${n}`, type: 'rating', required: true, text: perLanguage(() => ''), options: optionsWithRows(0) };
}

export const formValuesOf = (editor: QuestionnaireEditor): QuestionnaireFormInput => ({
  baseVersion: editor.version,
  questions: editor.questions.map(({ key, type, required, text, options }) => ({
    key,
    type,
    required,
    text: { ...text },
    options: perLanguage((language) => [...options[language]]),
  })),
});

/** What is sent: options only for the choice types. */
export const toBody = (values: QuestionnaireFormInput): QuestionnaireBody => ({
  baseVersion: values.baseVersion,
  questions: values.questions.map((question) => ({
    ...question,
    options: isChoiceType(question.type) ? question.options : optionsWithRows(0),
  })),
});

const schemaResolver = zodResolver(QuestionnaireBodySchema);

/** The server's schema on what would be sent, so the errors land on the same paths as a 422's. */
export const questionnaireResolver: Resolver<QuestionnaireFormInput, unknown, QuestionnaireValues> = (values, context, options) =>
  (schemaResolver as unknown as Resolver<QuestionnaireBody, unknown, QuestionnaireValues>)(
    toBody(values),
    context,
    options as never,
  ) as never;

/** The questionnaire as one language shows it, for the preview (unsaved questions get their position as id). */
export function previewOf(
  values: QuestionnaireFormInput,
  editor: QuestionnaireEditor,
  language: UiLanguage,
): EvaluationQuestionnaire {
  return {
    id: editor.id,
    kind: editor.kind,
    version: editor.version + 1,
    language,
    questions: values.questions.map((question, index) => ({
      id: index + 1,
      key: question.key,
      type: question.type,
      required: question.required,
      text: question.text[language],
      options: isChoiceType(question.type) ? question.options[language] : [],
    })),
  };
}
