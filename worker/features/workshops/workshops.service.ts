import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type inquiries, offeredWorkshops, workshopSeries, workshops } from '../../db/schema';
import type { WorkshopLanguage, WorkshopState } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import type {
  ReplicateBody,
  WorkshopDetail,
  WorkshopSummary,
  WorkshopUpdateBody,
} from '../../contract/workshops/workshops.schemas';
import { statesUnchanged } from './workshops.states-sql';
import { loadWorkshop, seriesOf } from './workshops.queries';
import { toSummary, workshopDetail } from './workshops.detail';
import { moveWorkshopTotals } from '../evaluations/evaluation-totals';

type Statement = BatchItem<'sqlite'>;

type Workshop = typeof workshops.$inferSelect;

type Inquiry = typeof inquiries.$inferSelect;

type InquirySlotRow = { id: number; offeredWorkshopId: number; date: string; startTime: string; endTime: string };

const minutesBetween = (start: string, end: string) => {
  const [sh, sm] = start.split(':').map(Number) as [number, number];
  const [eh, em] = end.split(':').map(Number) as [number, number];
  return eh * 60 + em - (sh * 60 + sm);
};

/**
 * The statements that turn a validated inquiry into workshops: one per slot, all `initialized`, with the
 * inquiry's language, place and audience and the catalogue price. Several slots of the same catalogue
 * workshop become a series. Statements run in order inside one batch, so each series' workshops find
 * their series as the newest one of the inquiry.
 */
export async function workshopsFromInquiry(
  db: Database,
  inquiry: Inquiry,
  slots: InquirySlotRow[],
  actor: SessionUser,
): Promise<Statement[]> {
  const catalogueIds = [...new Set(slots.map((slot) => slot.offeredWorkshopId))];
  const catalogue = new Map(
    (await db.select().from(offeredWorkshops).where(inArray(offeredWorkshops.id, catalogueIds))).map((w) => [w.id, w]),
  );
  const groups = new Map<number, InquirySlotRow[]>();
  for (const slot of slots) groups.set(slot.offeredWorkshopId, [...(groups.get(slot.offeredWorkshopId) ?? []), slot]);

  const statements: Statement[] = [];
  for (const [offeredWorkshopId, group] of groups) {
    const offer = catalogue.get(offeredWorkshopId)!;
    const isSeries = group.length > 1;
    if (isSeries) statements.push(db.insert(workshopSeries).values({ inquiryId: inquiry.id, createdById: actor.id }));
    const seriesId = isSeries ? sql`(SELECT max(id) FROM workshop_series WHERE inquiry_id = ${inquiry.id})` : null;
    for (const slot of group) {
      statements.push(
        db.insert(workshops).values({
          inquiryId: inquiry.id,
          inquirySlotId: slot.id,
          offeredWorkshopId,
          seriesId,
          type: isSeries ? 'series' : 'single',
          language: inquiry.language as WorkshopLanguage,
          state: 'initialized',
          date: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          durationMinutes: minutesBetween(slot.startTime, slot.endTime) || offer.durationMinutes,
          institute: inquiry.institute,
          streetAddress: inquiry.streetAddress,
          addressAddition: inquiry.addressAddition,
          postcode: inquiry.postcode,
          location: inquiry.location,
          contactFirstname: inquiry.firstname,
          contactLastname: inquiry.lastname,
          contactEmail: inquiry.email,
          contactPhone: inquiry.phone,
          gradeId: inquiry.gradeId,
          schoolClass: inquiry.schoolClass,
          numberParticipants: inquiry.numberParticipantsTotal,
          priceCentimes: offer.priceCentimes,
          recommendedPriceCentimes: offer.recommendedPriceCentimes,
          stateChangedAt: nowSeconds(),
          createdById: actor.id,
        }),
      );
    }
  }
  return statements;
}

/** A date can be taken out of its series until it has taken place (and while not cancelled). */
const detachableStates: readonly WorkshopState[] = ['initialized', 'coaches_requested', 'to-realize'];

/**
 * `POST workshops/{id}/detach`: takes one date out of its series, so that it can be cancelled or changed alone.
 * Its coach requests and placements stay with it (they are rows per workshop). A series left with one date
 * dissolves: that date becomes a single workshop too. No mail: nothing changes for coaches or the school yet.
 */
export async function detachFromSeries(db: Database, actor: SessionUser, workshopId: number): Promise<Workshop[]> {
  const workshop = await loadWorkshop(db, workshopId);
  if (!workshop.seriesId) throw new AppError(409, 'invalid_transition', 'The workshop does not belong to a series');
  if (!detachableStates.includes(workshop.state)) {
    throw new AppError(409, 'invalid_transition', `A workshop in state ${workshop.state} cannot leave its series`);
  }
  const seriesId = workshop.seriesId;
  const group = await seriesOf(db, workshop);
  const remaining = group.filter((w) => w.id !== workshop.id);
  const leaving = remaining.length === 1 ? group : [workshop];
  const now = nowSeconds();
  const statements: Statement[] = [
    // Changed, detached or joined meanwhile: the series is no longer the one checked above.
    batchGuard(
      db,
      sql`${statesUnchanged(group)} AND (SELECT count(*) FROM workshops WHERE series_id = ${seriesId}) = ${group.length}`,
    ),
    db
      .update(workshops)
      .set({ seriesId: null, type: 'single', updatedAt: now })
      .where(
        inArray(
          workshops.id,
          leaving.map((w) => w.id),
        ),
      ),
    ...(remaining.length === 1 ? [db.delete(workshopSeries).where(eq(workshopSeries.id, seriesId))] : []),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'workshop.detached',
      entityType: 'workshop',
      entityId: workshop.id,
      details: { series_id: seriesId, remaining: remaining.map((w) => w.id), dissolved: remaining.length === 1 },
    }),
  ];
  await guarded(db.batch(statements as [Statement, ...Statement[]]), () => changedMeanwhile('The series'));
  return db
    .select()
    .from(workshops)
    .where(
      inArray(
        workshops.id,
        group.map((w) => w.id),
      ),
    )
    .orderBy(asc(workshops.date), asc(workshops.id));
}

/** Workshops that are invoiced or cancelled are history: they are not edited any more. */
const lockedStates: readonly WorkshopState[] = ['invoiced', 'cancelled'];

export async function updateWorkshop(
  db: Database,
  actor: SessionUser,
  id: number,
  body: WorkshopUpdateBody,
): Promise<WorkshopDetail> {
  const workshop = await loadWorkshop(db, id);
  if (lockedStates.includes(workshop.state)) {
    throw new AppError(409, 'invalid_transition', `A workshop in state ${workshop.state} can no longer be edited`);
  }
  const [offer] = await db
    .select({ id: offeredWorkshops.id })
    .from(offeredWorkshops)
    .where(eq(offeredWorkshops.id, body.offered_workshop_id));
  if (!offer) {
    throw new AppError(422, 'validation_failed', 'The request did not validate', [
      { path: 'offered_workshop_id', code: 'invalid_value', message: 'required' },
    ]);
  }
  // A done workshop may be re-dated or get another offered workshop: its evaluation figures move along (decision 023).
  const totals = moveWorkshopTotals(db, id);
  const edited = db.batch([
    // Cancelled or invoiced while being edited: history is not rewritten.
    batchGuard(db, sql`(SELECT state FROM workshops WHERE id = ${id}) NOT IN ${lockedStates}`),
    ...totals.before,
    db
      .update(workshops)
      .set({
        offeredWorkshopId: body.offered_workshop_id,
        language: body.language,
        date: body.date,
        startTime: body.start_time,
        endTime: body.end_time,
        durationMinutes: minutesBetween(body.start_time, body.end_time),
        institute: body.institute,
        streetAddress: body.street_address || null,
        addressAddition: body.address_addition || null,
        postcode: body.postcode || null,
        location: body.location,
        room: body.room || null,
        contactFirstname: body.contact_firstname || null,
        contactLastname: body.contact_lastname || null,
        contactEmail: body.contact_email || null,
        contactPhone: body.contact_phone || null,
        numberParticipants: body.number_participants ?? null,
        ...(body.coaches_needed !== undefined ? { coachesNeeded: body.coaches_needed } : {}),
        priceCentimes: body.price_centimes,
        notes: body.notes || null,
        updatedAt: nowSeconds(),
      })
      .where(eq(workshops.id, id)),
    ...totals.after,
    auditInsert(db, { actorUserId: actor.id, action: 'workshop.updated', entityType: 'workshop', entityId: id }),
  ]);
  await guarded(edited, () => new AppError(409, 'invalid_transition', 'The workshop was cancelled or invoiced meanwhile'));
  return workshopDetail(db, id, actor.language);
}

/**
 * `workshops/replicate`: copies workshops to new dates as new, independent `initialized` workshops (no series,
 * no coaches), remembering where each came from.
 */
export async function replicateWorkshops(db: Database, actor: SessionUser, body: ReplicateBody): Promise<WorkshopSummary[]> {
  const sourceIds = [...new Set(body.items.map((item) => item.workshop_id))];
  const sources = new Map((await db.select().from(workshops).where(inArray(workshops.id, sourceIds))).map((w) => [w.id, w]));
  const issues = body.items.flatMap((item, i) => {
    const source = sources.get(item.workshop_id);
    const start = item.start_time ?? source?.startTime ?? '';
    const end = item.end_time ?? source?.endTime ?? '';
    if (!source) return [{ path: `items.${i}.workshop_id`, code: 'invalid_value', message: 'required' }];
    if (end <= start) return [{ path: `items.${i}.end_time`, code: 'custom', message: 'end_before_start' }];
    return [];
  });
  if (issues.length > 0) throw new AppError(422, 'validation_failed', 'The request did not validate', issues);

  const now = nowSeconds();
  const inserts = body.items.map((item) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...source } = sources.get(item.workshop_id)!;
    const startTime = item.start_time ?? source.startTime;
    const endTime = item.end_time ?? source.endTime;
    return db
      .insert(workshops)
      .values({
        ...source,
        inquirySlotId: null,
        seriesId: null,
        type: 'single',
        duplicatedFromId: item.workshop_id,
        state: 'initialized',
        date: item.date,
        startTime,
        endTime,
        durationMinutes: minutesBetween(startTime, endTime),
        cancellationReason: null,
        coachReminderSentAt: null,
        stateChangedAt: now,
        createdById: actor.id,
      })
      .returning();
  });
  const inserted = await db.batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);
  const created = inserted.map((rows) => rows[0]!);
  await db.batch([
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'workshop.replicated',
      entityType: 'workshop',
      details: { from: sourceIds, created: created.map((w) => w.id) },
    }),
  ]);
  return created.map(toSummary);
}

/** `workshops/{id}/series`: every workshop of the series (or just this one). */
export async function workshopSeriesList(db: Database, id: number): Promise<WorkshopSummary[]> {
  return (await seriesOf(db, await loadWorkshop(db, id))).map(toSummary);
}
