import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  coachFees,
  coachRequests,
  inquiries,
  invoices,
  materialOrders,
  offeredWorkshops,
  users,
  workshopCoaches,
  workshopSeries,
  workshops,
} from '../../db/schema';
import { uiLanguages, type UiLanguage, type WorkshopLanguage, type WorkshopState } from '../../db/schema/enums';
import { auditInsert } from '../../lib/audit';
import { todayInZurich } from '../../lib/dates';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import { formatSlot } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { workshopCancelled, workshopReinitialized } from '../../mail/templates/workshop-changed';
import type { SessionUser } from '../auth/auth.service';
import type { WorkshopSummary } from './workshops.schemas';
import { canTransition, type SetStateTarget } from './workshops.states';

type Statement = BatchItem<'sqlite'>;
type Workshop = typeof workshops.$inferSelect;
type Inquiry = typeof inquiries.$inferSelect;
type InquirySlotRow = { id: number; offeredWorkshopId: number; date: string; startTime: string; endTime: string };

const INVOICE_DUE_DAYS = 30;

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

async function loadWorkshop(db: Database, id: number): Promise<Workshop> {
  const [workshop] = await db.select().from(workshops).where(eq(workshops.id, id)).limit(1);
  if (!workshop) throw notFound('Workshop');
  return workshop;
}

/** The workshop and, when it belongs to a series, every workshop of the series (date order). */
export async function seriesOf(db: Database, workshop: Workshop): Promise<Workshop[]> {
  if (!workshop.seriesId) return [workshop];
  return db
    .select()
    .from(workshops)
    .where(eq(workshops.seriesId, workshop.seriesId))
    .orderBy(asc(workshops.date), asc(workshops.id));
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

function schoolLanguage(workshop: Workshop, inquiryLanguage: UiLanguage | undefined): UiLanguage {
  if (inquiryLanguage) return inquiryLanguage;
  return (uiLanguages as readonly string[]).includes(workshop.language) ? (workshop.language as UiLanguage) : 'de';
}

const greetings: Record<UiLanguage, (name: string) => string> = {
  de: (name) => `Guten Tag ${name}`,
  fr: (name) => `Bonjour ${name}`,
  it: (name) => `Buongiorno ${name}`,
  en: (name) => `Hello ${name}`,
};

/** Cancel and reinitialize tell the coaches concerned (requested or placed) and the school. */
async function changeMails(db: Database, group: Workshop[], target: 'cancelled' | 'initialized', reason: string | null) {
  const first = group[0]!;
  const ids = group.map((w) => w.id);
  const template = target === 'cancelled' ? workshopCancelled : workshopReinitialized;
  const [coaches, [inquiry], titles] = await Promise.all([
    db
      .selectDistinct({ id: users.id, email: users.email, language: users.language, firstname: users.firstname })
      .from(users)
      .where(
        sql`${users.id} IN (SELECT coach_id FROM coach_requests WHERE workshop_id IN ${ids} AND state IN ('new-request', 'approved', 'placed')
            UNION SELECT coach_id FROM workshop_coaches WHERE workshop_id IN ${ids})`,
      ),
    first.inquiryId
      ? db.select({ language: inquiries.language }).from(inquiries).where(eq(inquiries.id, first.inquiryId))
      : Promise.resolve([]),
    db.all<{ language: UiLanguage; title: string }>(
      sql`SELECT language, title FROM offered_workshop_translations WHERE offered_workshop_id = ${first.offeredWorkshopId}`,
    ),
  ]);
  const titleIn = (language: UiLanguage) =>
    titles.find((t) => t.language === language)?.title ?? titles.find((t) => t.language === 'de')?.title ?? '';
  const params = (language: UiLanguage, name: string) => ({
    greeting: greetings[language](name),
    title: titleIn(language),
    dates: group.map((w) => formatSlot(w.date, w.startTime, w.endTime, language)),
    institute: first.institute,
    reason,
  });

  const mails: OutgoingMail[] = coaches.map((coach) => ({
    ...renderMail(template, coach.language, params(coach.language, coach.firstname)),
    recipient: coach.email,
    recipientUserId: coach.id,
  }));
  if (first.contactEmail) {
    const language = schoolLanguage(first, inquiry?.language);
    const name = [first.contactFirstname, first.contactLastname].filter(Boolean).join(' ');
    mails.push({ ...renderMail(template, language, params(language, name)), recipient: first.contactEmail });
  }
  return mails;
}

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
        db.delete(coachFees).where(and(inArray(coachFees.workshopId, ids), eq(coachFees.state, 'pending'))),
        db.delete(invoices).where(and(inArray(invoices.workshopId, ids), eq(invoices.state, 'invoiceable'))),
        db
          .update(materialOrders)
          .set({ state: 'cancelled', updatedAt: now })
          .where(and(inArray(materialOrders.workshopId, ids), eq(materialOrders.state, 'ordered'))),
      ];
    case 'initialized':
      return [
        db
          .update(coachRequests)
          .set({ state: 'cancelled', updatedAt: now })
          .where(and(inArray(coachRequests.workshopId, ids), openRequests)),
        db.delete(workshopCoaches).where(inArray(workshopCoaches.workshopId, ids)),
        db
          .update(materialOrders)
          .set({ state: 'cancelled', updatedAt: now })
          .where(and(inArray(materialOrders.workshopId, ids), eq(materialOrders.state, 'ordered'))),
      ];
    case 'invoiceable': {
      const today = todayInZurich();
      const [y, m, d] = today.split('-').map(Number) as [number, number, number];
      const due = new Date(Date.UTC(y, m - 1, d + INVOICE_DUE_DAYS)).toISOString().slice(0, 10);
      return group.map((w) =>
        db
          .insert(invoices)
          .values({ workshopId: w.id, date: today, dueDate: due, amountCentimes: w.priceCentimes, state: 'invoiceable' }),
      );
    }
    case 'done':
      // From invoiceable back to done: the not yet sent invoice is withdrawn.
      return [db.delete(invoices).where(and(inArray(invoices.workshopId, ids), eq(invoices.state, 'invoiceable')))];
  }
}

/**
 * `POST workshops/{id}/set-state`: checks the transition for the workshop and its whole series, then applies
 * state, side effects, audit rows and mails in one batch.
 */
export async function setWorkshopState(
  db: Database,
  env: Env,
  actor: SessionUser,
  workshopId: number,
  target: SetStateTarget,
  reason: string | null,
): Promise<Workshop[]> {
  const group = await seriesOf(db, await loadWorkshop(db, workshopId));
  checkGuards(group, target);
  const ids = group.map((w) => w.id);
  const now = nowSeconds();
  const statements: Statement[] = [
    ...sideEffects(db, ids, target, group),
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
        actorUserId: actor.id,
        action: 'workshop.state',
        entityType: 'workshop',
        entityId: w.id,
        details: { from: w.state, to: target, reason },
      }),
    ),
  ];
  const mails = target === 'cancelled' || target === 'initialized' ? await changeMails(db, group, target, reason) : [];
  await commitWithMail(db, env, statements, mails);
  return db.select().from(workshops).where(inArray(workshops.id, ids)).orderBy(asc(workshops.date), asc(workshops.id));
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
