import { and, eq, inArray, sql } from 'drizzle-orm';
import { coachRequests, users } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded } from '../../lib/batch-guard';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { verifyLink } from '../../lib/signed-links';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import type { AnswerBody, OwnCoachRequest } from '../../contract/staffing/staffing.schemas';
import { invalidTransition } from './staffing.shared';
import { loadGroup } from '../workshops/workshops.queries';

/** A coach can answer, and change the answer, until placed or until the request is withdrawn. */
const answerableStates = ['new-request', 'approved', 'declined'] as const;

interface OwnRow {
  id: number;
  state: OwnCoachRequest['state'];
  message: string | null;
  answer_message: string | null;
  requested_at: number;
  answered_at: number | null;
  updated_at: number;
  workshop_id: number;
  workshop_state: OwnCoachRequest['workshop']['state'];
  series_id: number | null;
  title: string;
  subject: string | null;
  language: OwnCoachRequest['workshop']['language'];
  date: string;
  start_time: string;
  end_time: string;
  institute: string;
  location: string;
  grade: string | null;
  number_participants: number | null;
}

/** A coach's requests from today on (or one request), with the workshop in the coach's language. */
function ownRowsQuery(coachId: number, language: UiLanguage, requestId?: number) {
  const only = requestId === undefined ? sql`w.date >= ${todayInZurich()}` : sql`r.id = ${requestId}`;
  return sql`
    SELECT r.id, r.state, r.message, r.answer_message, r.created_at AS requested_at, r.answered_at, r.updated_at,
      w.id AS workshop_id, w.state AS workshop_state, w.series_id, w.language, w.date, w.start_time, w.end_time,
      w.institute, w.location, w.number_participants,
      coalesce((SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}),
               (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = 'de'), '') AS title,
      (SELECT coalesce(st.name, sd.name) FROM offered_workshops o
         LEFT JOIN subject_translations st ON st.subject_id = o.subject_id AND st.language = ${language}
         LEFT JOIN subject_translations sd ON sd.subject_id = o.subject_id AND sd.language = 'de'
         WHERE o.id = w.offered_workshop_id) AS subject,
      (SELECT coalesce(gt.name, gd.name) FROM grade_translations gd
         LEFT JOIN grade_translations gt ON gt.grade_id = gd.grade_id AND gt.language = ${language}
         WHERE gd.grade_id = w.grade_id AND gd.language = 'de') AS grade
    FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id
    WHERE r.coach_id = ${coachId} AND ${only}
    ORDER BY w.date, w.start_time, r.id`;
}

/** A series is asked and answered as one: the coach sees it once, at its first date, listing the other dates. */
function groupBySeries<Row extends { series_id: number | null; workshop_id: number }>(rows: Row[]): Row[][] {
  const bySeries = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.series_id ? `s${row.series_id}` : `w${row.workshop_id}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), row]);
  }
  return [...bySeries.values()];
}

function toOwnRequests(rows: OwnRow[]): OwnCoachRequest[] {
  const items = groupBySeries(rows).map(([first, ...rest]) => ({
    id: first!.id,
    state: first!.state,
    message: first!.message,
    answer_message: first!.answer_message,
    requested_at: first!.requested_at,
    answered_at: first!.answered_at,
    updated_at: first!.updated_at,
    workshop: {
      id: first!.workshop_id,
      state: first!.workshop_state,
      title: first!.title,
      subject: first!.subject,
      language: first!.language,
      date: first!.date,
      start_time: first!.start_time,
      end_time: first!.end_time,
      institute: first!.institute,
      location: first!.location,
      grade: first!.grade,
      number_participants: first!.number_participants,
      series_dates: rest.map((row) => row.date),
    },
  }));
  const open = (item: OwnCoachRequest) => (item.state === 'new-request' ? 0 : 1);
  return items.sort((a, b) => open(a) - open(b) || a.workshop.date.localeCompare(b.workshop.date));
}

/**
 * The coach's unanswered requests as `GET coaches/requests` lists them (from today on, a series once): the number on
 * the coach's menu badge.
 */
export async function openRequestCount(db: Database, coachId: number): Promise<number> {
  const rows = await db.all<Pick<OwnRow, 'state' | 'workshop_id' | 'series_id'>>(
    sql`SELECT r.state, w.id AS workshop_id, w.series_id FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id
        WHERE r.coach_id = ${coachId} AND w.date >= ${todayInZurich()}
        ORDER BY w.date, w.start_time, r.id`,
  );
  return groupBySeries(rows).filter(([first]) => first!.state === 'new-request').length;
}

/** `GET coaches/requests`: the coach's requests for workshops from today on, open ones first. */
export async function ownRequests(db: Database, coach: SessionUser): Promise<OwnCoachRequest[]> {
  return toOwnRequests(await db.all<OwnRow>(ownRowsQuery(coach.id, coach.language)));
}

async function ownRequest(db: Database, coachId: number, requestId: number, language: UiLanguage): Promise<OwnCoachRequest> {
  const [row] = await db.all<OwnRow>(ownRowsQuery(coachId, language, requestId));
  if (!row) throw notFound('Coach request');
  const series = row.series_id
    ? await db.all<{ date: string }>(
        sql`SELECT w.date FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id
            WHERE r.coach_id = ${coachId} AND w.series_id = ${row.series_id} AND w.id <> ${row.workshop_id} ORDER BY w.date`,
      )
    : [];
  const [item] = toOwnRequests([row]);
  return { ...item!, workshop: { ...item!.workshop, series_dates: series.map((s) => s.date) } };
}

/**
 * `PUT coaches/requests/{id}`: the coach answers available (approved) or not (declined), for the whole series.
 * The answer can change until the coach is placed or the request is withdrawn.
 */
export async function answerRequest(db: Database, coachId: number, requestId: number, body: AnswerBody) {
  const [request] = await db
    .select()
    .from(coachRequests)
    .where(and(eq(coachRequests.id, requestId), eq(coachRequests.coachId, coachId)))
    .limit(1);
  if (!request) throw notFound('Coach request');
  const { group, ids } = await loadGroup(db, request.workshopId);
  if (!(answerableStates as readonly string[]).includes(request.state)) {
    throw invalidTransition(`A request in state ${request.state} cannot be answered`);
  }
  if (group.some((w) => w.state === 'cancelled')) throw invalidTransition('The workshop is cancelled');
  const now = nowSeconds();
  // Placed, withdrawn or cancelled while the coach was answering: the answer is refused rather than lost.
  const stillAnswerable = sql`(SELECT state FROM coach_requests WHERE id = ${request.id}) IN ${answerableStates}
    AND NOT EXISTS (SELECT 1 FROM workshops WHERE ${inList(sql`id`, ids)} AND state = 'cancelled')`;
  const answered = db.batch([
    batchGuard(db, stillAnswerable),
    db
      .update(coachRequests)
      .set({ state: body.answer, answerMessage: body.comment || null, answeredAt: now, updatedAt: now })
      .where(
        and(
          inArray(coachRequests.workshopId, ids),
          eq(coachRequests.coachId, coachId),
          inArray(coachRequests.state, answerableStates),
        ),
      ),
    auditInsert(db, {
      actorUserId: coachId,
      action: `coach_request.${body.answer}`,
      entityType: 'coach_request',
      entityId: request.id,
    }),
  ]);
  await guarded(answered, () => invalidTransition('The request can no longer be answered'));
  const [coach] = await db.select({ language: users.language }).from(users).where(eq(users.id, coachId));
  return ownRequest(db, coachId, request.id, coach?.language ?? 'de');
}

/** The request a signed mail link stands for: the coach's request for the series' first workshop. */
async function linkTarget(db: Database, env: Env, token: string) {
  const payload = await verifyLink(env, 'coach-request', token);
  const workshopId = Number(payload.sub);
  const coachId = Number(payload.coach);
  if (!Number.isInteger(workshopId) || !Number.isInteger(coachId))
    throw new AppError(400, 'token_invalid', 'The link is invalid or has expired');
  const [request] = await db
    .select({ id: coachRequests.id })
    .from(coachRequests)
    .where(and(eq(coachRequests.workshopId, workshopId), eq(coachRequests.coachId, coachId)));
  if (!request) throw notFound('Coach request');
  return { requestId: request.id, coachId };
}

/** `GET coaches/requests/link/{token}`: the request behind the signed link of its mail. */
export async function requestByLink(db: Database, env: Env, token: string) {
  const { requestId, coachId } = await linkTarget(db, env, token);
  const [coach] = await db.select({ language: users.language, state: users.state }).from(users).where(eq(users.id, coachId));
  if (!coach || coach.state === 'inactive') throw notFound('Coach request');
  return ownRequest(db, coachId, requestId, coach.language);
}

/** `POST coaches/requests/link/{token}`: answers through the signed link (no sign-in). */
export async function answerByLink(db: Database, env: Env, token: string, body: AnswerBody) {
  const { requestId, coachId } = await linkTarget(db, env, token);
  const [coach] = await db.select({ state: users.state }).from(users).where(eq(users.id, coachId));
  if (!coach || coach.state === 'inactive') throw notFound('Coach request');
  return answerRequest(db, coachId, requestId, body);
}
