import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { evaluationResponses, evaluations, users, workshops } from '../../db/schema';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded } from '../../lib/batch-guard';
import { addCoachTotals } from './evaluation-totals';
import { addRatingTotals } from './rating-totals';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import { mailRecipientColumns } from '../../mail/addressee';
import { formatDate, greeting } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { evaluationSentBack } from '../../mail/templates/evaluation-sent-back';
import {
  coachEvaluationFor,
  coachUser,
  fullName,
  workshopColumns,
  workshopOf,
  workshopTitleIn,
} from './coach-evaluations.shared';
import type { EvaluationDetail, ToValidateList } from '../../contract/evaluations/coach-evaluations.schemas';
import { evaluationDetail } from './evaluations.service';

const pendingByCoach = and(eq(evaluations.kind, 'by_coach'), eq(evaluations.state, 'pending'));

/** `GET /evaluations/to-validate`: the coaches' submitted evaluations, the longest waiting first. */
export async function evaluationsToValidate(
  db: Database,
  viewer: SessionUser,
  page: { page: number; per_page: number },
): Promise<ToValidateList> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: evaluations.id,
        coachId: coachUser.id,
        coachFirstname: coachUser.firstname,
        coachLastname: coachUser.lastname,
        submittedAt: evaluations.submittedAt,
        returnedAt: evaluations.returnedAt,
        ...workshopColumns(viewer.language),
      })
      .from(evaluations)
      .innerJoin(workshops, eq(workshops.id, evaluations.workshopId))
      .innerJoin(coachUser, eq(coachUser.id, evaluations.coachId))
      .where(pendingByCoach)
      .orderBy(asc(evaluations.submittedAt), asc(evaluations.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ count: count() }).from(evaluations).where(pendingByCoach),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      coach: { id: row.coachId, name: fullName(row.coachFirstname, row.coachLastname) },
      workshop: workshopOf(row),
      submitted_at: row.submittedAt,
      returned_at: row.returnedAt,
    })),
    total: total?.count ?? 0,
    page: page.page,
    per_page: page.per_page,
  };
}

const notPending = (state: string) =>
  new AppError(
    409,
    'invalid_transition',
    `Only an evaluation waiting for validation can be validated or sent back (it is ${state})`,
  );

/** The state now, to say why a transition was refused (also when a guard found it changed meanwhile). */
async function refusal(db: Database, id: number) {
  const [row] = await db.select({ state: evaluations.state }).from(evaluations).where(eq(evaluations.id, id));
  return notPending(row?.state ?? 'gone');
}

const stillPending = (id: number) => sql`(SELECT state FROM evaluations WHERE id = ${id}) = 'pending'`;

/** `POST /evaluations/{id}/set-validated`: pending -> completed ("Validated successfully"). */
export async function setValidated(db: Database, staff: SessionUser, id: number): Promise<EvaluationDetail> {
  const row = await coachEvaluationFor(db, staff, id);
  if (row.state !== 'pending') throw notPending(row.state);
  const now = nowSeconds();
  await guarded(
    db.batch([
      batchGuard(db, stillPending(id)),
      db
        .update(evaluations)
        .set({ state: 'completed', validatedAt: now, validatedById: staff.id, updatedAt: now })
        .where(and(eq(evaluations.id, id), eq(evaluations.state, 'pending'))),
      addRatingTotals(db, sql`r.evaluation_id = ${id}`),
      addCoachTotals(db, sql`e.id = ${id}`),
      auditInsert(db, { actorUserId: staff.id, action: 'evaluation.validated', entityType: 'evaluation', entityId: id }),
    ]),
    () => refusal(db, id),
  );
  return evaluationDetail(db, staff, id);
}

/** The coach of an evaluation as a mail needs them: address, language, name and salutation, the workshop. */
async function coachToNotify(db: Database, id: number) {
  const [coach] = await db
    .select({ ...mailRecipientColumns, workshopId: workshops.id })
    .from(evaluations)
    .innerJoin(users, eq(users.id, evaluations.coachId))
    .innerJoin(workshops, eq(workshops.id, evaluations.workshopId))
    .where(eq(evaluations.id, id));
  if (!coach) throw notFound('Evaluation');
  const [workshop] = await db
    .select({ date: workshops.date, title: workshopTitleIn(coach.language) })
    .from(workshops)
    .where(eq(workshops.id, coach.workshopId));
  return { coach, workshop: workshop! };
}

/**
 * `POST /evaluations/{id}/send-back`: pending -> open with the associate's comment, mailed to the coach in their
 * language. The coach's answers become their draft again; the 7-day reminder counts anew from now.
 */
export async function sendBack(
  db: Database,
  env: Env,
  staff: SessionUser,
  id: number,
  comment: string,
): Promise<EvaluationDetail> {
  const row = await coachEvaluationFor(db, staff, id);
  if (row.state !== 'pending') throw notPending(row.state);
  const { coach, workshop } = await coachToNotify(db, id);
  const mail = renderMail(evaluationSentBack, coach.language, {
    greeting: greeting(coach.language, coach),
    title: workshop.title,
    date: formatDate(workshop.date, coach.language),
    comment,
    evaluationUrl: appLink(env, coach.language, `/manager/evaluations/${id}`),
  });
  const now = nowSeconds();
  await guarded(
    commitWithMail(
      db,
      env,
      [
        batchGuard(db, stillPending(id)),
        db
          .update(evaluations)
          .set({ state: 'open', reviewComment: comment, returnedAt: now, submittedAt: null, remindedAt: null, updatedAt: now })
          .where(and(eq(evaluations.id, id), eq(evaluations.state, 'pending'))),
        db
          .update(evaluationResponses)
          .set({ submittedAt: null, updatedAt: now })
          .where(and(eq(evaluationResponses.evaluationId, id), isNull(evaluationResponses.deviceHash))),
        auditInsert(db, {
          actorUserId: staff.id,
          action: 'evaluation.sent_back',
          entityType: 'evaluation',
          entityId: id,
          details: { comment },
        }),
      ],
      [{ ...mail, recipient: coach.email, recipientUserId: coach.id }],
    ),
    () => refusal(db, id),
  );
  return evaluationDetail(db, staff, id);
}
