import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { coachLanguages, coachProfiles, coachRequests, coachSubjects, sessions, users } from '../../db/schema';
import type { UiLanguage, UserState } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded, isUniqueViolation } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { nowSeconds } from '../../lib/tokens';
import { mailRecipientColumns, userSalutation } from '../../mail/addressee';
import { greeting, type Addressee } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { coachAccountCreated } from '../../mail/templates/coach-account-created';
import { coachProfileSubmitted } from '../../mail/templates/coach-profile-submitted';
import { coachApproved, coachSentBack } from '../../mail/templates/coach-profile-reviewed';
import type { SessionUser } from '../../lib/session-user';
import { toUser, userColumns } from '../auth/auth.service';
import type { CoachCreateBodySchema } from '../../contract/coaches/coaches.schemas';
import type { User } from '../../contract/auth/auth.schemas';
import { canTransition } from '../users/user-states';
import { missingProfileFields } from './profile-requirements';

const passwordChosen = () => new AppError(409, 'invalid_transition', 'The coach has already chosen a password');
const notAwaitingApproval = () => new AppError(409, 'invalid_transition', 'The profile is not awaiting approval');

/** For a `batchGuard`: the user is still in one of these states. */
const stateIs = (userId: number, states: readonly UserState[]) =>
  sql`(SELECT state FROM users WHERE id = ${userId}) IN ${states}`;

async function profileCompleteness(db: Database, coachId: number) {
  const [[profile], [languages], [subjects]] = await Promise.all([
    db.select().from(coachProfiles).where(eq(coachProfiles.userId, coachId)).limit(1),
    db.select({ n: count() }).from(coachLanguages).where(eq(coachLanguages.coachId, coachId)),
    db.select({ n: count() }).from(coachSubjects).where(eq(coachSubjects.coachId, coachId)),
  ]);
  return missingProfileFields(profile, { languages: languages?.n ?? 0, subjects: subjects?.n ?? 0 });
}

/** A coach with an incomplete profile asks HR to check it: incomplete -> processing, finance notified. */
export async function requestValidation(db: Database, env: Env, user: SessionUser): Promise<User> {
  if (user.role !== 'coach') throw forbidden();
  if (!canTransition(user.state, 'processing')) {
    throw new AppError(409, 'conflict', `A profile in state ${user.state} cannot be submitted for validation`);
  }
  const missing = await profileCompleteness(db, user.id);
  if (missing.length > 0) {
    throw new AppError(
      422,
      'validation_failed',
      'Please fill all required fields',
      missing.map((path) => ({ path, code: 'required', message: 'required' })),
    );
  }
  const now = nowSeconds();
  const hr = await db
    .select(mailRecipientColumns)
    .from(users)
    .where(and(eq(users.role, 'finance'), eq(users.state, 'active')));
  const coachName = `${user.firstname} ${user.lastname}`;
  const submitted = commitWithMail(
    db,
    env,
    [
      // Deactivated (or submitted from another tab) meanwhile: the profile is not submitted over that.
      batchGuard(db, stateIs(user.id, [user.state])),
      db.update(users).set({ state: 'processing', updatedAt: now }).where(eq(users.id, user.id)),
      db
        .update(coachProfiles)
        .set({ submittedAt: now, rejectionReason: null, updatedAt: now })
        .where(eq(coachProfiles.userId, user.id)),
      auditInsert(db, { actorUserId: user.id, action: 'coach.validation_requested', entityType: 'user', entityId: user.id }),
    ],
    hr.map((recipient) => ({
      ...renderMail(coachProfileSubmitted, recipient.language, {
        greeting: greeting(recipient.language, recipient),
        coachName,
        profileUrl: appLink(env, recipient.language, `/manager/coaches/${user.id}`),
      }),
      recipient: recipient.email,
      recipientUserId: recipient.id,
    })),
  );
  await guarded(submitted, () => changedMeanwhile('The profile'));
  return toUser({ ...user, state: 'processing' });
}

const TEMPORARY_PASSWORD_SECONDS = 48 * 3600;
const staffOnly = (actor: SessionUser) => {
  if (actor.role !== 'admin' && actor.role !== 'associate') throw forbidden();
};
const hrOnly = (actor: SessionUser) => {
  if (actor.role !== 'admin' && actor.role !== 'finance') throw forbidden();
};

/** A random temporary password (16 characters) and its hash. */
async function temporaryPassword() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const password = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return { password, hash: await hashPassword(password) };
}

async function findCoach(db: Database, id: number) {
  const [coach] = await db
    .select({ ...userColumns, salutation: userSalutation })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'coach')))
    .limit(1);
  if (!coach) throw notFound('Coach');
  return coach;
}

function invitationMail(
  env: Env,
  coach: Addressee & { id: number | SQL; email: string; language: UiLanguage },
  password: string,
) {
  return {
    ...renderMail(coachAccountCreated, coach.language, {
      greeting: greeting(coach.language, coach),
      email: coach.email,
      temporaryPassword: password,
      loginUrl: appLink(env, coach.language, '/login'),
    }),
    recipient: coach.email,
    recipientUserId: coach.id,
  };
}

/** Staff create a coach account (state change-password) and email the temporary password. */
export async function createCoach(db: Database, env: Env, actor: SessionUser, body: z.output<typeof CoachCreateBodySchema>) {
  staffOnly(actor);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email)).limit(1);
  if (existing) throw emailTaken();
  const { password, hash } = await temporaryPassword();
  // Account, profile, audit entry and invitation in one batch: the new id is read back by SQL inside it.
  const coachId = sql`(SELECT id FROM users WHERE email = ${body.email})`;
  const account = {
    role: 'coach' as const,
    state: 'change-password' as const,
    language: body.language,
    firstname: body.firstname,
    lastname: body.lastname,
    email: body.email,
  };
  try {
    await commitWithMail(
      db,
      env,
      [
        db.insert(users).values({ ...account, passwordHash: hash, passwordExpiresAt: nowSeconds() + TEMPORARY_PASSWORD_SECONDS }),
        db.insert(coachProfiles).values({ userId: coachId }),
        auditInsert(db, { actorUserId: actor.id, action: 'coach.created', entityType: 'user', entityId: coachId }),
      ],
      [invitationMail(env, { ...account, id: coachId }, password)],
    );
  } catch (error) {
    // A second request with the same address between the check and the batch: nothing of this one was written.
    if (isUniqueViolation(error, 'users.email')) throw emailTaken();
    throw error;
  }
  const [coach] = await db.select(userColumns).from(users).where(eq(users.email, body.email));
  return toUser(coach!);
}

const emailTaken = () =>
  new AppError(409, 'email_taken', 'This email address is already in use', [
    { path: 'email', code: 'email_taken', message: 'email_taken' },
  ]);

/**
 * Gives a coach a new temporary password (state change-password) and mails the invitation with it, in one batch
 * behind `guard` (re-checked inside the batch), audited as `action`.
 */
export async function sendInvitation(
  db: Database,
  env: Env,
  actor: SessionUser,
  coach: Parameters<typeof invitationMail>[1] & { id: number },
  guard: SQL,
  action: string,
) {
  const { password, hash } = await temporaryPassword();
  const now = nowSeconds();
  return commitWithMail(
    db,
    env,
    [
      batchGuard(db, guard),
      db
        .update(users)
        .set({
          passwordHash: hash,
          passwordExpiresAt: now + TEMPORARY_PASSWORD_SECONDS,
          state: 'change-password',
          updatedAt: now,
        })
        .where(eq(users.id, coach.id)),
      auditInsert(db, { actorUserId: actor.id, action, entityType: 'user', entityId: coach.id }),
    ],
    [invitationMail(env, coach, password)],
  );
}

/** A new temporary password for a coach who has not chosen their own yet (e.g. the first one expired). */
export async function resendInvitation(db: Database, env: Env, actor: SessionUser, coachId: number) {
  staffOnly(actor);
  const coach = await findCoach(db, coachId);
  if (coach.state !== 'change-password' && coach.state !== 'created') throw passwordChosen();
  const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, coach.id));
  // The coach chose a password or was deactivated while the new one was made (neither is undone), or another
  // invitation went out meanwhile (its password stays the one that works).
  const stillWaiting = sql`${stateIs(coach.id, ['change-password', 'created'])}
    AND (SELECT password_hash FROM users WHERE id = ${coach.id}) IS ${current?.hash ?? null}`;
  const resent = sendInvitation(db, env, actor, coach, stillWaiting, 'coach.invitation_resent');
  await guarded(resent, async () =>
    ['change-password', 'created'].includes((await findCoach(db, coach.id)).state)
      ? changedMeanwhile('The invitation')
      : passwordChosen(),
  );
  return toUser({ ...coach, state: 'change-password' });
}

function assertTransition(from: UserState, to: UserState) {
  if (!canTransition(from, to)) throw new AppError(409, 'invalid_transition', `A coach in state ${from} cannot become ${to}`);
}

/** HR approves a submitted profile: processing -> active; the coach is told. */
export async function approveCoach(db: Database, env: Env, actor: SessionUser, coachId: number) {
  hrOnly(actor);
  const coach = await findCoach(db, coachId);
  if (coach.state !== 'processing') throw notAwaitingApproval();
  const now = nowSeconds();
  const approved = commitWithMail(
    db,
    env,
    [
      // Deactivated or sent back meanwhile: the approval (and its mail) is refused, not written over that.
      batchGuard(db, stateIs(coach.id, ['processing'])),
      db.update(users).set({ state: 'active', updatedAt: now }).where(eq(users.id, coach.id)),
      db
        .update(coachProfiles)
        .set({ approvedAt: now, approvedById: actor.id, rejectionReason: null, updatedAt: now })
        .where(eq(coachProfiles.userId, coach.id)),
      auditInsert(db, { actorUserId: actor.id, action: 'coach.approved', entityType: 'user', entityId: coach.id }),
    ],
    [
      {
        ...renderMail(coachApproved, coach.language, {
          greeting: greeting(coach.language, coach),
          appUrl: appLink(env, coach.language, '/manager'),
        }),
        recipient: coach.email,
        recipientUserId: coach.id,
      },
    ],
  );
  await guarded(approved, notAwaitingApproval);
  return toUser({ ...coach, state: 'active' });
}

/** HR sends a submitted profile back with a reason: processing -> incomplete; the coach is told why. */
export async function sendBackCoach(db: Database, env: Env, actor: SessionUser, coachId: number, reason: string) {
  hrOnly(actor);
  const coach = await findCoach(db, coachId);
  if (coach.state !== 'processing') throw notAwaitingApproval();
  const now = nowSeconds();
  const sentBack = commitWithMail(
    db,
    env,
    [
      batchGuard(db, stateIs(coach.id, ['processing'])),
      db.update(users).set({ state: 'incomplete', updatedAt: now }).where(eq(users.id, coach.id)),
      db
        .update(coachProfiles)
        .set({ rejectionReason: reason, rejectedAt: now, updatedAt: now })
        .where(eq(coachProfiles.userId, coach.id)),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'coach.sent_back',
        entityType: 'user',
        entityId: coach.id,
        details: { reason },
      }),
    ],
    [
      {
        ...renderMail(coachSentBack, coach.language, {
          greeting: greeting(coach.language, coach),
          reason,
          profileUrl: appLink(env, coach.language, '/manager/profile'),
        }),
        recipient: coach.email,
        recipientUserId: coach.id,
      },
    ],
  );
  await guarded(sentBack, notAwaitingApproval);
  return toUser({ ...coach, state: 'incomplete' });
}

/**
 * Admin deactivates a coach (sessions end at once; inactive coaches cannot sign in and get no requests) or
 * reactivates them: back to active when HR had approved the profile, otherwise to incomplete.
 */
export async function setCoachState(db: Database, actor: SessionUser, coachId: number, target: 'inactive' | 'active') {
  if (actor.role !== 'admin') throw forbidden();
  const coach = await findCoach(db, coachId);
  const [profile] = await db
    .select({ approvedAt: coachProfiles.approvedAt })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, coach.id))
    .limit(1);
  const next: UserState = target === 'inactive' ? 'inactive' : profile?.approvedAt ? 'active' : 'incomplete';
  if (target === 'active' && coach.state !== 'inactive')
    throw new AppError(409, 'invalid_transition', 'The coach is not inactive');
  if (target === 'active' && (await isAnonymised(db, coach.id)))
    throw new AppError(409, 'invalid_transition', 'An anonymised coach cannot be reactivated');
  assertTransition(coach.state, next);
  const now = nowSeconds();
  const withdrawOpenRequests = db
    .update(coachRequests)
    .set({ state: 'cancelled', updatedAt: now })
    .where(and(eq(coachRequests.coachId, coach.id), inArray(coachRequests.state, ['new-request', 'approved'])));
  const changed = db.batch([
    // Approved, sent back or set by another admin meanwhile: the state read above is the one replaced, or nothing.
    batchGuard(db, stateIs(coach.id, [coach.state])),
    db.update(users).set({ state: next, updatedAt: now }).where(eq(users.id, coach.id)),
    db.delete(sessions).where(eq(sessions.userId, coach.id)),
    auditInsert(db, { actorUserId: actor.id, action: `coach.set_${target}`, entityType: 'user', entityId: coach.id }),
    // An inactive coach gets no new requests; the open ones are withdrawn (placements stay for staff to handle).
    ...(target === 'inactive' ? [withdrawOpenRequests] : []),
  ]);
  await guarded(changed, () => changedMeanwhile('The coach'));
  return toUser({ ...coach, state: next });
}

const isAnonymised = async (db: Database, id: number) =>
  (await db.select({ at: users.anonymisedAt }).from(users).where(eq(users.id, id)))[0]?.at != null;

/** Active coaches (pickers, staffing). */
export async function activeCoaches(db: Database) {
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.role, 'coach'), eq(users.state, 'active')))
    .orderBy(users.lastname, users.firstname);
}
