import { and, eq, sql } from 'drizzle-orm';
import { extraFees, workshopCoaches, workshops } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { validationKeys as v } from '../../contract/lib/codes';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import type { UiLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { readBatch } from '../../lib/read-batch';
import { everyWordInText } from '../../lib/text-search';
import type { SessionUser } from '../../lib/session-user';
import {
  FEE_OPTION_WORKSHOPS,
  type ExtraFeeCreateBody,
  type FeeItem,
  type FinanceFeeOptions,
  type FinanceFeeOptionsQuery,
  type OwnFees,
} from '../../contract/coach-fees/coach-fees.schemas';
import { currentMonth, feeItem, ownItemRows, ownItemsQuery, paidOut, titleIn } from './coach-fees.service';

/** The month after the workshop, but never before the current month. */
export function extraFeePayoutMonth(workshopDate: string, thisMonth = currentMonth()): string {
  const [year, month] = workshopDate.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return next < thisMonth ? thisMonth : next;
}

export const extraFeeDeadlinePassed = (workshopDate: string) =>
  new AppError(
    422,
    'extra_fee_deadline_passed',
    `Extra fees for the workshop on ${workshopDate} could be entered until ${workshopDate} (the workshop day)`,
  );

/**
 * `POST coach-fees/extra-fees`: a coach for a workshop they are placed on, up to the workshop day (Zurich); finance
 * for any placed coach, also later (a correction, its reason kept; docs/decisions/015). Cancelled workshops refuse.
 */
export async function createExtraFee(db: Database, viewer: SessionUser, body: ExtraFeeCreateBody): Promise<FeeItem> {
  const isCoach = viewer.role === 'coach';
  const coachId = isCoach ? viewer.id : body.coach_id;
  if (!coachId) {
    throw new AppError(422, 'validation_failed', 'Finance names the coach', [
      { path: 'coach_id', code: 'invalid', message: v.required },
    ]);
  }
  // A coach naming someone else is treated as asking for a workshop they are not placed on.
  if (isCoach && body.coach_id !== undefined && body.coach_id !== viewer.id) throw notFound('Workshop');
  const [workshop] = await db
    .select({ id: workshops.id, date: workshops.date, state: workshops.state })
    .from(workshopCoaches)
    .innerJoin(workshops, eq(workshops.id, workshopCoaches.workshopId))
    .where(and(eq(workshopCoaches.workshopId, body.workshop_id), eq(workshopCoaches.coachId, coachId)));
  if (!workshop) throw notFound('Workshop');
  if (workshop.state === 'cancelled') {
    throw new AppError(409, 'invalid_transition', 'No extra fee can be entered for a cancelled workshop');
  }
  if (isCoach && todayInZurich() > workshop.date) throw extraFeeDeadlinePassed(workshop.date);

  const newId = sql`(SELECT max(id) FROM extra_fees WHERE coach_id = ${coachId} AND workshop_id = ${workshop.id})`;
  await guarded(
    db.batch([
      // Still placed and not cancelled: a dismissal or cancellation at the same moment wins.
      batchGuard(
        db,
        sql`EXISTS (SELECT 1 FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
          WHERE wc.workshop_id = ${workshop.id} AND wc.coach_id = ${coachId} AND w.state <> 'cancelled')`,
      ),
      db.insert(extraFees).values({
        workshopId: workshop.id,
        coachId,
        amountCentimes: body.amount_centimes,
        hours: body.hours,
        reason: body.reason,
        payoutMonth: extraFeePayoutMonth(workshop.date),
        createdById: viewer.id,
      }),
      auditInsert(db, {
        actorUserId: viewer.id,
        action: 'extra_fee.created',
        entityType: 'extra_fee',
        entityId: newId,
        details: { workshop: workshop.id, coach: coachId, amount: body.amount_centimes, hours: body.hours },
      }),
    ]),
    () => changedMeanwhile('The workshop'),
  );
  const [created] = await db.all<{ id: number }>(sql`SELECT ${newId} AS id`);
  return feeItem(db, viewer, 'extra-fee', created!.id);
}

/**
 * `DELETE coach-fees/extra-fees/{id}`: finance any pending extra fee; a coach their own pending one up to the
 * workshop day. Paid out answers 409 `paid_out`, re-checked inside the batch.
 */
export async function deleteExtraFee(db: Database, viewer: SessionUser, id: number): Promise<void> {
  const item = await feeItem(db, viewer, 'extra-fee', id);
  if (item.state !== 'pending') throw paidOut('The extra fee');
  if (viewer.role === 'coach' && todayInZurich() > item.workshop.date) throw extraFeeDeadlinePassed(item.workshop.date);
  await guarded(
    db.batch([
      batchGuard(db, sql`EXISTS (SELECT 1 FROM extra_fees WHERE id = ${id} AND state = 'pending')`),
      db.delete(extraFees).where(and(eq(extraFees.id, id), eq(extraFees.state, 'pending'))),
      auditInsert(db, {
        actorUserId: viewer.id,
        action: 'extra_fee.deleted',
        entityType: 'extra_fee',
        entityId: id,
        details: { workshop: item.workshop.id, coach: item.coach.id, amount: item.amount_centimes },
      }),
    ]),
    () => paidOut('The extra fee'),
  );
}

/** `GET coach-fees/coach`: a coach's own fees and extra fees, and the workshops they may still add an extra fee for. */
export async function ownFees(db: Database, coach: SessionUser): Promise<OwnFees> {
  const today = todayInZurich();
  const [items, upcoming] = (await readBatch(db, [
    ownItemsQuery(coach),
    sql`
      SELECT w.id, w.date, ${titleIn(coach.language)} AS title, w.institute
      FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
      WHERE wc.coach_id = ${coach.id} AND w.state <> 'cancelled' AND w.date >= ${today}
      ORDER BY w.date, w.start_time`,
  ])) as [Parameters<typeof ownItemRows>[0], { id: number; date: string; title: string; institute: string }[]];
  return { items: ownItemRows(items), workshops: upcoming.map((w) => ({ ...w, deadline: w.date })) };
}

const coachName = sql`u.firstname || ' ' || u.lastname`;

/** What a search of the options looks through: the title in the reader's language, the school, the date, the coaches. */
const haystack = (language: UiLanguage) =>
  sql`(${titleIn(language)} || ' ' || w.institute || ' ' || strftime('%d.%m.%Y', w.date) || ' ' ||
    coalesce((SELECT group_concat(${coachName}, ' ') FROM workshop_coaches wc JOIN users u ON u.id = wc.coach_id
      WHERE wc.workshop_id = w.id), ''))`;

/** `GET coach-fees/finance/options` (finance): the coaches to filter by, and the matching workshops (the nearest 50). */
export async function financeOptions(
  db: Database,
  viewer: SessionUser,
  query: FinanceFeeOptionsQuery,
): Promise<FinanceFeeOptions> {
  const today = todayInZurich();
  const [from, to] = [addDays(today, -90), addDays(today, 180)];
  const placedCoaches = sql`(SELECT json_group_array(json_object('id', id, 'name', name)) FROM (
      SELECT u.id, ${coachName} AS name FROM workshop_coaches wc JOIN users u ON u.id = wc.coach_id
      WHERE wc.workshop_id = w.id ORDER BY name))`;
  const placedOn = sql`EXISTS (SELECT 1 FROM workshop_coaches wc WHERE wc.workshop_id = w.id
    ${query.coach_id ? sql`AND wc.coach_id = ${query.coach_id}` : sql``})`;
  const matches = query.q ? everyWordInText(query.q, haystack(viewer.language)) : sql`1`;
  const wanted = sql`w.state <> 'cancelled' AND ${placedOn} AND ${matches}`;
  const limit = FEE_OPTION_WORKSHOPS + 1;
  // The nearest matching workshops: walk the date index forwards from today and backwards from yesterday, each
  // stopping at the 51st match, then keep the 51 nearest of both (one more than sent, to know there are more).
  // Titles and placed coaches are read for those only. One round trip with the coaches.
  const [coaches, workshops] = (await readBatch(db, [
    sql`SELECT u.id, ${coachName} AS name FROM users u
    WHERE u.role = 'coach' AND (EXISTS (SELECT 1 FROM coach_fees f WHERE f.coach_id = u.id)
      OR EXISTS (SELECT 1 FROM extra_fees e WHERE e.coach_id = u.id)
      OR EXISTS (SELECT 1 FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
        WHERE wc.coach_id = u.id AND w.state <> 'cancelled' AND w.date BETWEEN ${from} AND ${to}))`,
    sql`WITH nearby AS (
      SELECT * FROM (SELECT w.id, w.date, w.start_time FROM workshops w
        WHERE w.date >= ${today} AND w.date <= ${to} AND ${wanted}
        ORDER BY w.date, w.start_time, w.id LIMIT ${limit})
      UNION ALL
      SELECT * FROM (SELECT w.id, w.date, w.start_time FROM workshops w
        WHERE w.date < ${today} AND w.date >= ${from} AND ${wanted}
        ORDER BY w.date DESC, w.start_time DESC, w.id DESC LIMIT ${limit}))
    SELECT w.id, w.date, ${titleIn(viewer.language)} AS title, w.institute, ${placedCoaches} AS coaches
    FROM nearby n JOIN workshops w ON w.id = n.id
    ORDER BY abs(julianday(n.date) - julianday(${today})), n.date, n.start_time, n.id
    LIMIT ${limit}`,
  ])) as [{ id: number; name: string }[], { id: number; date: string; title: string; institute: string; coaches: string }[]];
  return {
    coaches: coaches.sort((a, b) => a.name.localeCompare(b.name, 'de')),
    workshops: workshops
      .slice(0, FEE_OPTION_WORKSHOPS)
      .map((w) => ({ ...w, coaches: JSON.parse(w.coaches) as { id: number; name: string }[] })),
    more: workshops.length > FEE_OPTION_WORKSHOPS,
  };
}
