import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  coachOffers,
  coachProfiles,
  coachRequests,
  inquiries,
  materialOrders,
  users,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { validationKeys as v } from '../../contract/lib/codes';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { appLink } from '../../lib/app-links';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import {
  inquiryContactColumns,
  mailRecipientColumns,
  schoolContact,
  schoolLanguage,
  type MailRecipient,
} from '../../mail/addressee';
import { greeting } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { coachDismissed, coachPlaced, coachRequestWithdrawn, workshopStaffed } from '../../mail/templates/staffing';
import type { SessionUser } from '../../lib/session-user';
import { blockingEntriesOf, blockingKinds } from '../unavailabilities/unavailabilities.blocking';
import { statesUnchanged } from '../workshops/workshops.states-sql';
import { assertWithinMax } from '../workload/workload.service';
import type { AllocationForm } from '../../contract/staffing/staffing.schemas';
import { workshopRequests } from './requests';
import { schoolHolidaysOnDates } from '../school-holidays/lookup';
import {
  assertStaffable,
  coachContact,
  coachesActive,
  fullName,
  invalidTransition,
  openRequestStates,
  placedUnchanged,
  slotLines,
  staffableStates,
  staffingWorkshop,
  titlesOf,
  workshopAddress,
  workshopMails,
  type Statement,
  type Workshop,
} from './staffing.shared';
import { loadGroup } from '../workshops/workshops.queries';
import { allDone, placeAfterDone } from './placed-after-done';

async function placedCoaches(db: Database, workshopId: number) {
  return db
    .select(coachContact)
    .from(workshopCoaches)
    .innerJoin(users, eq(users.id, workshopCoaches.coachId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(eq(workshopCoaches.workshopId, workshopId))
    .orderBy(asc(workshopCoaches.placedAt));
}

/** `GET workshops/{id}/form-allocations`: who is placed, and every request with its answer. */
export async function allocationForm(db: Database, workshopId: number, language: UiLanguage): Promise<AllocationForm> {
  const { workshop, group } = await loadGroup(db, workshopId);
  const [placed, requests, titleIn] = await Promise.all([
    placedCoaches(db, workshop.id),
    workshopRequests(db, workshop.id),
    titlesOf(db, workshop.offeredWorkshopId),
  ]);
  const entries = await blockingEntriesOf(
    db,
    placed.map((coach) => coach.id),
    group.map((w) => w.date),
  );
  // A workshop that took place or was cancelled has no conflict left to solve.
  const upcoming = staffableStates.includes(workshop.state) ? group : [];
  const withConflicts = placed.map((coach) => ({
    ...coach,
    unavailable: upcoming.flatMap((w) =>
      blockingKinds(entries, coach.id, { date: w.date, startTime: w.startTime, endTime: w.endTime }).map((kind) => ({
        kind,
        date: w.date,
      })),
    ),
  }));
  const school_holidays = await schoolHolidaysOnDates(db, group);
  return {
    workshop: { ...staffingWorkshop(workshop, group, titleIn(language)), school_holidays },
    placed: withConflicts,
    requests,
  };
}

/** The school's confirmation with the trainers' contacts, when the workshop becomes staffed. */
async function staffedMail(
  db: Database,
  workshop: Workshop,
  group: Workshop[],
  trainers: { firstname: string; lastname: string; email: string; phone: string | null }[],
) {
  if (!workshop.contactEmail) return [];
  const [inquiry] = workshop.inquiryId
    ? await db.select(inquiryContactColumns).from(inquiries).where(eq(inquiries.id, workshop.inquiryId))
    : [];
  const language = schoolLanguage(workshop.language, inquiry?.language);
  const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
  return [
    {
      ...renderMail(workshopStaffed, language, {
        greeting: greeting(language, schoolContact(workshop, inquiry)),
        title: titleIn(language),
        dates: slotLines(group, language),
        institute: workshop.institute,
        trainers: trainers.map((t) => [fullName(t), t.email, t.phone].filter(Boolean).join(', ')),
      }),
      recipient: workshop.contactEmail,
    } satisfies OutgoingMail,
  ];
}

async function placedMail(
  db: Database,
  env: Env,
  workshop: Workshop,
  group: Workshop[],
  coach: MailRecipient,
  colleagues: string[],
): Promise<OutgoingMail> {
  const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
  const contact = [
    [workshop.contactFirstname, workshop.contactLastname].filter(Boolean).join(' '),
    workshop.contactPhone,
    workshop.contactEmail,
  ].filter((line): line is string => Boolean(line));
  return {
    ...renderMail(coachPlaced, coach.language, {
      greeting: greeting(coach.language, coach),
      title: titleIn(coach.language),
      dates: slotLines(group, coach.language),
      institute: workshop.institute,
      address: workshopAddress(workshop),
      contact,
      colleagues,
      startUrl: appLink(env, coach.language, '/manager'),
    }),
    recipient: coach.email,
    recipientUserId: coach.id,
  };
}

/**
 * `POST workshops/{id}/assign-coach`: places a coach on the workshop and its series (request `placed`). Once as many
 * coaches are placed as needed, the workshops become to-realize, the other open requests are withdrawn (those coaches
 * are told), open offers of other coaches are closed and the school gets the trainers' contacts. `alongside`: further
 * statements (guards first) for the same batch, e.g. accepting the coach's offer. On a workshop that is done already
 * the coach is recorded as having given it (`placeAfterDone`).
 */
export async function assignCoach(
  db: Database,
  env: Env,
  actor: SessionUser,
  workshopId: number,
  coachId: number,
  alongside: Statement[] = [],
) {
  const { workshop, group, ids } = await loadGroup(db, workshopId);
  const afterDone = allDone(group) && alongside.length === 0;
  if (!afterDone) assertStaffable(group);
  const [coach] = await db
    .select(mailRecipientColumns)
    .from(users)
    .where(and(eq(users.id, coachId), eq(users.role, 'coach'), eq(users.state, 'active')));
  if (!coach) {
    throw new AppError(422, 'validation_failed', 'Only active coaches can be placed', [
      { path: 'coach_id', code: 'invalid', message: v.coachNotActive },
    ]);
  }
  const placed = await placedCoaches(db, workshop.id);
  if (afterDone) {
    await placeAfterDone(
      db,
      env,
      actor,
      group,
      coach,
      placed.map((p) => p.id),
    );
    return allocationForm(db, workshop.id, actor.language);
  }
  if (placed.some((p) => p.id === coachId)) throw new AppError(409, 'conflict', 'The coach is placed already');
  const [request] = await db
    .select({ state: coachRequests.state })
    .from(coachRequests)
    .where(and(eq(coachRequests.workshopId, workshop.id), eq(coachRequests.coachId, coachId)));
  if (request?.state === 'declined') throw invalidTransition('The coach declined: ask them again before placing them');
  const workloadRoom = await assertWithinMax(db, [coach], { ids, dates: group.map((w) => w.date) });

  const now = nowSeconds();
  const staffed = placed.length + 1 >= workshop.coachesNeeded;
  // Two placements at once (or a placement racing a dismissal, an answer, a state change): only the first batch
  // finds everything as read here, so never more coaches count as placed than the staff saw.
  const unchanged = sql`${statesUnchanged(group)} AND ${coachesActive([coachId])}
    AND ${placedUnchanged(
      workshop.id,
      placed.map((p) => p.id),
    )}
    AND coalesce((SELECT state FROM coach_requests WHERE workshop_id = ${workshop.id} AND coach_id = ${coachId}), '') = ${request?.state ?? ''}
    AND ${workloadRoom}`;
  const statements: Statement[] = [batchGuard(db, unchanged), ...alongside];
  statements.push(
    ...ids.flatMap((id) => [
      db.insert(workshopCoaches).values({ workshopId: id, coachId, placedAt: now, placedById: actor.id }).onConflictDoNothing(),
      db
        .insert(coachRequests)
        .values({ workshopId: id, coachId, state: 'placed', requestedById: actor.id })
        .onConflictDoUpdate({
          target: [coachRequests.workshopId, coachRequests.coachId],
          set: { state: 'placed', updatedAt: now },
        }),
    ]),
  );
  statements.push(
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'workshop.coach_assigned',
      entityType: 'workshop',
      entityId: workshop.id,
      details: { coach: coachId },
    }),
  );
  const mails = [await placedMail(db, env, workshop, group, coach, placed.map(fullName))];

  if (staffed) {
    const open = await db
      .select({ requestId: coachRequests.id, coach: mailRecipientColumns })
      .from(coachRequests)
      .innerJoin(users, eq(users.id, coachRequests.coachId))
      .where(
        and(
          inList(coachRequests.workshopId, ids),
          inArray(coachRequests.state, openRequestStates),
          sql`${coachRequests.coachId} <> ${coachId}`,
        ),
      );
    const withdrawn = [...new Map(open.map((row) => [row.coach.id, row.coach])).values()];
    statements.push(
      // Exactly the requests read here: those the withdrawal mails go to.
      db
        .update(coachRequests)
        .set({ state: 'cancelled', updatedAt: now })
        .where(
          and(
            inList(
              coachRequests.id,
              open.map((row) => row.requestId),
            ),
            inArray(coachRequests.state, openRequestStates),
          ),
        ),
      // Offers of others end with the staffing, without a mail: the workshop just leaves their list.
      db
        .update(coachOffers)
        .set({ state: 'declined', decidedAt: now, updatedAt: now })
        .where(
          and(eq(coachOffers.workshopId, group[0]!.id), eq(coachOffers.state, 'open'), sql`${coachOffers.coachId} <> ${coachId}`),
        ),
      db
        .update(workshops)
        .set({ state: 'to-realize', stateChangedAt: now, updatedAt: now })
        .where(and(inArray(workshops.id, ids), inArray(workshops.state, ['initialized', 'coaches_requested']))),
    );
    mails.push(...(await workshopMails(db, env, workshop, group, withdrawn, coachRequestWithdrawn, 'coachRequests')));
    if (workshop.state !== 'to-realize') {
      mails.push(...(await staffedMail(db, workshop, group, [...placed, { ...coach, phone: await phoneOf(db, coachId) }])));
    }
  }
  await guarded(commitWithMail(db, env, statements, mails), () => changedMeanwhile('The staffing of the workshop'));
  return allocationForm(db, workshop.id, actor.language);
}

async function phoneOf(db: Database, coachId: number) {
  const [row] = await db.select({ phone: coachProfiles.phone }).from(coachProfiles).where(eq(coachProfiles.userId, coachId));
  return row?.phone ?? null;
}

/** `POST workshops/{id}/dismiss-coach`: removes a placed coach from the workshop and its series, never the last one. */
export async function dismissCoach(db: Database, env: Env, actor: SessionUser, workshopId: number, coachId: number) {
  const { workshop, group, ids } = await loadGroup(db, workshopId);
  assertStaffable(group);
  const placed = await placedCoaches(db, workshop.id);
  if (!placed.some((p) => p.id === coachId)) throw notFound('Placed coach');
  if (placed.length <= 1) throw new AppError(409, 'last_coach', 'Bitte zuerst eine neue Person zuteilen');
  const [coach] = await db.select(mailRecipientColumns).from(users).where(eq(users.id, coachId));
  const now = nowSeconds();
  const mails = coach ? await workshopMails(db, env, workshop, group, [coach], coachDismissed) : [];
  const statements = [
    // Two dismissals at once must not both pass the last-coach rule: only the first finds the placements as read.
    batchGuard(
      db,
      sql`${statesUnchanged(group)} AND ${placedUnchanged(
        workshop.id,
        placed.map((p) => p.id),
      )}`,
    ),
    db.delete(workshopCoaches).where(and(inArray(workshopCoaches.workshopId, ids), eq(workshopCoaches.coachId, coachId))),
    db
      .update(coachRequests)
      .set({ state: 'cancelled', updatedAt: now })
      .where(and(inArray(coachRequests.workshopId, ids), eq(coachRequests.coachId, coachId))),
    // The dismissed coach no longer needs the material ordered for these workshops.
    db
      .update(materialOrders)
      .set({ state: 'cancelled', cancelledAt: now, cancelledById: actor.id, updatedAt: now })
      .where(
        and(inArray(materialOrders.workshopId, ids), eq(materialOrders.coachId, coachId), eq(materialOrders.state, 'ordered')),
      ),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'workshop.coach_dismissed',
      entityType: 'workshop',
      entityId: workshop.id,
      details: { coach: coachId },
    }),
  ];
  await guarded(commitWithMail(db, env, statements, mails), () => changedMeanwhile('The staffing of the workshop'));
  return allocationForm(db, workshop.id, actor.language);
}
