import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { generalTerms, inquiries, inquiryInfrastructure, inquirySlots, users, workshops } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import { greeting } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { inquiryValidated } from '../../mail/templates/inquiry-validated';
import type { SessionUser } from '../../lib/session-user';
import { workshopsFromInquiry } from '../workshops/workshops.service';
import type { InquiryDetail, InquiryFormValues } from '../../contract/inquiries/inquiries.schemas';
import { checkReferences, summaryLines } from './inquiries.form-data';
import { infrastructureInserts, infrastructureOf, inquiryColumns, slotInserts, slotsOf, viewFromRows } from './inquiries.rows';

async function loadInquiry(db: Database, id: number) {
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  if (!inquiry) throw notFound('Inquiry');
  return inquiry;
}

/** Staff: the inquiry with its assignment and the workshops it became. */
export async function inquiryDetail(db: Database, id: number): Promise<InquiryDetail> {
  // One round trip: the inquiry, its slots and infrastructure, its associate and its workshops.
  const [[inquiry], slots, infrastructure, associate, created, terms] = await db.batch([
    db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1),
    slotsOf(db, id),
    infrastructureOf(db, id),
    db
      .select({ id: users.id, name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.assignedAssociateId))
      .where(eq(inquiries.id, id)),
    db
      .select({
        id: workshops.id,
        state: workshops.state,
        date: workshops.date,
        start_time: workshops.startTime,
        end_time: workshops.endTime,
        series_id: workshops.seriesId,
        offered_workshop_id: workshops.offeredWorkshopId,
      })
      .from(workshops)
      .where(eq(workshops.inquiryId, id))
      .orderBy(asc(workshops.date), asc(workshops.id)),
    db
      .select({
        id: generalTerms.id,
        language: generalTerms.language,
        version: generalTerms.version,
        valid_from: generalTerms.validFrom,
      })
      .from(inquiries)
      .innerJoin(generalTerms, eq(generalTerms.id, inquiries.generalTermsId))
      .where(eq(inquiries.id, id)),
  ]);
  if (!inquiry) throw notFound('Inquiry');
  return {
    ...viewFromRows(inquiry, slots, infrastructure),
    associate: associate[0] ?? null,
    validated_at: inquiry.validatedAt,
    accepted_terms: terms[0] ?? null,
    workshops: created,
  };
}

const alreadyValidated = () => new AppError(409, 'invalid_transition', 'The inquiry has already been validated');

/** Staff correct a requested inquiry; a validated one has become workshops and is edited there. */
export async function updateInquiry(
  db: Database,
  actor: SessionUser,
  id: number,
  body: Omit<InquiryFormValues, 'termsAccepted'>,
): Promise<InquiryDetail> {
  const inquiry = await loadInquiry(db, id);
  if (inquiry.state !== 'requested') throw alreadyValidated();
  await checkReferences(db, body, inquiry);
  await guarded(
    db.batch([
      // A validation racing this edit wins or loses as a whole: a validated inquiry is never edited.
      batchGuard(db, sql`(SELECT state FROM inquiries WHERE id = ${id}) = 'requested'`),
      db
        .update(inquiries)
        .set({ ...inquiryColumns(body), updatedAt: nowSeconds() })
        .where(eq(inquiries.id, id)),
      db.delete(inquirySlots).where(eq(inquirySlots.inquiryId, id)),
      ...slotInserts(db, id, body.slots),
      db.delete(inquiryInfrastructure).where(eq(inquiryInfrastructure.inquiryId, id)),
      ...infrastructureInserts(db, id, body.knowledge.infrastructure),
      auditInsert(db, { actorUserId: actor.id, action: 'inquiry.updated', entityType: 'inquiry', entityId: id }),
    ]),
    alreadyValidated,
  );
  return inquiryDetail(db, id);
}

/** Assigns the inquiry to an active admin or associate (the actor themself or someone else). */
export async function assignInquiry(db: Database, actor: SessionUser, id: number, associateId: number): Promise<InquiryDetail> {
  await loadInquiry(db, id);
  const [associate] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, associateId), inArray(users.role, ['admin', 'associate']), eq(users.state, 'active')));
  if (!associate) {
    throw new AppError(422, 'validation_failed', 'Error on allocating associate', [
      { path: 'associate_id', code: 'invalid_value', message: 'required' },
    ]);
  }
  await db.batch([
    db.update(inquiries).set({ assignedAssociateId: associateId, updatedAt: nowSeconds() }).where(eq(inquiries.id, id)),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'inquiry.assigned',
      entityType: 'inquiry',
      entityId: id,
      details: { associateId },
    }),
  ]);
  return inquiryDetail(db, id);
}

/**
 * Validating turns the inquiry into workshops (one per slot; several of the same catalogue workshop form a
 * series), marks it validated and tells the school, all in one batch. A second validation is refused.
 */
export async function validateInquiry(db: Database, env: Env, actor: SessionUser, id: number): Promise<InquiryDetail> {
  const inquiry = await loadInquiry(db, id);
  if (inquiry.state !== 'requested') throw alreadyValidated();
  const slots = await db.select().from(inquirySlots).where(eq(inquirySlots.inquiryId, id)).orderBy(asc(inquirySlots.position));
  if (slots.length === 0) throw new AppError(409, 'invalid_transition', 'The inquiry has no workshops to validate');
  const now = nowSeconds();
  const lines = await summaryLines(
    db,
    slots.map((slot) => ({
      workshopId: slot.offeredWorkshopId,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
    })),
    inquiry.language,
  );
  // Of two validations racing, or a validation racing an edit, only the first finds the inquiry still requested
  // with the slots read here; the other's whole batch (series, workshops, mail) is rolled back.
  const slotIds = slots
    .map((slot) => slot.id)
    .sort((a, b) => a - b)
    .join(',');
  const unchanged = sql`(SELECT state FROM inquiries WHERE id = ${id}) = 'requested'
    AND (SELECT group_concat(id) FROM (SELECT id FROM inquiry_slots WHERE inquiry_id = ${id} ORDER BY id)) = ${slotIds}`;
  await guarded(
    commitWithMail(
      db,
      env,
      [
        batchGuard(db, unchanged),
        db
          .update(inquiries)
          .set({ state: 'validated', validatedAt: now, validatedById: actor.id, updatedAt: now })
          .where(eq(inquiries.id, id)),
        ...(await workshopsFromInquiry(db, inquiry, slots, actor)),
        auditInsert(db, { actorUserId: actor.id, action: 'inquiry.validated', entityType: 'inquiry', entityId: id }),
      ],
      [
        {
          ...renderMail(inquiryValidated, inquiry.language, {
            greeting: greeting(inquiry.language, { ...inquiry, salutation: inquiry.gender }),
            institute: inquiry.institute,
            lines,
          }),
          recipient: inquiry.email,
        },
      ],
    ),
    async () => ((await loadInquiry(db, id)).state === 'requested' ? changedMeanwhile('The inquiry') : alreadyValidated()),
  );
  return inquiryDetail(db, id);
}
