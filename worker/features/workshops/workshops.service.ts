import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  coachFees,
  coachRequests,
  evaluations,
  extraFees,
  inquiries,
  materialOrders,
  offeredWorkshopTranslations,
  offeredWorkshops,
  users,
  workshopCoaches,
  workshopSeries,
  workshops,
} from '../../db/schema';
import type { UiLanguage, WorkshopLanguage, WorkshopState } from '../../db/schema/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { todayInZurich } from '../../lib/dates';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import { inquiryContactColumns, mailRecipientColumns, schoolContact, schoolLanguage } from '../../mail/addressee';
import { formatSlot, greeting, type Addressee } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { workshopCancelled, workshopReinitialized } from '../../mail/templates/workshop-changed';
import type { SessionUser } from '../../lib/session-user';
import type { ReplicateBody, WorkshopDetail, WorkshopSummary, WorkshopUpdateBody } from './workshops.schemas';
import { canTransition, statesUnchanged, type SetStateTarget } from './workshops.states';
import { loadWorkshop, seriesOf } from './workshops.queries';
import { createFeesForDoneWorkshops } from '../coach-fees/coach-fees.lifecycle';
import { openInvoiceStatements, withdrawOpenInvoices } from '../invoices/invoices.lifecycle';
import { evaluationsForDoneWorkshops, withdrawEvaluations } from '../evaluations/evaluations.lifecycle';

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

const invalidTransition = (from: WorkshopState, to: WorkshopState, why?: string) =>
  new AppError(409, 'invalid_transition', why ?? `A workshop in state ${from} cannot become ${to}`);

/** Guards beyond the table: a workshop is done only once its day has come. */
function checkGuards(group: Workshop[], target: SetStateTarget) {
  for (const workshop of group) {
    if (!canTransition(workshop.state, target)) throw invalidTransition(workshop.state, target);
    if (target === 'done' && workshop.date > todayInZurich()) {
      throw invalidTransition(workshop.state, target, 'A workshop can be marked done on or after its date');
    }
  }
}

/** Cancel and reinitialize tell the coaches concerned (requested or placed) and the school. */
async function changeMails(db: Database, group: Workshop[], target: 'cancelled' | 'initialized', reason: string | null) {
  const first = group[0]!;
  const ids = group.map((w) => w.id);
  const template = target === 'cancelled' ? workshopCancelled : workshopReinitialized;
  const [coaches, [inquiry], titles] = await Promise.all([
    db
      .selectDistinct(mailRecipientColumns)
      .from(users)
      .where(
        sql`${users.id} IN (SELECT coach_id FROM coach_requests WHERE workshop_id IN ${ids} AND state IN ('new-request', 'approved', 'placed')
            UNION SELECT coach_id FROM workshop_coaches WHERE workshop_id IN ${ids})`,
      ),
    first.inquiryId
      ? db.select(inquiryContactColumns).from(inquiries).where(eq(inquiries.id, first.inquiryId))
      : Promise.resolve([]),
    db.all<{ language: UiLanguage; title: string }>(
      sql`SELECT language, title FROM offered_workshop_translations WHERE offered_workshop_id = ${first.offeredWorkshopId}`,
    ),
  ]);
  const titleIn = (language: UiLanguage) =>
    titles.find((t) => t.language === language)?.title ?? titles.find((t) => t.language === 'de')?.title ?? '';
  const params = (language: UiLanguage, addressee: Addressee) => ({
    greeting: greeting(language, addressee),
    title: titleIn(language),
    dates: group.map((w) => formatSlot(w.date, w.startTime, w.endTime, language)),
    institute: first.institute,
    reason,
  });

  const mails: OutgoingMail[] = coaches.map((coach) => ({
    ...renderMail(template, coach.language, params(coach.language, coach)),
    recipient: coach.email,
    recipientUserId: coach.id,
  }));
  if (first.contactEmail) {
    const language = schoolLanguage(first.language, inquiry?.language);
    const contact = schoolContact(first, inquiry);
    mails.push({ ...renderMail(template, language, params(language, contact)), recipient: first.contactEmail });
  }
  return mails;
}

const cancelOpenOrders = (db: Database, ids: number[], now: number) =>
  db
    .update(materialOrders)
    .set({ state: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(inArray(materialOrders.workshopId, ids), eq(materialOrders.state, 'ordered')));

/** What each target does besides the state, for all workshops of the group. */
function sideEffects(db: Database, ids: number[], target: SetStateTarget, group: Workshop[]): Statement[] {
  const openRequests = inArray(coachRequests.state, ['new-request', 'approved', 'placed']);
  const now = nowSeconds();
  switch (target) {
    case 'cancelled':
      return [
        db
          .update(coachRequests)
          .set({ state: 'cancelled', updatedAt: now })
          .where(and(inArray(coachRequests.workshopId, ids), openRequests)),
        // A cancelled workshop pays no fee and no extra fee that is not paid out yet.
        db.delete(coachFees).where(and(inArray(coachFees.workshopId, ids), eq(coachFees.state, 'pending'))),
        db.delete(extraFees).where(and(inArray(extraFees.workshopId, ids), eq(extraFees.state, 'pending'))),
        withdrawOpenInvoices(db, ids),
        cancelOpenOrders(db, ids, now),
        ...withdrawEvaluations(db, ids),
      ];
    case 'initialized':
      return [
        db
          .update(coachRequests)
          .set({ state: 'cancelled', updatedAt: now })
          .where(and(inArray(coachRequests.workshopId, ids), openRequests)),
        db.delete(workshopCoaches).where(inArray(workshopCoaches.workshopId, ids)),
        cancelOpenOrders(db, ids, now),
      ];
    case 'invoiceable':
      return openInvoiceStatements(db, group, todayInZurich());
    case 'done':
      // From to-realize: the placed coaches' fees. From invoiceable back to done: the unsent invoice is withdrawn.
      return [createFeesForDoneWorkshops(db, ids), withdrawOpenInvoices(db, ids)];
  }
}

/**
 * `POST workshops/{id}/set-state`: checks the transition for the workshop and its whole series, then applies
 * state, side effects, audit rows and mails in one batch. Without an actor it is the system's change (the daily
 * job that marks past workshops done): audited with no actor and `automatic: true`.
 */
export async function setWorkshopState(
  db: Database,
  env: Env,
  actor: Pick<SessionUser, 'id'> | null,
  workshopId: number,
  target: SetStateTarget,
  reason: string | null,
): Promise<Workshop[]> {
  const group = await seriesOf(db, await loadWorkshop(db, workshopId));
  checkGuards(group, target);
  const ids = group.map((w) => w.id);
  const now = nowSeconds();
  const created = target === 'done' ? await evaluationsForDoneWorkshops(db, env, group) : { statements: [], mails: [] };
  const statements: Statement[] = [
    // Set twice at once, or while coaches are placed: only the first batch finds the states as checked above.
    batchGuard(db, statesUnchanged(group)),
    ...sideEffects(db, ids, target, group),
    ...created.statements,
    db
      .update(workshops)
      .set({
        state: target,
        stateChangedAt: now,
        updatedAt: now,
        ...(target === 'cancelled' ? { cancellationReason: reason } : {}),
        ...(target === 'initialized' ? { cancellationReason: null } : {}),
      })
      .where(inArray(workshops.id, ids)),
    ...group.map((w) =>
      auditInsert(db, {
        actorUserId: actor?.id ?? null,
        action: 'workshop.state',
        entityType: 'workshop',
        entityId: w.id,
        details: { from: w.state, to: target, reason, ...(actor ? {} : { automatic: true }) },
      }),
    ),
  ];
  const mails = target === 'cancelled' || target === 'initialized' ? await changeMails(db, group, target, reason) : [];
  mails.push(...created.mails);
  await guarded(commitWithMail(db, env, statements, mails), () => changedMeanwhile('The workshop'));
  return db.select().from(workshops).where(inArray(workshops.id, ids)).orderBy(asc(workshops.date), asc(workshops.id));
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
  const edited = db.batch([
    // Cancelled or invoiced while being edited: history is not rewritten.
    batchGuard(db, sql`(SELECT state FROM workshops WHERE id = ${id}) NOT IN ${lockedStates}`),
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
