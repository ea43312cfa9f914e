import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { coachProfiles, coachRequests, users, workshops } from '../../db/schema';
import { appLink } from '../../lib/app-links';
import { validationKeys as v } from '../../contract/lib/codes';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { signLink } from '../../lib/signed-links';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import { mailRecipientColumns, type MailRecipient } from '../../mail/addressee';
import { greeting } from '../../mail/format';
import { formatDuration, languageName } from '../../mail/wording';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { wantsMail } from '../../mail/recipients';
import { renderMail } from '../../mail/render';
import { coachRequestMail, coachRequestWithdrawn } from '../../mail/templates/staffing';
import type { SessionUser } from '../../lib/session-user';
import { statesUnchanged } from '../workshops/workshops.states-sql';
import { assertWithinMax } from '../workload/workload.service';
import type { CoachRequest } from '../../contract/staffing/staffing.schemas';
import {
  assertStaffable,
  coachContact,
  coachesActive,
  invalidTransition,
  openRequestStates,
  slotLines,
  titlesOf,
  workshopAddress,
  workshopMails,
  type Statement,
  type Workshop,
} from './staffing.shared';
import { loadGroup } from '../workshops/workshops.queries';

const REQUEST_LINK_DAYS = 30;

/** The requests of one workshop, with the coaches' contacts; 404 for a workshop that does not exist. */
export async function workshopRequests(db: Database, workshopId: number): Promise<CoachRequest[]> {
  const [workshop] = await db.select({ id: workshops.id }).from(workshops).where(eq(workshops.id, workshopId));
  if (!workshop) throw notFound('Workshop');
  const rows = await db
    .select({ request: coachRequests, coach: coachContact })
    .from(coachRequests)
    .innerJoin(users, eq(users.id, coachRequests.coachId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(eq(coachRequests.workshopId, workshopId))
    .orderBy(asc(users.lastname), asc(users.firstname));
  return rows.map(({ request, coach }) => ({
    id: request.id,
    workshop_id: request.workshopId,
    coach,
    state: request.state,
    message: request.message,
    answer_message: request.answerMessage,
    requested_at: request.createdAt,
    answered_at: request.answeredAt,
    updated_at: request.updatedAt,
  }));
}

/**
 * The answer link names the series' first workshop and the coach, not the request id: the request row may not exist
 * yet when the mail is rendered, and the mail is written in the same batch that creates it.
 */
export async function answerLink(env: Env, workshopId: number, coach: MailRecipient) {
  const token = await signLink(env, 'coach-request', String(workshopId), REQUEST_LINK_DAYS * 86_400, { coach: coach.id });
  return appLink(env, coach.language, `/coach-request/${encodeURIComponent(token)}`);
}

/**
 * `POST workshops/{id}/coach-requests`: asks active coaches for the workshop and every workshop of its series.
 * Declined or withdrawn requests are asked again; open and placed ones stay as they are. Initialized workshops
 * become coaches_requested. Each newly asked coach gets one mail with a signed answer link.
 */
export async function sendRequests(
  db: Database,
  env: Env,
  actor: SessionUser,
  workshopId: number,
  body: { coach_ids: number[]; message?: string | undefined },
): Promise<CoachRequest[]> {
  const { workshop, group, ids } = await loadGroup(db, workshopId);
  assertStaffable(group);
  const coaches = await db
    .select(mailRecipientColumns)
    .from(users)
    .where(and(inArray(users.id, body.coach_ids), eq(users.role, 'coach'), eq(users.state, 'active')));
  if (coaches.length !== body.coach_ids.length) {
    throw new AppError(422, 'validation_failed', 'Only active coaches can be asked', [
      { path: 'coach_ids', code: 'invalid', message: v.coachNotActive },
    ]);
  }
  const existing = await db
    .select({ coachId: coachRequests.coachId, workshopId: coachRequests.workshopId, state: coachRequests.state })
    .from(coachRequests)
    .where(and(inList(coachRequests.workshopId, ids), inList(coachRequests.coachId, body.coach_ids)))
    .orderBy(asc(coachRequests.workshopId), asc(coachRequests.coachId));
  const stateOf = (coachId: number, id: number) => existing.find((r) => r.coachId === coachId && r.workshopId === id)?.state;
  const reopen = (coachId: number, id: number) => {
    const state = stateOf(coachId, id);
    return state === undefined || state === 'declined' || state === 'cancelled';
  };
  const asked = coaches.filter((coach) => ids.some((id) => reopen(coach.id, id)));
  const workloadRoom = await assertWithinMax(db, asked, { ids, dates: group.map((w) => w.date) });
  const now = nowSeconds();
  const message = body.message || null;
  // Asked twice at once, or while the workshop changes: only the first batch finds everything as read here.
  const statements: Statement[] = [
    batchGuard(
      db,
      sql`${statesUnchanged(group)} AND ${coachesActive(body.coach_ids)} AND ${requestsUnchanged(ids, body.coach_ids, existing)}
        AND ${workloadRoom}`,
    ),
  ];
  statements.push(...askStatements(db, group, asked, reopen, { requestedById: actor.id, message, now }));
  if (asked.length > 0) {
    statements.push(
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'workshop.coaches_requested',
        entityType: 'workshop',
        entityId: workshop.id,
        details: { coaches: asked.map((c) => c.id) },
      }),
    );
  }
  if (asked.length > 0) {
    const mails = await requestMails(db, env, workshop, group, asked, message);
    await guarded(commitWithMail(db, env, statements, mails), () => changedMeanwhile('The workshop'));
  }
  return workshopRequests(db, workshop.id);
}

/**
 * The rows that ask `coaches` for the workshops of the group `reopen` allows (new or reopened as `new-request`), and
 * initialized workshops becoming coaches_requested. Used by `sendRequests` and the automatic escalation.
 */
export function askStatements(
  db: Database,
  group: Workshop[],
  coaches: readonly { id: number }[],
  reopen: (coachId: number, workshopId: number) => boolean,
  { requestedById, message, now }: { requestedById: number | null; message: string | null; now: number },
): Statement[] {
  const statements: Statement[] = [];
  for (const coach of coaches) {
    for (const id of group.map((w) => w.id).filter((wid) => reopen(coach.id, wid))) {
      const values = {
        state: 'new-request' as const,
        message,
        requestedById,
        answerMessage: null,
        answeredAt: null,
        remindedAt: null,
        escalatedAt: null,
      };
      statements.push(
        db
          .insert(coachRequests)
          .values({ workshopId: id, coachId: coach.id, ...values })
          // Asking again reopens the row as a new request: its request time is now.
          .onConflictDoUpdate({
            target: [coachRequests.workshopId, coachRequests.coachId],
            set: { ...values, createdAt: now, updatedAt: now },
          }),
      );
    }
  }
  const toRequest = group.filter((w) => w.state === 'initialized').map((w) => w.id);
  if (coaches.length > 0 && toRequest.length > 0) {
    statements.push(
      db
        .update(workshops)
        .set({ state: 'coaches_requested', stateChangedAt: now, updatedAt: now })
        .where(and(inArray(workshops.id, toRequest), eq(workshops.state, 'initialized'))),
    );
  }
  return statements;
}

/** For a `batchGuard`: the requests of these coaches for these workshops are as they were read. */
export function requestsUnchanged(
  workshopIds: number[],
  coachIds: number[],
  rows: readonly { workshopId: number; coachId: number; state: string }[],
): SQL {
  const expected = rows.map((r) => `${r.workshopId}:${r.coachId}:${r.state}`).join(',');
  return sql`coalesce((SELECT group_concat(workshop_id || ':' || coach_id || ':' || state) FROM
    (SELECT workshop_id, coach_id, state FROM coach_requests
     WHERE ${inList(sql`workshop_id`, workshopIds)} AND ${inList(sql`coach_id`, coachIds)}
     ORDER BY workshop_id, coach_id)), '') = ${expected}`;
}

/** One request mail per newly asked coach, written in the batch that creates the requests. */
export async function requestMails(
  db: Database,
  env: Env,
  workshop: Workshop,
  group: Workshop[],
  coaches: MailRecipient[],
  message: string | null,
): Promise<OutgoingMail[]> {
  const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
  const mails: OutgoingMail[] = [];
  for (const coach of coaches) {
    mails.push({
      ...renderMail(coachRequestMail, coach.language, {
        greeting: greeting(coach.language, coach),
        title: titleIn(coach.language),
        dates: slotLines(group, coach.language),
        institute: workshop.institute,
        language: languageName(coach.language, workshop.language),
        duration: formatDuration(workshop.durationMinutes, coach.language),
        address: workshopAddress(workshop),
        message,
        answerUrl: await answerLink(env, group[0]!.id, coach),
      }),
      recipient: coach.email,
      recipientUserId: coach.id,
      // A coach who switched request mails off still has the request in the app.
      onlyIf: wantsMail(coach.id, 'coachRequests'),
    });
  }
  return mails;
}

/** `DELETE workshops/coach-requests/{id}`: staff withdraw an open request (for the whole series); the coach is told. */
export async function withdrawRequest(db: Database, env: Env, actor: SessionUser, requestId: number) {
  const [request] = await db.select().from(coachRequests).where(eq(coachRequests.id, requestId)).limit(1);
  if (!request) throw notFound('Coach request');
  if (!(openRequestStates as readonly string[]).includes(request.state))
    throw invalidTransition('Only open requests can be withdrawn');
  const { workshop, group, ids } = await loadGroup(db, request.workshopId);
  const [coach] = await db.select(mailRecipientColumns).from(users).where(eq(users.id, request.coachId));
  const now = nowSeconds();
  const stillOpen = sql`(SELECT state FROM coach_requests WHERE id = ${request.id}) IN ${openRequestStates}`;
  const mails = coach ? await workshopMails(db, env, workshop, group, [coach], coachRequestWithdrawn, 'coachRequests') : [];
  const statements = [
    // Withdrawn twice at once, or placed or answered meanwhile: the coach is told only what really happened.
    batchGuard(db, stillOpen),
    db
      .update(coachRequests)
      .set({ state: 'cancelled', updatedAt: now })
      .where(
        and(
          inArray(coachRequests.workshopId, ids),
          eq(coachRequests.coachId, request.coachId),
          inArray(coachRequests.state, openRequestStates),
        ),
      ),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'workshop.request_withdrawn',
      entityType: 'workshop',
      entityId: workshop.id,
      details: { coach: request.coachId },
    }),
  ];
  await guarded(commitWithMail(db, env, statements, mails), () => changedMeanwhile('The request'));
}
