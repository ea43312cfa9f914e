import { and, asc, eq, sql } from 'drizzle-orm';
import { coachOffers, users } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import { mailRecipientColumns } from '../../mail/addressee';
import { greeting } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { coachOfferDeclined } from '../../mail/templates/coach-offers';
import { assignCoach } from '../staffing/placement';
import { slotLines, titlesOf } from '../staffing/staffing.shared';
import { offerableWorkshops } from './offerable';
import type { CoachOffer, DeclineOfferValues, OfferableWorkshop, OfferValues } from '../../contract/coach-offers/offers.schemas';
import { loadGroup } from '../workshops/workshops.queries';

const notOfferable = () =>
  new AppError(409, 'not_offerable', 'The workshop does not fit you (any more): it is staffed, blocked for you or you are asked');
const notOpen = () => new AppError(409, 'invalid_transition', 'Only an open offer can be accepted, declined or withdrawn');

/** `GET coach/offerable-workshops`. */
export const ownOfferableWorkshops = (db: Database, coach: SessionUser) => offerableWorkshops(db, coach.id, coach.language);

/** `POST workshops/{id}/offers`: the coach offers to give the workshop (its series); offering again reopens the offer. */
export async function offerToGive(
  db: Database,
  coach: SessionUser,
  workshopId: number,
  body: OfferValues,
): Promise<OfferableWorkshop> {
  const { workshop } = await loadGroup(db, workshopId);
  const [item] = await offerableWorkshops(db, coach.id, coach.language, workshop.id);
  if (!item?.fits) throw notOfferable();
  if (item.offer?.state === 'open' || item.offer?.state === 'accepted') {
    throw new AppError(409, 'invalid_transition', 'You have offered to give this workshop already');
  }
  const note = body.note;
  const now = nowSeconds();
  const previous = item.offer?.state ?? null;
  await guarded(
    db.batch([
      // Offering twice at once: only the first batch finds the offer as read.
      batchGuard(
        db,
        sql`coalesce((SELECT state FROM coach_offers WHERE workshop_id = ${item.workshop_id} AND coach_id = ${coach.id}), '') = ${previous ?? ''}`,
      ),
      db
        .insert(coachOffers)
        .values({ workshopId: item.workshop_id, coachId: coach.id, note })
        .onConflictDoUpdate({
          target: [coachOffers.workshopId, coachOffers.coachId],
          set: { state: 'open', note, decidedById: null, decidedAt: null, createdAt: now, updatedAt: now },
        }),
      auditInsert(db, {
        actorUserId: coach.id,
        action: 'coach_offer.created',
        entityType: 'workshop',
        entityId: item.workshop_id,
      }),
    ]),
    () => changedMeanwhile('Your offer'),
  );
  const [offered] = await offerableWorkshops(db, coach.id, coach.language, item.workshop_id);
  return offered!;
}

async function loadOffer(db: Database, offerId: number) {
  const [offer] = await db.select().from(coachOffers).where(eq(coachOffers.id, offerId));
  if (!offer) throw notFound('Offer');
  return offer;
}

const stillOpen = (db: Database, offerId: number) =>
  batchGuard(db, sql`(SELECT state FROM coach_offers WHERE id = ${offerId}) = 'open'`);

/** `DELETE workshops/offers/{id}`: the coach withdraws an own open offer. */
export async function withdrawOffer(db: Database, coach: SessionUser, offerId: number): Promise<void> {
  const offer = await loadOffer(db, offerId);
  if (offer.coachId !== coach.id) throw notFound('Offer');
  if (offer.state !== 'open') throw notOpen();
  const now = nowSeconds();
  await guarded(
    db.batch([
      stillOpen(db, offer.id),
      db.update(coachOffers).set({ state: 'withdrawn', updatedAt: now }).where(eq(coachOffers.id, offer.id)),
      auditInsert(db, {
        actorUserId: coach.id,
        action: 'coach_offer.withdrawn',
        entityType: 'workshop',
        entityId: offer.workshopId,
      }),
    ]),
    () => changedMeanwhile('The offer'),
  );
}

/** `GET workshops/{id}/offers`: every offer on the workshop (its series), open ones first. */
export async function workshopOffers(db: Database, workshopId: number): Promise<CoachOffer[]> {
  const { group } = await loadGroup(db, workshopId);
  const rows = await db
    .select({
      id: coachOffers.id,
      workshop_id: coachOffers.workshopId,
      coach: { id: users.id, firstname: users.firstname, lastname: users.lastname },
      state: coachOffers.state,
      note: coachOffers.note,
      created_at: coachOffers.createdAt,
      decided_at: coachOffers.decidedAt,
    })
    .from(coachOffers)
    .innerJoin(users, eq(users.id, coachOffers.coachId))
    .where(eq(coachOffers.workshopId, group[0]!.id))
    .orderBy(sql`${coachOffers.state} <> 'open'`, asc(coachOffers.createdAt), asc(coachOffers.id));
  return rows;
}

async function offerAnswer(db: Database, offerId: number): Promise<CoachOffer> {
  const offer = await loadOffer(db, offerId);
  return (await workshopOffers(db, offer.workshopId)).find((o) => o.id === offerId)!;
}

/**
 * `POST workshops/offers/{id}/accept`: places the coach through the placement (its guards, M01, staffed
 * transition) and marks the offer accepted in the same batch.
 */
export async function acceptOffer(db: Database, env: Env, actor: SessionUser, offerId: number): Promise<CoachOffer> {
  const offer = await loadOffer(db, offerId);
  if (offer.state !== 'open') throw notOpen();
  const now = nowSeconds();
  await assignCoach(db, env, actor, offer.workshopId, offer.coachId, [
    stillOpen(db, offer.id),
    db
      .update(coachOffers)
      .set({ state: 'accepted', decidedById: actor.id, decidedAt: now, updatedAt: now })
      .where(eq(coachOffers.id, offer.id)),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'coach_offer.accepted',
      entityType: 'workshop',
      entityId: offer.workshopId,
    }),
  ]);
  return offerAnswer(db, offer.id);
}

/** `POST workshops/offers/{id}/decline`: the coach is told (L05), with staff's note. */
export async function declineOffer(
  db: Database,
  env: Env,
  actor: SessionUser,
  offerId: number,
  body: DeclineOfferValues,
): Promise<CoachOffer> {
  const offer = await loadOffer(db, offerId);
  if (offer.state !== 'open') throw notOpen();
  const { workshop, group } = await loadGroup(db, offer.workshopId);
  const [coach] = await db.select(mailRecipientColumns).from(users).where(eq(users.id, offer.coachId));
  const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
  const now = nowSeconds();
  const mailIn = (language: UiLanguage) =>
    renderMail(coachOfferDeclined, language, {
      greeting: greeting(language, coach!),
      title: titleIn(language),
      dates: slotLines(group, language),
      institute: workshop.institute,
      note: body.note,
      offersUrl: appLink(env, language, '/manager/offers'),
    });
  await guarded(
    commitWithMail(
      db,
      env,
      [
        stillOpen(db, offer.id),
        db
          .update(coachOffers)
          .set({ state: 'declined', decidedById: actor.id, decidedAt: now, updatedAt: now })
          .where(and(eq(coachOffers.id, offer.id), eq(coachOffers.state, 'open'))),
        auditInsert(db, {
          actorUserId: actor.id,
          action: 'coach_offer.declined',
          entityType: 'workshop',
          entityId: offer.workshopId,
        }),
      ],
      coach ? [{ ...mailIn(coach.language), recipient: coach.email, recipientUserId: coach.id }] : [],
    ),
    () => changedMeanwhile('The offer'),
  );
  return offerAnswer(db, offer.id);
}
