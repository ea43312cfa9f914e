import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { coachProfiles, coachRequests, inquiries, users, workshopCoaches, workshops } from '../../db/schema';
import { uiLanguages, type UiLanguage, type WorkshopState } from '../../db/schema/enums';
import { validationKeys as v } from '../../lib/codes';
import { auditInsert } from '../../lib/audit';
import { todayInZurich } from '../../lib/dates';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { signLink, verifyLink } from '../../lib/signed-links';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import { formatSlot, greeting } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import {
  coachDismissed,
  coachPlaced,
  coachRequestMail,
  coachRequestReminder,
  coachRequestWithdrawn,
  workshopStaffed,
} from '../../mail/templates/staffing';
import type { SessionUser } from '../auth/auth.service';
import { unavailabilityReasons } from '../unavailabilities/unavailabilities.service';
import { seriesOf } from '../workshops/workshops.service';
import type { AllocationForm, AnswerBody, Candidate, CandidateList, CoachRequest, OwnCoachRequest } from './staffing.schemas';

type Workshop = typeof workshops.$inferSelect;
type Statement = BatchItem<'sqlite'>;

/** Staff can ask and place coaches while a workshop is being planned. */
const staffableStates: readonly WorkshopState[] = ['initialized', 'coaches_requested', 'to-realize'];
const openRequestStates = ['new-request', 'approved'] as const;
const REQUEST_LINK_DAYS = 30;
const REMINDER_AFTER_SECONDS = 3 * 86_400;

const invalidTransition = (message: string) => new AppError(409, 'invalid_transition', message);

// ---------------------------------------------------------------------------------------------------------------
// Loading

async function loadGroup(db: Database, workshopId: number) {
  const [workshop] = await db.select().from(workshops).where(eq(workshops.id, workshopId)).limit(1);
  if (!workshop) throw notFound('Workshop');
  const group = await seriesOf(db, workshop);
  return { workshop, group, ids: group.map((w) => w.id) };
}

function assertStaffable(group: Workshop[]) {
  const blocked = group.find((w) => !staffableStates.includes(w.state));
  if (blocked) throw invalidTransition(`A workshop in state ${blocked.state} cannot be staffed`);
}

/** Titles of a catalogue workshop per language; falls back to German. */
async function titlesOf(db: Database, offeredWorkshopId: number) {
  const rows = await db.all<{ language: UiLanguage; title: string }>(
    sql`SELECT language, title FROM offered_workshop_translations WHERE offered_workshop_id = ${offeredWorkshopId}`,
  );
  return (language: UiLanguage) =>
    rows.find((r) => r.language === language)?.title ?? rows.find((r) => r.language === 'de')?.title ?? '';
}

const slotLines = (group: Workshop[], language: UiLanguage) =>
  group.map((w) => formatSlot(w.date, w.startTime, w.endTime, language));

function staffingWorkshop(workshop: Workshop, group: Workshop[], title: string) {
  return {
    id: workshop.id,
    state: workshop.state,
    title,
    language: workshop.language,
    dates: group.map((w) => ({ workshop_id: w.id, date: w.date, start_time: w.startTime, end_time: w.endTime })),
    coaches_needed: workshop.coachesNeeded,
  };
}

const coachContact = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: coachProfiles.phone,
};

// ---------------------------------------------------------------------------------------------------------------
// Ranking

/** The school year: 1 August to 31 July. */
function seasonOf(date: string): [string, string] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const start = month >= 8 ? year : year - 1;
  return [`${start}-08-01`, `${start + 1}-07-31`];
}

interface CoachFacts {
  id: number;
  firstname: string;
  lastname: string;
  language_codes: string | null;
  subject_ids: string | null;
  skill_average: number | null;
  season_count: number;
}

async function activeCoachFacts(db: Database, season: [string, string]) {
  return db.all<CoachFacts>(sql`
    SELECT u.id, u.firstname, u.lastname,
      (SELECT group_concat(l.code) FROM coach_languages cl JOIN languages l ON l.id = cl.language_id WHERE cl.coach_id = u.id) AS language_codes,
      (SELECT group_concat(cs.subject_id) FROM coach_subjects cs WHERE cs.coach_id = u.id) AS subject_ids,
      (SELECT avg(ck.rating) FROM coach_skills ck WHERE ck.coach_id = u.id) AS skill_average,
      (SELECT count(*) FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
         WHERE wc.coach_id = u.id AND w.state <> 'cancelled' AND w.date BETWEEN ${season[0]} AND ${season[1]}) AS season_count
    FROM users u WHERE u.role = 'coach' AND u.state = 'active'
    ORDER BY u.lastname COLLATE NOCASE, u.firstname COLLATE NOCASE`);
}

/** Other (not cancelled) workshops the coaches are placed on, on the dates of the group. */
async function otherPlacements(db: Database, group: Workshop[]) {
  return db.all<{ coach_id: number; workshop_id: number; date: string }>(sql`
    SELECT wc.coach_id, w.id AS workshop_id, w.date FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
    WHERE ${inList(
      sql`w.date`,
      group.map((w) => w.date),
    )} AND NOT ${inList(
      sql`w.id`,
      group.map((w) => w.id),
    )}
      AND w.state <> 'cancelled'`);
}

async function blockersByCoach(db: Database, coachIds: number[], group: Workshop[]) {
  const blockers = new Map<number, Candidate['blockers']>();
  const add = (coachId: number, blocker: Candidate['blockers'][number]) =>
    blockers.set(coachId, [...(blockers.get(coachId) ?? []), blocker]);
  for (const w of group) {
    const reasons = await unavailabilityReasons(db, coachIds, { date: w.date, startTime: w.startTime, endTime: w.endTime });
    for (const [coachId, list] of reasons) {
      for (const reason of list) add(coachId, { kind: reason.kind, date: w.date, workshop_id: null });
    }
  }
  for (const placement of await otherPlacements(db, group)) {
    add(placement.coach_id, { kind: 'conflict', date: placement.date, workshop_id: placement.workshop_id });
  }
  return blockers;
}

/**
 * Available coaches first; among them, who speaks the language and teaches the subject, with better skills and
 * fewer workshops this season (to spread the load).
 */
function score(candidate: Omit<Candidate, 'score'>): number {
  return (
    (candidate.blockers.length > 0 ? -100 : 0) +
    (candidate.speaks_language ? 40 : 0) +
    (candidate.knows_subject ? 25 : 0) +
    (candidate.skill_average ?? 0) * 3 -
    candidate.workshops_this_season * 1.5
  );
}

/** `GET workshops/form-coach-requests`: active coaches ranked for the workshop (or its series). */
export async function rankCandidates(db: Database, workshopId: number, language: UiLanguage): Promise<CandidateList> {
  const { workshop, group, ids } = await loadGroup(db, workshopId);
  const [facts, [offered], requests, placed, title] = await Promise.all([
    activeCoachFacts(db, seasonOf(workshop.date)),
    db.all<{ subject_id: number | null }>(sql`SELECT subject_id FROM offered_workshops WHERE id = ${workshop.offeredWorkshopId}`),
    db
      .select({ coachId: coachRequests.coachId, state: coachRequests.state })
      .from(coachRequests)
      .where(eq(coachRequests.workshopId, workshop.id)),
    db.select({ coachId: workshopCoaches.coachId }).from(workshopCoaches).where(inArray(workshopCoaches.workshopId, ids)),
    titlesOf(db, workshop.offeredWorkshopId).then((titleIn) => titleIn(language)),
  ]);
  const blockers = await blockersByCoach(
    db,
    facts.map((c) => c.id),
    group,
  );
  const subjectId = offered?.subject_id ?? null;
  const placedIds = new Set(placed.map((p) => p.coachId));
  const candidates = facts.map((coach) => {
    const candidate = {
      id: coach.id,
      firstname: coach.firstname,
      lastname: coach.lastname,
      speaks_language: (coach.language_codes ?? '').split(',').includes(workshop.language),
      knows_subject: subjectId === null || (coach.subject_ids ?? '').split(',').includes(String(subjectId)),
      skill_average: coach.skill_average === null ? null : Math.round(coach.skill_average * 10) / 10,
      blockers: blockers.get(coach.id) ?? [],
      workshops_this_season: coach.season_count,
      request_state: requests.find((r) => r.coachId === coach.id)?.state ?? null,
      placed: placedIds.has(coach.id),
    };
    return { ...candidate, score: score(candidate) };
  });
  candidates.sort((a, b) => b.score - a.score);
  return { workshop: staffingWorkshop(workshop, group, title), candidates };
}

// ---------------------------------------------------------------------------------------------------------------
// Requests (staff)

/** The requests of one workshop, with the coaches' contacts. */
export async function workshopRequests(db: Database, workshopId: number): Promise<CoachRequest[]> {
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
    requested_at: request.updatedAt,
    answered_at: request.answeredAt,
  }));
}

async function answerLink(env: Env, requestId: number, coachId: number) {
  const token = await signLink(env, 'coach-request', String(requestId), REQUEST_LINK_DAYS * 86_400, { coach: coachId });
  return `${env.APP_URL.replace(/\/$/, '')}/coach-request/${encodeURIComponent(token)}`;
}

interface MailCoach {
  id: number;
  email: string;
  language: UiLanguage;
  firstname: string;
  lastname: string;
}
const mailCoachColumns = {
  id: users.id,
  email: users.email,
  language: users.language,
  firstname: users.firstname,
  lastname: users.lastname,
};
const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`;

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
    .select(mailCoachColumns)
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
    .where(and(inArray(coachRequests.workshopId, ids), inArray(coachRequests.coachId, body.coach_ids)));
  const stateOf = (coachId: number, id: number) => existing.find((r) => r.coachId === coachId && r.workshopId === id)?.state;
  const reopen = (coachId: number, id: number) => {
    const state = stateOf(coachId, id);
    return state === undefined || state === 'declined' || state === 'cancelled';
  };
  const asked = coaches.filter((coach) => ids.some((id) => reopen(coach.id, id)));
  const now = nowSeconds();
  const message = body.message || null;
  const statements: Statement[] = [];
  for (const coach of asked) {
    for (const id of ids.filter((wid) => reopen(coach.id, wid))) {
      const values = {
        state: 'new-request' as const,
        message,
        requestedById: actor.id,
        answerMessage: null,
        answeredAt: null,
        remindedAt: null,
      };
      statements.push(
        db
          .insert(coachRequests)
          .values({ workshopId: id, coachId: coach.id, ...values })
          .onConflictDoUpdate({ target: [coachRequests.workshopId, coachRequests.coachId], set: { ...values, updatedAt: now } }),
      );
    }
  }
  const toRequest = group.filter((w) => w.state === 'initialized').map((w) => w.id);
  if (asked.length > 0 && toRequest.length > 0) {
    statements.push(
      db
        .update(workshops)
        .set({ state: 'coaches_requested', stateChangedAt: now, updatedAt: now })
        .where(and(inArray(workshops.id, toRequest), eq(workshops.state, 'initialized'))),
    );
  }
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
  await commitWithMail(db, env, statements, []);
  await mailRequests(db, env, workshop, group, asked, message);
  return workshopRequests(db, workshop.id);
}

/** The request mails go out after the rows exist: each carries a link signed for its request id. */
async function mailRequests(
  db: Database,
  env: Env,
  workshop: Workshop,
  group: Workshop[],
  coaches: MailCoach[],
  message: string | null,
) {
  if (coaches.length === 0) return;
  const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
  const rows = await db
    .select({ id: coachRequests.id, coachId: coachRequests.coachId })
    .from(coachRequests)
    .where(
      and(
        eq(coachRequests.workshopId, group[0]!.id),
        inArray(
          coachRequests.coachId,
          coaches.map((c) => c.id),
        ),
      ),
    );
  const mails: OutgoingMail[] = [];
  for (const coach of coaches) {
    const request = rows.find((r) => r.coachId === coach.id);
    if (!request) continue;
    mails.push({
      ...renderMail(coachRequestMail, coach.language, {
        greeting: greeting(coach.language, fullName(coach)),
        title: titleIn(coach.language),
        dates: slotLines(group, coach.language),
        institute: workshop.institute,
        location: workshop.location,
        message,
        answerUrl: await answerLink(env, request.id, coach.id),
      }),
      recipient: coach.email,
      recipientUserId: coach.id,
    });
  }
  await commitWithMail(db, env, [], mails);
}

async function workshopMails(
  db: Database,
  workshop: Workshop,
  group: Workshop[],
  coaches: MailCoach[],
  template: typeof coachDismissed,
) {
  const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
  return coaches.map((coach): OutgoingMail => ({
    ...renderMail(template, coach.language, {
      greeting: greeting(coach.language, fullName(coach)),
      title: titleIn(coach.language),
      dates: slotLines(group, coach.language),
      institute: workshop.institute,
    }),
    recipient: coach.email,
    recipientUserId: coach.id,
  }));
}

/** `DELETE workshops/coach-requests/{id}`: staff withdraw an open request (for the whole series); the coach is told. */
export async function withdrawRequest(db: Database, env: Env, actor: SessionUser, requestId: number) {
  const [request] = await db.select().from(coachRequests).where(eq(coachRequests.id, requestId)).limit(1);
  if (!request) throw notFound('Coach request');
  if (!(openRequestStates as readonly string[]).includes(request.state))
    throw invalidTransition('Only open requests can be withdrawn');
  const { workshop, group, ids } = await loadGroup(db, request.workshopId);
  const [coach] = await db.select(mailCoachColumns).from(users).where(eq(users.id, request.coachId));
  const now = nowSeconds();
  await commitWithMail(
    db,
    env,
    [
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
    ],
    coach ? await workshopMails(db, workshop, group, [coach], coachRequestWithdrawn) : [],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Placement (allocations)

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
  return { workshop: staffingWorkshop(workshop, group, titleIn(language)), placed, requests };
}

function schoolLanguage(workshop: Workshop, inquiryLanguage: UiLanguage | undefined): UiLanguage {
  if (inquiryLanguage) return inquiryLanguage;
  return (uiLanguages as readonly string[]).includes(workshop.language) ? (workshop.language as UiLanguage) : 'de';
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
    ? await db.select({ language: inquiries.language }).from(inquiries).where(eq(inquiries.id, workshop.inquiryId))
    : [];
  const language = schoolLanguage(workshop, inquiry?.language);
  const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
  const contactName = [workshop.contactFirstname, workshop.contactLastname].filter(Boolean).join(' ');
  return [
    {
      ...renderMail(workshopStaffed, language, {
        greeting: greeting(language, contactName),
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
  workshop: Workshop,
  group: Workshop[],
  coach: MailCoach,
  colleagues: string[],
): Promise<OutgoingMail> {
  const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
  const address = [workshop.streetAddress, [workshop.postcode, workshop.location].filter(Boolean).join(' '), workshop.room]
    .filter(Boolean)
    .join(', ');
  const contact = [
    [workshop.contactFirstname, workshop.contactLastname].filter(Boolean).join(' '),
    workshop.contactPhone,
    workshop.contactEmail,
  ].filter((line): line is string => Boolean(line));
  return {
    ...renderMail(coachPlaced, coach.language, {
      greeting: greeting(coach.language, fullName(coach)),
      title: titleIn(coach.language),
      dates: slotLines(group, coach.language),
      institute: workshop.institute,
      address,
      contact,
      colleagues,
    }),
    recipient: coach.email,
    recipientUserId: coach.id,
  };
}

/**
 * `POST workshops/{id}/assign-coach`: places a coach on the workshop and its series (request `placed`). Once as many
 * coaches are placed as needed, the workshops become to-realize, the other open requests are withdrawn (those coaches
 * are told) and the school gets the trainers' contacts.
 */
export async function assignCoach(db: Database, env: Env, actor: SessionUser, workshopId: number, coachId: number) {
  const { workshop, group, ids } = await loadGroup(db, workshopId);
  assertStaffable(group);
  const [coach] = await db
    .select(mailCoachColumns)
    .from(users)
    .where(and(eq(users.id, coachId), eq(users.role, 'coach'), eq(users.state, 'active')));
  if (!coach) {
    throw new AppError(422, 'validation_failed', 'Only active coaches can be placed', [
      { path: 'coach_id', code: 'invalid', message: v.coachNotActive },
    ]);
  }
  const placed = await placedCoaches(db, workshop.id);
  if (placed.some((p) => p.id === coachId)) throw new AppError(409, 'conflict', 'The coach is placed already');

  const now = nowSeconds();
  const staffed = placed.length + 1 >= workshop.coachesNeeded;
  const statements: Statement[] = ids.flatMap((id) => [
    db.insert(workshopCoaches).values({ workshopId: id, coachId, placedAt: now, placedById: actor.id }).onConflictDoNothing(),
    db
      .insert(coachRequests)
      .values({ workshopId: id, coachId, state: 'placed', requestedById: actor.id })
      .onConflictDoUpdate({
        target: [coachRequests.workshopId, coachRequests.coachId],
        set: { state: 'placed', updatedAt: now },
      }),
  ]);
  statements.push(
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'workshop.coach_assigned',
      entityType: 'workshop',
      entityId: workshop.id,
      details: { coach: coachId },
    }),
  );
  const mails = [await placedMail(db, workshop, group, coach, placed.map(fullName))];

  if (staffed) {
    const withdrawn = await db
      .selectDistinct(mailCoachColumns)
      .from(coachRequests)
      .innerJoin(users, eq(users.id, coachRequests.coachId))
      .where(
        and(
          inArray(coachRequests.workshopId, ids),
          inArray(coachRequests.state, openRequestStates),
          sql`${coachRequests.coachId} <> ${coachId}`,
        ),
      );
    statements.push(
      db
        .update(coachRequests)
        .set({ state: 'cancelled', updatedAt: now })
        .where(
          and(
            inArray(coachRequests.workshopId, ids),
            inArray(coachRequests.state, openRequestStates),
            sql`${coachRequests.coachId} <> ${coachId}`,
          ),
        ),
      db
        .update(workshops)
        .set({ state: 'to-realize', stateChangedAt: now, updatedAt: now })
        .where(and(inArray(workshops.id, ids), inArray(workshops.state, ['initialized', 'coaches_requested']))),
    );
    mails.push(...(await workshopMails(db, workshop, group, withdrawn, coachRequestWithdrawn)));
    if (workshop.state !== 'to-realize') {
      mails.push(...(await staffedMail(db, workshop, group, [...placed, { ...coach, phone: await phoneOf(db, coachId) }])));
    }
  }
  await commitWithMail(db, env, statements, mails);
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
  const [coach] = await db.select(mailCoachColumns).from(users).where(eq(users.id, coachId));
  const now = nowSeconds();
  await commitWithMail(
    db,
    env,
    [
      db.delete(workshopCoaches).where(and(inArray(workshopCoaches.workshopId, ids), eq(workshopCoaches.coachId, coachId))),
      db
        .update(coachRequests)
        .set({ state: 'cancelled', updatedAt: now })
        .where(and(inArray(coachRequests.workshopId, ids), eq(coachRequests.coachId, coachId))),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'workshop.coach_dismissed',
        entityType: 'workshop',
        entityId: workshop.id,
        details: { coach: coachId },
      }),
    ],
    coach ? await workshopMails(db, workshop, group, [coach], coachDismissed) : [],
  );
  return allocationForm(db, workshop.id, actor.language);
}

// ---------------------------------------------------------------------------------------------------------------
// The coach's side

interface OwnRow {
  id: number;
  state: OwnCoachRequest['state'];
  message: string | null;
  answer_message: string | null;
  requested_at: number;
  answered_at: number | null;
  workshop_id: number;
  workshop_state: OwnCoachRequest['workshop']['state'];
  series_id: number | null;
  title: string;
  subject: string | null;
  language: OwnCoachRequest['workshop']['language'];
  date: string;
  start_time: string;
  end_time: string;
  institute: string;
  location: string;
  grade: string | null;
  number_participants: number | null;
}

/** A coach's requests from today on (or one request), with the workshop in the coach's language. */
function ownRowsQuery(coachId: number, language: UiLanguage, requestId?: number) {
  const only = requestId === undefined ? sql`w.date >= ${todayInZurich()}` : sql`r.id = ${requestId}`;
  return sql`
    SELECT r.id, r.state, r.message, r.answer_message, r.updated_at AS requested_at, r.answered_at,
      w.id AS workshop_id, w.state AS workshop_state, w.series_id, w.language, w.date, w.start_time, w.end_time,
      w.institute, w.location, w.number_participants,
      coalesce((SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}),
               (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = 'de'), '') AS title,
      (SELECT coalesce(st.name, sd.name) FROM offered_workshops o
         LEFT JOIN subject_translations st ON st.subject_id = o.subject_id AND st.language = ${language}
         LEFT JOIN subject_translations sd ON sd.subject_id = o.subject_id AND sd.language = 'de'
         WHERE o.id = w.offered_workshop_id) AS subject,
      (SELECT coalesce(gt.name, gd.name) FROM grade_translations gd
         LEFT JOIN grade_translations gt ON gt.grade_id = gd.grade_id AND gt.language = ${language}
         WHERE gd.grade_id = w.grade_id AND gd.language = 'de') AS grade
    FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id
    WHERE r.coach_id = ${coachId} AND ${only}
    ORDER BY w.date, w.start_time, r.id`;
}

function toOwnRequests(rows: OwnRow[]): OwnCoachRequest[] {
  // A series is asked and answered as one: show it once, at its first date, listing the other dates.
  const bySeries = new Map<string, OwnRow[]>();
  for (const row of rows) {
    const key = row.series_id ? `s${row.series_id}` : `w${row.workshop_id}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), row]);
  }
  const items = [...bySeries.values()].map(([first, ...rest]) => ({
    id: first!.id,
    state: first!.state,
    message: first!.message,
    answer_message: first!.answer_message,
    requested_at: first!.requested_at,
    answered_at: first!.answered_at,
    workshop: {
      id: first!.workshop_id,
      state: first!.workshop_state,
      title: first!.title,
      subject: first!.subject,
      language: first!.language,
      date: first!.date,
      start_time: first!.start_time,
      end_time: first!.end_time,
      institute: first!.institute,
      location: first!.location,
      grade: first!.grade,
      number_participants: first!.number_participants,
      series_dates: rest.map((row) => row.date),
    },
  }));
  const open = (item: OwnCoachRequest) => (item.state === 'new-request' ? 0 : 1);
  return items.sort((a, b) => open(a) - open(b) || a.workshop.date.localeCompare(b.workshop.date));
}

/** `GET coaches/requests`: the coach's requests for workshops from today on, open ones first. */
export async function ownRequests(db: Database, coach: SessionUser): Promise<OwnCoachRequest[]> {
  return toOwnRequests(await db.all<OwnRow>(ownRowsQuery(coach.id, coach.language)));
}

async function ownRequest(db: Database, coachId: number, requestId: number, language: UiLanguage): Promise<OwnCoachRequest> {
  const [row] = await db.all<OwnRow>(ownRowsQuery(coachId, language, requestId));
  if (!row) throw notFound('Coach request');
  const series = row.series_id
    ? await db.all<{ date: string }>(
        sql`SELECT w.date FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id
            WHERE r.coach_id = ${coachId} AND w.series_id = ${row.series_id} AND w.id <> ${row.workshop_id} ORDER BY w.date`,
      )
    : [];
  const [item] = toOwnRequests([row]);
  return { ...item!, workshop: { ...item!.workshop, series_dates: series.map((s) => s.date) } };
}

/**
 * `PUT coaches/requests/{id}`: the coach answers available (approved) or not (declined), for the whole series.
 * The answer can change until the coach is placed or the request is withdrawn.
 */
export async function answerRequest(db: Database, coachId: number, requestId: number, body: AnswerBody) {
  const [request] = await db
    .select()
    .from(coachRequests)
    .where(and(eq(coachRequests.id, requestId), eq(coachRequests.coachId, coachId)))
    .limit(1);
  if (!request) throw notFound('Coach request');
  const { group, ids } = await loadGroup(db, request.workshopId);
  if (!['new-request', 'approved', 'declined'].includes(request.state)) {
    throw invalidTransition(`A request in state ${request.state} cannot be answered`);
  }
  if (group.some((w) => w.state === 'cancelled')) throw invalidTransition('The workshop is cancelled');
  const now = nowSeconds();
  await db.batch([
    db
      .update(coachRequests)
      .set({ state: body.answer, answerMessage: body.comment || null, answeredAt: now, updatedAt: now })
      .where(
        and(
          inArray(coachRequests.workshopId, ids),
          eq(coachRequests.coachId, coachId),
          inArray(coachRequests.state, ['new-request', 'approved', 'declined']),
        ),
      ),
    auditInsert(db, {
      actorUserId: coachId,
      action: `coach_request.${body.answer}`,
      entityType: 'coach_request',
      entityId: request.id,
    }),
  ]);
  const [coach] = await db.select({ language: users.language }).from(users).where(eq(users.id, coachId));
  return ownRequest(db, coachId, request.id, coach?.language ?? 'de');
}

async function linkTarget(env: Env, token: string) {
  const payload = await verifyLink(env, 'coach-request', token);
  const requestId = Number(payload.sub);
  const coachId = Number(payload.coach);
  if (!Number.isInteger(requestId) || !Number.isInteger(coachId))
    throw new AppError(400, 'token_invalid', 'The link is invalid or has expired');
  return { requestId, coachId };
}

/** `GET coaches/requests/link/{token}`: the request behind the signed link of its mail. */
export async function requestByLink(db: Database, env: Env, token: string) {
  const { requestId, coachId } = await linkTarget(env, token);
  const [coach] = await db.select({ language: users.language, state: users.state }).from(users).where(eq(users.id, coachId));
  if (!coach || coach.state === 'inactive') throw notFound('Coach request');
  return ownRequest(db, coachId, requestId, coach.language);
}

/** `POST coaches/requests/link/{token}`: answers through the signed link (no sign-in). */
export async function answerByLink(db: Database, env: Env, token: string, body: AnswerBody) {
  const { requestId, coachId } = await linkTarget(env, token);
  const [coach] = await db.select({ state: users.state }).from(users).where(eq(users.id, coachId));
  if (!coach || coach.state === 'inactive') throw notFound('Coach request');
  return answerRequest(db, coachId, requestId, body);
}

// ---------------------------------------------------------------------------------------------------------------
// Cron

/**
 * Reminds coaches of requests unanswered for 3 days (once per request), one mail per coach listing them.
 * Only workshops still ahead count.
 */
export async function sendRequestReminders(db: Database, env: Env, now = nowSeconds()) {
  const due = await db
    .select({ id: coachRequests.id, coach: mailCoachColumns, workshop: workshops })
    .from(coachRequests)
    .innerJoin(users, eq(users.id, coachRequests.coachId))
    .innerJoin(workshops, eq(workshops.id, coachRequests.workshopId))
    .where(
      and(
        eq(coachRequests.state, 'new-request'),
        sql`${coachRequests.remindedAt} IS NULL`,
        sql`${coachRequests.updatedAt} <= ${now - REMINDER_AFTER_SECONDS}`,
        sql`${workshops.date} >= ${todayInZurich()}`,
        eq(users.state, 'active'),
      ),
    )
    .orderBy(asc(workshops.date));
  if (due.length === 0) return 0;
  const byCoach = new Map<number, typeof due>();
  for (const row of due) byCoach.set(row.coach.id, [...(byCoach.get(row.coach.id) ?? []), row]);
  const requestsUrl = `${env.APP_URL.replace(/\/$/, '')}/manager/coach-requests`;
  const mails: OutgoingMail[] = [];
  for (const rows of byCoach.values()) {
    const coach = rows[0]!.coach;
    const lines = await Promise.all(
      rows.map(async ({ workshop }) => {
        const titleIn = await titlesOf(db, workshop.offeredWorkshopId);
        return `${titleIn(coach.language)}, ${workshop.institute}: ${formatSlot(workshop.date, workshop.startTime, workshop.endTime, coach.language)}`;
      }),
    );
    mails.push({
      ...renderMail(coachRequestReminder, coach.language, {
        greeting: greeting(coach.language, fullName(coach)),
        requests: lines,
        requestsUrl,
      }),
      recipient: coach.email,
      recipientUserId: coach.id,
    });
  }
  await commitWithMail(
    db,
    env,
    [
      db
        .update(coachRequests)
        .set({ remindedAt: now })
        .where(
          inArray(
            coachRequests.id,
            due.map((row) => row.id),
          ),
        ),
    ],
    mails,
  );
  return due.length;
}
