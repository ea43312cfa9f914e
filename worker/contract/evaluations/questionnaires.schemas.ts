import { z } from 'zod';
import { evaluationKinds, questionTypes, uiLanguages, type QuestionType } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { idField, requiredString } from '../lib/validation';

/*
 * Questionnaires in master data (decision 019): the editor reads and writes a whole version with every question in
 * all four languages. A version is never changed: saving writes the next one.
 */

export const QUESTIONS_MAX = 20;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 10;
export const QUESTION_TEXT_MAX = 300;
export const OPTION_TEXT_MAX = 120;
/** Stable across versions: the statistics group answers by kind and key. */
export const questionKeyPattern = /^[a-z][a-z0-9_]{1,39}$/;

export const choiceTypes: readonly QuestionType[] = ['single_choice', 'multiple_choice'];
export const isChoiceType = (type: QuestionType) => choiceTypes.includes(type);

const perLanguage = <T extends z.ZodType>(field: () => T) => z.object({ de: field(), fr: field(), it: field(), en: field() });

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * Choice types take 2–10 options, as many in every language; the others none. Runs even when other fields failed
 * (`when`), so the editor shows every problem at once: the values may be partly invalid here.
 */
function checkOptions(question: { type: unknown; options?: Partial<Record<string, unknown>> }, ctx: z.RefinementCtx) {
  const lists = uiLanguages.map((language) => question.options?.[language]);
  const counts = new Set(lists.map((list) => (Array.isArray(list) ? list.length : 0)));
  if (!isChoiceType(question.type as QuestionType)) {
    if (!counts.has(0) || counts.size > 1) ctx.addIssue({ code: 'custom', path: ['options'], message: v.choiceInvalid });
    return;
  }
  const [count = 0] = counts;
  if (counts.size > 1 || count < OPTIONS_MIN || count > OPTIONS_MAX) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: v.optionsCount });
  }
}

/** A key used twice in one version: the second one is marked. */
function checkUniqueKeys(body: { questions: unknown }, ctx: z.RefinementCtx) {
  if (!Array.isArray(body.questions)) return;
  const seen = new Set<unknown>();
  body.questions.forEach((question: { key?: unknown } | null, index) => {
    const key = question?.key;
    if (typeof key !== 'string') return;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['questions', index, 'key'], message: v.codeTaken });
    seen.add(key);
  });
}

const optionList = () => z.array(requiredString(OPTION_TEXT_MAX)).max(OPTIONS_MAX, v.optionsCount);

export const QuestionDraftSchema = z
  .object({
    key: z.string({ error: v.required }).min(1, v.required).regex(questionKeyPattern, v.questionKeyInvalid),
    type: z.enum(questionTypes, { error: v.choiceInvalid }),
    required: z.boolean({ error: v.required }),
    text: perLanguage(() => requiredString(QUESTION_TEXT_MAX)),
    /** The option labels per language, in the same order (choice types only; answers store option indexes). */
    options: perLanguage(optionList).optional(),
  })
  .superRefine(checkOptions, { when: isObject })
  .meta({ id: 'QuestionnaireQuestionDraft' });
export type QuestionDraft = z.output<typeof QuestionDraftSchema>;

export const QuestionnaireBodySchema = z
  .object({
    /** The version the editor started from; saving answers 409 `conflict` when it is no longer the current one. */
    baseVersion: idField(),
    questions: z.array(QuestionDraftSchema).min(1, v.tooShort).max(QUESTIONS_MAX, v.tooLong),
  })
  .superRefine(checkUniqueKeys, { when: isObject })
  .meta({ id: 'QuestionnaireBody' });
export type QuestionnaireBody = z.input<typeof QuestionnaireBodySchema>;
export type QuestionnaireValues = z.output<typeof QuestionnaireBodySchema>;

const wordings = perLanguage(() => z.string());
const optionLists = perLanguage(() => z.array(z.string()));

/** A question of a version with its wording and options in every language. */
export const EditableQuestionSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    type: z.enum(questionTypes),
    required: z.boolean(),
    text: wordings,
    options: optionLists,
  })
  .meta({ id: 'QuestionnaireEditableQuestion' });
export type EditableQuestion = z.infer<typeof EditableQuestionSchema>;

/** A version without its questions: when and by whom it was written, how many evaluations were given with it. */
export const QuestionnaireVersionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(evaluationKinds),
    version: z.number().int(),
    /** Unix seconds. */
    createdAt: z.number().int(),
    /** The author's name; null for version 1 (written by the migration) or a deleted account. */
    createdBy: z.string().nullable(),
    /** Evaluations given with this version. */
    usedBy: z.number().int(),
  })
  .meta({ id: 'QuestionnaireVersion' });
export type QuestionnaireVersion = z.infer<typeof QuestionnaireVersionSchema>;

export const QuestionnaireEditorSchema = QuestionnaireVersionSchema.extend({
  questions: z.array(EditableQuestionSchema),
}).meta({ id: 'QuestionnaireEditor' });
export type QuestionnaireEditor = z.infer<typeof QuestionnaireEditorSchema>;

export const QuestionnaireEditorListSchema = z.array(QuestionnaireEditorSchema).meta({ id: 'QuestionnaireEditorList' });
export const QuestionnaireVersionListSchema = z.array(QuestionnaireVersionSchema).meta({ id: 'QuestionnaireVersionList' });

export const QuestionnaireKindParams = z.object({ kind: z.enum(evaluationKinds, { error: v.choiceInvalid }) });
