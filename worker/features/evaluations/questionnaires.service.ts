import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import {
  evaluationQuestionnaires,
  evaluationQuestions,
  evaluationQuestionTranslations,
  users,
  type EvaluationKind,
} from '../../db/schema';
import { evaluationKinds, uiLanguages } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { changedMeanwhile, isUniqueViolation } from '../../lib/batch-guard';
import { validationKeys as v } from '../../contract/lib/codes';
import type { Database } from '../../lib/env';
import { AppError, notFound, type FieldIssue } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { currentQuestionnaireIds, questionWordingColumns } from './answers';
import type {
  EditableQuestion,
  QuestionDraft,
  QuestionnaireEditor,
  QuestionnaireValues,
  QuestionnaireVersion,
} from '../../contract/evaluations/questionnaires.schemas';
import { isChoiceType } from '../../contract/evaluations/questionnaires.schemas';

const versionColumns = {
  id: evaluationQuestionnaires.id,
  kind: evaluationQuestionnaires.kind,
  version: evaluationQuestionnaires.version,
  createdAt: evaluationQuestionnaires.createdAt,
  createdBy: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
  usedBy: sql<number>`(SELECT count(*) FROM evaluations e WHERE e.questionnaire_id = ${evaluationQuestionnaires.id})`,
};

const versionsQuery = (db: Database) =>
  db.select(versionColumns).from(evaluationQuestionnaires).leftJoin(users, eq(users.id, evaluationQuestionnaires.createdById));

/** The questions of the versions, each with its wording and options in every language, in position order. */
async function questionsOf(db: Database, questionnaireIds: number[]): Promise<Map<number, EditableQuestion[]>> {
  const rows = await db
    .select({ questionnaireId: evaluationQuestions.questionnaireId, ...questionWordingColumns })
    .from(evaluationQuestions)
    .leftJoin(evaluationQuestionTranslations, eq(evaluationQuestionTranslations.questionId, evaluationQuestions.id))
    .where(inArray(evaluationQuestions.questionnaireId, questionnaireIds))
    .orderBy(asc(evaluationQuestions.position), asc(evaluationQuestions.id));
  const byQuestion = new Map<number, EditableQuestion & { questionnaireId: number }>();
  for (const row of rows) {
    const question = byQuestion.get(row.id) ?? {
      questionnaireId: row.questionnaireId,
      id: row.id,
      key: row.key,
      type: row.type,
      required: row.required,
      text: { de: '', fr: '', it: '', en: '' },
      options: { de: [], fr: [], it: [], en: [] },
    };
    if (row.language) {
      question.text[row.language] = row.text ?? '';
      question.options[row.language] = row.options ?? [];
    }
    byQuestion.set(row.id, question);
  }
  const byQuestionnaire = new Map<number, EditableQuestion[]>();
  for (const { questionnaireId, ...question } of byQuestion.values()) {
    byQuestionnaire.set(questionnaireId, [...(byQuestionnaire.get(questionnaireId) ?? []), question]);
  }
  return byQuestionnaire;
}

async function editorsFor(db: Database, questionnaireIds: number[]): Promise<QuestionnaireEditor[]> {
  if (questionnaireIds.length === 0) return [];
  const versions = await versionsQuery(db).where(inArray(evaluationQuestionnaires.id, questionnaireIds));
  const questions = await questionsOf(db, questionnaireIds);
  return versions
    .sort((a, b) => evaluationKinds.indexOf(a.kind) - evaluationKinds.indexOf(b.kind))
    .map((version) => ({ ...version, questions: questions.get(version.id) ?? [] }));
}

/** The current (highest) version of each kind, with every question in all four languages, in kind order. */
export async function currentQuestionnaires(db: Database): Promise<QuestionnaireEditor[]> {
  return editorsFor(db, [...(await currentQuestionnaireIds(db)).values()]);
}

/** Every version of a kind, newest first, with its author and how many evaluations were given with it. */
export const questionnaireVersions = (db: Database, kind: EvaluationKind): Promise<QuestionnaireVersion[]> =>
  versionsQuery(db).where(eq(evaluationQuestionnaires.kind, kind)).orderBy(desc(evaluationQuestionnaires.version));

async function currentVersion(db: Database, kind: EvaluationKind): Promise<number> {
  const [row] = await db
    .select({ version: max(evaluationQuestionnaires.version) })
    .from(evaluationQuestionnaires)
    .where(eq(evaluationQuestionnaires.kind, kind));
  if (row?.version == null) throw notFound('Questionnaire');
  return row.version;
}

/**
 * A key keeps its meaning across versions (the statistics group by kind and key): one that an earlier version asked
 * with another type must not come back as this type.
 */
async function checkKeysKeepTheirType(db: Database, kind: EvaluationKind, questions: QuestionDraft[]) {
  const earlier = await db
    .selectDistinct({ key: evaluationQuestions.key, type: evaluationQuestions.type })
    .from(evaluationQuestions)
    .innerJoin(evaluationQuestionnaires, eq(evaluationQuestionnaires.id, evaluationQuestions.questionnaireId))
    .where(eq(evaluationQuestionnaires.kind, kind));
  const issues: FieldIssue[] = questions.flatMap((question, index) =>
    earlier.some((row) => row.key === question.key && row.type !== question.type)
      ? [{ path: `questions.${index}.type`, code: 'custom', message: v.questionTypeChanged }]
      : [],
  );
  if (issues.length > 0) {
    throw new AppError(422, 'validation_failed', 'A question key was used with another type before', issues);
  }
}

const conflict = () => changedMeanwhile('The questionnaire');

/** The statements that write one question of the new version with its four translations. */
function questionStatements(db: Database, kind: EvaluationKind, version: number, question: QuestionDraft, position: number) {
  const questionnaireId = sql`(SELECT id FROM evaluation_questionnaires WHERE kind = ${kind} AND version = ${version})`;
  const questionId = sql`(SELECT id FROM evaluation_questions WHERE questionnaire_id = ${questionnaireId} AND key = ${question.key})`;
  const choice = isChoiceType(question.type);
  return [
    db.insert(evaluationQuestions).values({
      questionnaireId: questionnaireId as unknown as number,
      position,
      key: question.key,
      type: question.type,
      required: question.required,
    }),
    db.insert(evaluationQuestionTranslations).values(
      uiLanguages.map((language) => ({
        questionId: questionId as unknown as number,
        language,
        text: question.text[language],
        options: choice ? (question.options?.[language] ?? []) : [],
      })),
    ),
  ] as const;
}

/**
 * Saves the questionnaire of a kind as version n+1 (n = `baseVersion`, which must still be the current one), all its
 * questions and translations in one batch. Two saves from the same base: the unique (kind, version) index refuses the
 * second, answered 409 `conflict`. Evaluations already created keep their version; new ones take this one.
 */
export async function saveQuestionnaire(
  db: Database,
  actor: SessionUser,
  kind: EvaluationKind,
  body: QuestionnaireValues,
): Promise<QuestionnaireEditor> {
  if ((await currentVersion(db, kind)) !== body.baseVersion) throw conflict();
  await checkKeysKeepTheirType(db, kind, body.questions);
  const version = body.baseVersion + 1;
  try {
    await db.batch([
      db.insert(evaluationQuestionnaires).values({ kind, version, createdById: actor.id }),
      ...body.questions.flatMap((question, index) => questionStatements(db, kind, version, question, index + 1)),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'evaluation_questionnaire.saved',
        entityType: 'evaluation_questionnaire',
        entityId: sql`(SELECT id FROM evaluation_questionnaires WHERE kind = ${kind} AND version = ${version})`,
        details: { kind, version, questions: body.questions.map((question) => question.key) },
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, 'evaluation_questionnaires.kind')) throw conflict();
    throw error;
  }
  const [saved] = await db
    .select({ id: evaluationQuestionnaires.id })
    .from(evaluationQuestionnaires)
    .where(and(eq(evaluationQuestionnaires.kind, kind), eq(evaluationQuestionnaires.version, version)));
  const [editor] = await editorsFor(db, [saved!.id]);
  return editor!;
}
