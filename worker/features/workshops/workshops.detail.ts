import { asc, eq, sql } from 'drizzle-orm';
import {
  coachFees,
  coachRequests,
  evaluations,
  inquiries,
  materialOrders,
  offeredWorkshopTranslations,
  users,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { notFound } from '../../lib/errors';
import type { WorkshopDetail, WorkshopSummary } from '../../contract/workshops/workshops.schemas';

type Workshop = typeof workshops.$inferSelect;

export const toSummary = (w: Workshop): WorkshopSummary => ({
  id: w.id,
  state: w.state,
  type: w.type,
  language: w.language,
  date: w.date,
  start_time: w.startTime,
  end_time: w.endTime,
  series_id: w.seriesId,
  institute: w.institute,
  location: w.location,
  cancellation_reason: w.cancellationReason,
});

const personName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

/** Joined selects run inside `db.batch()`, where results are matched by column name: keep names unique. */
const coachColumns = {
  coachId: sql<number>`${users.id}`.as('coach_id'),
  name: sql<string>`${users.firstname} || ' ' || ${users.lastname}`.as('coach_name'),
};

/** The workshop detail: where it came from, its series, coaches and requests, orders, fees and evaluations. */
export async function workshopDetail(db: Database, id: number, language: UiLanguage): Promise<WorkshopDetail> {
  // One round trip; the series and the inquiry are found through the workshop row inside the statements.
  const [[workshop], titles, series, inquiryRows, coaches, requests, orders, fees, evaluationRows] = await db.batch([
    db.select().from(workshops).where(eq(workshops.id, id)).limit(1),
    db
      .select({ language: offeredWorkshopTranslations.language, title: offeredWorkshopTranslations.title })
      .from(offeredWorkshopTranslations)
      .where(
        sql`${offeredWorkshopTranslations.offeredWorkshopId} = (SELECT offered_workshop_id FROM workshops WHERE id = ${id})`,
      ),
    db
      .select()
      .from(workshops)
      .where(sql`${workshops.seriesId} = (SELECT series_id FROM workshops WHERE id = ${id})`)
      .orderBy(asc(workshops.date), asc(workshops.id)),
    db
      .select({ id: inquiries.id, state: inquiries.state, institute: inquiries.institute })
      .from(inquiries)
      .where(sql`${inquiries.id} = (SELECT inquiry_id FROM workshops WHERE id = ${id})`),
    db
      .select({ id: users.id, name: personName })
      .from(workshopCoaches)
      .innerJoin(users, eq(users.id, workshopCoaches.coachId))
      .where(eq(workshopCoaches.workshopId, id))
      .orderBy(asc(users.lastname)),
    db
      .select({ id: coachRequests.id, ...coachColumns, state: coachRequests.state, answeredAt: coachRequests.answeredAt })
      .from(coachRequests)
      .innerJoin(users, eq(users.id, coachRequests.coachId))
      .where(eq(coachRequests.workshopId, id))
      .orderBy(asc(coachRequests.createdAt)),
    db
      .select({ id: materialOrders.id, ...coachColumns, state: materialOrders.state })
      .from(materialOrders)
      .innerJoin(users, eq(users.id, materialOrders.coachId))
      .where(eq(materialOrders.workshopId, id)),
    db
      .select({ id: coachFees.id, ...coachColumns, amount: coachFees.amountCentimes, state: coachFees.state })
      .from(coachFees)
      .innerJoin(users, eq(users.id, coachFees.coachId))
      .where(eq(coachFees.workshopId, id)),
    db
      .select({
        id: evaluations.id,
        kind: evaluations.kind,
        state: evaluations.state,
        coachId: evaluations.coachId,
        coachName: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`.as('evaluation_coach_name'),
        responses: sql<number>`(SELECT count(*) FROM evaluation_responses r
          WHERE r.evaluation_id = ${evaluations.id} AND r.submitted_at IS NOT NULL)`.as('evaluation_responses'),
        sentAt: evaluations.sentAt,
        expiresAt: evaluations.expiresAt,
      })
      .from(evaluations)
      .leftJoin(users, eq(users.id, evaluations.coachId))
      .where(eq(evaluations.workshopId, id))
      .orderBy(asc(evaluations.kind), asc(users.lastname), asc(evaluations.id)),
  ]);
  if (!workshop) throw notFound('Workshop');
  const title = (titles.find((t) => t.language === language) ?? titles.find((t) => t.language === 'de'))?.title ?? '';
  const [inquiry] = inquiryRows;
  return {
    ...toSummary(workshop),
    title,
    offered_workshop_id: workshop.offeredWorkshopId,
    inquiry_id: workshop.inquiryId,
    price_centimes: workshop.priceCentimes,
    coaches,
    duration_minutes: workshop.durationMinutes,
    street_address: workshop.streetAddress,
    address_addition: workshop.addressAddition,
    postcode: workshop.postcode,
    room: workshop.room,
    contact_firstname: workshop.contactFirstname,
    contact_lastname: workshop.contactLastname,
    contact_email: workshop.contactEmail,
    contact_phone: workshop.contactPhone,
    number_participants: workshop.numberParticipants,
    coaches_needed: workshop.coachesNeeded,
    recommended_price_centimes: workshop.recommendedPriceCentimes,
    notes: workshop.notes,
    duplicated_from_id: workshop.duplicatedFromId,
    inquiry: inquiry ?? null,
    series: series.length > 1 ? series.map(toSummary) : [],
    coach_requests: requests.map((r) => ({
      id: r.id,
      coach: { id: r.coachId, name: r.name },
      state: r.state,
      answered_at: r.answeredAt,
    })),
    material_orders: orders.map((o) => ({ id: o.id, coach: { id: o.coachId, name: o.name }, state: o.state })),
    fees: fees.map((f) => ({ id: f.id, coach: { id: f.coachId, name: f.name }, amount_centimes: f.amount, state: f.state })),
    evaluations: evaluationRows.map((e) => ({
      id: e.id,
      kind: e.kind,
      state: e.state,
      coach: e.coachId !== null ? { id: e.coachId, name: e.coachName ?? '' } : null,
      responses: e.responses,
      sent_at: e.sentAt,
      expires_at: e.expiresAt,
    })),
  };
}
