import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { evaluationAnswers, evaluationResponses, evaluations, users, workshops, type UiLanguage } from '../../db/schema';
import type { Database } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { AnswerInput } from '../../contract/evaluations/evaluations.schemas';
import type { EvaluationWorkshop } from '../../contract/evaluations/coach-evaluations.schemas';

export const coachUser = alias(users, 'coach');
export const validator = alias(users, 'validator');

/** The offered workshop's title in `language`, German when it lacks one. */
export const workshopTitleIn = (language: UiLanguage) => sql<string>`coalesce(
  (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = ${workshops.offeredWorkshopId} AND t.language = ${language}),
  (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = ${workshops.offeredWorkshopId} AND t.language = 'de'),
  '')`;

/** Columns for `EvaluationWorkshop`, to select with `workshops` joined. */
export const workshopColumns = (language: UiLanguage) => ({
  workshopId: workshops.id,
  date: workshops.date,
  startTime: workshops.startTime,
  endTime: workshops.endTime,
  institute: workshops.institute,
  title: workshopTitleIn(language),
});

type WorkshopRow = { workshopId: number; date: string; startTime: string; endTime: string; institute: string; title: string };

export const workshopOf = (row: WorkshopRow): EvaluationWorkshop => ({
  id: row.workshopId,
  date: row.date,
  start_time: row.startTime,
  end_time: row.endTime,
  institute: row.institute,
  title: row.title,
});

export const fullName = (firstname: string | null, lastname: string | null) => `${firstname ?? ''} ${lastname ?? ''}`.trim();

export const alreadySubmitted = () => new AppError(409, 'already_submitted', 'Evaluation already submitted');

/**
 * A by_coach evaluation as `viewer` may see it: the coach only their own, staff any. Someone else's, and the public
 * kinds, are "not found" here.
 */
export async function coachEvaluationFor(db: Database, viewer: SessionUser, id: number) {
  const [row] = await db
    .select({
      id: evaluations.id,
      state: evaluations.state,
      coachId: evaluations.coachId,
      questionnaireId: evaluations.questionnaireId,
      sentAt: evaluations.sentAt,
      submittedAt: evaluations.submittedAt,
      validatedAt: evaluations.validatedAt,
      reviewComment: evaluations.reviewComment,
      returnedAt: evaluations.returnedAt,
      coachFirstname: coachUser.firstname,
      coachLastname: coachUser.lastname,
      validatorFirstname: validator.firstname,
      validatorLastname: validator.lastname,
      ...workshopColumns(viewer.language),
    })
    .from(evaluations)
    .innerJoin(workshops, eq(workshops.id, evaluations.workshopId))
    .innerJoin(coachUser, eq(coachUser.id, evaluations.coachId))
    .leftJoin(validator, eq(validator.id, evaluations.validatedById))
    .where(and(eq(evaluations.id, id), eq(evaluations.kind, 'by_coach')));
  if (!row || (viewer.role === 'coach' && row.coachId !== viewer.id)) throw notFound('Evaluation');
  return row;
}

/** The single (device-less) response of a coach's evaluation: its id as SQL, for statements in the same batch. */
export const draftResponseId = (evaluationId: number) =>
  sql`(SELECT id FROM evaluation_responses WHERE evaluation_id = ${evaluationId} AND device_hash IS NULL)`;

/** The saved answers (draft or submitted) of a coach's evaluation, in question order. */
export async function savedAnswers(db: Database, evaluationId: number): Promise<AnswerInput[]> {
  const rows = await db
    .select({
      questionId: evaluationAnswers.questionId,
      rating: evaluationAnswers.rating,
      choices: evaluationAnswers.choices,
      text: evaluationAnswers.text,
    })
    .from(evaluationAnswers)
    .innerJoin(evaluationResponses, eq(evaluationResponses.id, evaluationAnswers.responseId))
    .where(and(eq(evaluationResponses.evaluationId, evaluationId), isNull(evaluationResponses.deviceHash)))
    .orderBy(evaluationAnswers.questionId);
  return rows;
}
