import { and, asc, eq, sql } from 'drizzle-orm';
import { coachRequests, staffingEscalations, users } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import { batchGuard, isGuardFailure } from '../../lib/batch-guard';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import { mailRecipientColumns, type MailRecipient } from '../../mail/addressee';
import { greeting } from '../../mail/format';
import type { OutgoingMail } from '../../mail/outbox';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { staffingEscalated } from '../../mail/templates/staffing-escalated';
import { rankCandidates } from '../staffing/ranking';
import { askStatements, requestMails, requestsUnchanged } from '../staffing/requests';
import { coachesActive, fullName, slotLines, titlesOf, type Statement, type Workshop } from '../staffing/staffing.shared';
import { statesUnchanged } from '../workshops/workshops.states-sql';
import { loadGroup } from '../workshops/workshops.queries';

/** Unanswered requests escalated per run (each one ranking and one batch); the others follow on the next run. */
export const ESCALATIONS_PER_RUN = 20;

/** Seconds after the reminder until an unanswered request escalates: `organisation.escalation_days`. */
const escalateAfterSeconds = sql`((SELECT escalation_days FROM organisation WHERE id = 1) * 86400)`;

interface DueRequest {
  id: number;
  workshop_id: number;
  coach_id: number;
  requested_by_id: number | null;
}

/**
 * Requests still `new-request`, reminded at least `escalation_days` ago, not escalated, on an auto-escalating
 * workshop that is ahead, still being staffed and short of coaches. A series is asked for as a whole: one row per
 * coach and series (its first workshop's request).
 */
async function dueRequests(db: Database, now: number, limit: number) {
  return db.all<DueRequest>(sql`
    SELECT r.id, r.workshop_id, r.coach_id, r.requested_by_id
    FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id JOIN users u ON u.id = r.coach_id
    WHERE r.state = 'new-request' AND r.reminded_at IS NOT NULL AND r.reminded_at <= ${now} - ${escalateAfterSeconds}
      AND r.escalated_at IS NULL AND w.auto_escalate = 1 AND w.date >= ${todayInZurich(new Date(now * 1000))}
      AND w.state IN ('initialized', 'coaches_requested')
      AND (SELECT count(*) FROM workshop_coaches wc WHERE wc.workshop_id = w.id) < w.coaches_needed
      AND NOT EXISTS (SELECT 1 FROM workshops s WHERE w.series_id IS NOT NULL AND s.series_id = w.series_id
                        AND (s.date < w.date OR (s.date = w.date AND s.id < w.id)))
    ORDER BY w.date, w.start_time, r.id
    LIMIT ${limit}`);
}

/**
 * The next best available coach: the top of the ranking without blockers, speaking the workshop's language, never
 * asked for it and not placed on it. Null when nobody fits.
 */
async function nextBestCoach(db: Database, workshopId: number): Promise<MailRecipient | null> {
  const { candidates } = await rankCandidates(db, workshopId, 'de');
  const best = candidates.find((c) => c.blockers.length === 0 && c.speaks_language && c.request_state === null && !c.placed);
  if (!best) return null;
  const [coach] = await db.select(mailRecipientColumns).from(users).where(eq(users.id, best.id));
  return coach ?? null;
}

/** Who is told: the associate (or admin) who made the request while active, else every active admin. */
async function staffRecipients(db: Database, requestedById: number | null) {
  if (requestedById !== null) {
    const [requester] = await db
      .select(mailRecipientColumns)
      .from(users)
      .where(and(eq(users.id, requestedById), eq(users.state, 'active'), sql`${users.role} IN ('admin', 'associate')`));
    if (requester) return [requester];
  }
  return db
    .select(mailRecipientColumns)
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.state, 'active')))
    .orderBy(asc(users.id));
}

async function staffMails(
  db: Database,
  env: Env,
  workshop: Workshop,
  group: Workshop[],
  unanswered: string,
  asked: MailRecipient | null,
  requestedById: number | null,
): Promise<OutgoingMail[]> {
  const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
  const recipients = await staffRecipients(db, requestedById);
  return recipients.map((person) => ({
    ...renderMail(staffingEscalated, person.language as UiLanguage, {
      greeting: greeting(person.language, person),
      title: titleIn(person.language),
      dates: slotLines(group, person.language),
      institute: workshop.institute,
      unanswered,
      asked: asked ? fullName(asked) : null,
      workshopUrl: appLink(env, person.language, `/manager/workshops/${group[0]!.id}`),
    }),
    recipient: person.email,
    recipientUserId: person.id,
  }));
}

/**
 * Escalates one unanswered request: marks the coach's requests of the series escalated, asks the next best coach
 * (request rows and the L01 mail, as `sendRequests` does), records the escalation and tells staff (L04), all in one
 * batch that first checks nothing was escalated, answered or restaffed meanwhile. False when another run was first.
 */
async function escalate(db: Database, env: Env, now: number, due: DueRequest) {
  const { workshop, group, ids } = await loadGroup(db, due.workshop_id);
  const [unansweredCoach] = await db.select(mailRecipientColumns).from(users).where(eq(users.id, due.coach_id));
  const asked = await nextBestCoach(db, workshop.id);
  const stillDue = sql`EXISTS (SELECT 1 FROM coach_requests WHERE id = ${due.id} AND state = 'new-request')
    AND NOT EXISTS (SELECT 1 FROM coach_requests WHERE ${inList(sql`workshop_id`, ids)} AND coach_id = ${due.coach_id}
                      AND escalated_at IS NOT NULL)
    AND ${statesUnchanged(group)}`;
  const askedFree = asked ? sql` AND ${coachesActive([asked.id])} AND ${requestsUnchanged(ids, [asked.id], [])}` : sql``;
  const statements: Statement[] = [
    batchGuard(db, sql`${stillDue}${askedFree}`),
    db
      .update(coachRequests)
      .set({ escalatedAt: now })
      .where(and(inList(coachRequests.workshopId, ids), eq(coachRequests.coachId, due.coach_id))),
    ...(asked ? askStatements(db, group, [asked], () => true, { requestedById: due.requested_by_id, message: null, now }) : []),
    db.insert(staffingEscalations).values({
      workshopId: workshop.id,
      fromCoachId: due.coach_id,
      askedCoachId: asked?.id ?? null,
      outcome: asked ? 'asked' : 'no_coach',
      createdAt: now,
    }),
    auditInsert(db, {
      actorUserId: null,
      action: 'workshop.escalated',
      entityType: 'workshop',
      entityId: workshop.id,
      details: { from: due.coach_id, asked: asked?.id ?? null },
    }),
  ];
  const mails = [
    ...(asked ? await requestMails(db, env, workshop, group, [asked], null) : []),
    ...(await staffMails(
      db,
      env,
      workshop,
      group,
      unansweredCoach ? fullName(unansweredCoach) : '–',
      asked,
      due.requested_by_id,
    )),
  ];
  try {
    await commitWithMail(db, env, statements, mails);
    return asked ? 'asked' : 'no_coach';
  } catch (error) {
    if (isGuardFailure(error)) return null; // another run escalated it, or the staffing changed meanwhile
    throw error;
  }
}

/**
 * The `staffing-escalations` job: escalates due requests (bounded per run). Returns how many asked a next coach and
 * how many found nobody.
 */
export async function runEscalations(
  db: Database,
  env: Env,
  { now = nowSeconds(), limit = ESCALATIONS_PER_RUN }: { now?: number; limit?: number } = {},
) {
  const counts = { asked: 0, no_coach: 0 };
  for (const due of await dueRequests(db, now, limit)) {
    const outcome = await escalate(db, env, now, due);
    if (outcome) counts[outcome] += 1;
  }
  return counts;
}
