import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { evaluationAnswers, evaluationResponses, evaluations, workshops } from '../../db/schema';
import type { EvaluationState } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded } from '../../lib/batch-guard';
import type { Database } from '../../lib/env';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import { answerRows, checkAnswers, currentQuestionnaireIds, loadQuestionnaire } from './answers';
import {
  alreadySubmitted,
  coachEvaluationFor,
  draftResponseId,
  fullName,
  savedAnswers,
  workshopColumns,
  workshopOf,
} from './coach-evaluations.shared';
import type { EvaluationDetail, OwnEvaluation, SaveEvaluationBody } from '../../contract/evaluations/coach-evaluations.schemas';

/** Open ones first (to do), then those waiting for validation, then the validated ones; recent workshops first. */
const stateOrder = sql`CASE ${evaluations.state} WHEN 'open' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END`;

/** `GET /evaluations`: the coach's own evaluations of the workshops they gave. */
export async function ownEvaluations(db: Database, coach: SessionUser, state?: EvaluationState): Promise<OwnEvaluation[]> {
  const rows = await db
    .select({
      id: evaluations.id,
      state: evaluations.state,
      sentAt: evaluations.sentAt,
      submittedAt: evaluations.submittedAt,
      validatedAt: evaluations.validatedAt,
      reviewComment: evaluations.reviewComment,
      returnedAt: evaluations.returnedAt,
      ...workshopColumns(coach.language),
    })
    .from(evaluations)
    .innerJoin(workshops, eq(workshops.id, evaluations.workshopId))
    .where(
      and(eq(evaluations.kind, 'by_coach'), eq(evaluations.coachId, coach.id), state ? eq(evaluations.state, state) : undefined),
    )
    .orderBy(stateOrder, desc(workshops.date), desc(workshops.startTime), asc(evaluations.id));
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    workshop: workshopOf(row),
    sent_at: row.sentAt,
    submitted_at: row.submittedAt,
    validated_at: row.validatedAt,
    review_comment: row.reviewComment,
    returned_at: row.returnedAt,
  }));
}

async function questionnaireIdOf(db: Database, questionnaireId: number | null): Promise<number> {
  // Rows written before migration 0011 got version 1; a missing id falls back to the current by_coach version.
  return questionnaireId ?? (await currentQuestionnaireIds(db)).get('by_coach')!;
}

/** `GET /evaluations/{id}`: the questionnaire in the reader's language and the saved answers. */
export async function evaluationDetail(db: Database, viewer: SessionUser, id: number): Promise<EvaluationDetail> {
  const row = await coachEvaluationFor(db, viewer, id);
  const [questionnaire, answers] = await Promise.all([
    loadQuestionnaire(db, await questionnaireIdOf(db, row.questionnaireId), viewer.language),
    savedAnswers(db, id),
  ]);
  return {
    id: row.id,
    state: row.state,
    workshop: workshopOf(row),
    coach: { id: row.coachId!, name: fullName(row.coachFirstname, row.coachLastname) },
    questionnaire,
    answers,
    sent_at: row.sentAt,
    submitted_at: row.submittedAt,
    review_comment: row.reviewComment,
    returned_at: row.returnedAt,
    validated_at: row.validatedAt,
    validated_by: row.validatorFirstname === null ? null : fullName(row.validatorFirstname, row.validatorLastname),
  };
}

/**
 * `PUT /evaluations/{id}` by the coach who owns it, while it is open: the answers replace the draft; with `submit`
 * every required question must be answered and the evaluation goes to `pending`. One batch, guarded: a save or
 * submit racing another submit (or a validation) finds it no longer open and answers 409 `already_submitted`.
 */
export async function saveEvaluation(db: Database, coach: SessionUser, id: number, body: SaveEvaluationBody) {
  const row = await coachEvaluationFor(db, coach, id);
  if (row.state !== 'open') throw alreadySubmitted();
  const questionnaire = await loadQuestionnaire(db, await questionnaireIdOf(db, row.questionnaireId), coach.language);
  const answers = checkAnswers(questionnaire, body.answers, body.submit);
  const now = nowSeconds();
  const draft = draftResponseId(id);
  const stillOpen = and(eq(evaluations.id, id), eq(evaluations.state, 'open'));
  const statements = [
    batchGuard(db, sql`(SELECT state FROM evaluations WHERE id = ${id}) = 'open'`),
    db.insert(evaluationResponses).values({ evaluationId: id, deviceHash: null }).onConflictDoNothing(),
    db.delete(evaluationAnswers).where(eq(evaluationAnswers.responseId, draft)),
    ...(answers.length > 0 ? [db.insert(evaluationAnswers).values(answerRows(draft, answers))] : []),
    db
      .update(evaluationResponses)
      .set({ submittedAt: body.submit ? now : null, updatedAt: now })
      .where(and(eq(evaluationResponses.evaluationId, id), isNull(evaluationResponses.deviceHash))),
    body.submit
      ? db.update(evaluations).set({ state: 'pending', submittedAt: now, updatedAt: now }).where(stillOpen)
      : db.update(evaluations).set({ updatedAt: now }).where(stillOpen),
    ...(body.submit
      ? [auditInsert(db, { actorUserId: coach.id, action: 'evaluation.submitted', entityType: 'evaluation', entityId: id })]
      : []),
  ] as const;
  await guarded(db.batch(statements), alreadySubmitted);
  return evaluationDetail(db, coach, id);
}
