import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  auditLog,
  associates,
  calendarFeeds,
  coachLanguages,
  coachProfiles,
  coachRequests,
  coachSkills,
  coachSubjects,
  holidays,
  mailOutbox,
  mailSuppressions,
  newsletterSubscribers,
  passwordResetTokens,
  recoveryCodes,
  sessions,
  unavailabilities,
  userSettings,
  users,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';

export const ANONYMISED_NAME = 'Anonymisiert';
export const anonymisedEmail = (personId: number) => `anonymised-${personId}@invalid`;

/** Every personal field of the HR profile; personnel and Abacus numbers stay, bookkeeping refers to them. */
const blankProfile = {
  salutation: null,
  birthday: null,
  nationality: null,
  hometown: null,
  civilStatus: null,
  civilStatusSince: null,
  ahvNumber: null,
  iban: null,
  bic: null,
  bankName: null,
  bankAddress: null,
  residencePermit: null,
  residencePermitFrontKey: null,
  residencePermitBackKey: null,
  jobPercentages: null,
  hoursPerWeek: null,
  grossMonthlySalary: null,
  replacementIncomesPerMonth: null,
  selfEmploymentProofKey: null,
  otherEmployers: null,
  qualifications: null,
  remarks: null,
  contractPdfKey: null,
  phone: null,
  street: null,
  postcode: null,
  location: null,
  rejectionReason: null,
} satisfies Partial<typeof coachProfiles.$inferInsert>;

/** Refuses (409) unless the person is inactive, not yet anonymised, not the admin themself, and has no work ahead. */
async function assertMayAnonymise(db: Database, actor: SessionUser, personId: number, today: string) {
  const [person] = await db.select().from(users).where(eq(users.id, personId));
  if (!person) throw notFound('Person');
  if (person.anonymisedAt !== null) throw new AppError(409, 'conflict', 'This person is already anonymised');
  if (person.id === actor.id || person.state !== 'inactive') {
    throw new AppError(409, 'person_not_inactive', 'Only a deactivated person can be anonymised: deactivate the account first');
  }
  const [upcoming] = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(
      and(
        gte(workshops.date, today),
        or(
          inArray(
            workshops.id,
            db.select({ id: workshopCoaches.workshopId }).from(workshopCoaches).where(eq(workshopCoaches.coachId, personId)),
          ),
          inArray(
            workshops.id,
            db
              .select({ id: coachRequests.workshopId })
              .from(coachRequests)
              .where(
                and(eq(coachRequests.coachId, personId), inArray(coachRequests.state, ['new-request', 'approved', 'placed'])),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  if (upcoming) {
    throw new AppError(
      409,
      'upcoming_workshops',
      'This person is placed on or asked for an upcoming workshop: dismiss them first',
    );
  }
  return person;
}

/**
 * Deletion on request (nFADP art. 32): blanks the person's name, contact, address, birthday, AHV number, IBAN,
 * permit and remarks, deletes their files, sessions, settings, unavailabilities, calendar feed and mail suppressions,
 * replaces their address in audit details, and marks the
 * account anonymised — in one batch after the files are gone from R2 (a retry deletes again harmlessly). Fees, extra
 * fees, expenses with their receipts, payouts, invoices and the audit log stay: Swiss accounting law keeps them
 * 10 years (OR 958f; docs/decisions/039).
 */
export async function anonymisePerson(db: Database, env: Env, actor: SessionUser, personId: number, ip?: string) {
  const now = nowSeconds();
  const person = await assertMayAnonymise(db, actor, personId, todayInZurich());
  const [profile] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, personId));
  const [teamMember] = await db.select().from(associates).where(eq(associates.userId, personId));
  const keys = [
    profile?.residencePermitFrontKey,
    profile?.residencePermitBackKey,
    profile?.selfEmploymentProofKey,
    profile?.contractPdfKey,
    teamMember?.photoKey,
  ].filter((key): key is string => Boolean(key));
  if (keys.length) await env.FILES.delete(keys);
  const email = anonymisedEmail(personId);
  const anonymised = db.batch([
    // Reactivated, or anonymised by another admin, since the checks above: nothing is written.
    batchGuard(db, sql`SELECT 1 FROM users WHERE id = ${personId} AND state = 'inactive' AND anonymised_at IS NULL`),
    db
      .update(users)
      .set({
        firstname: ANONYMISED_NAME,
        lastname: '',
        email,
        passwordHash: null,
        passwordExpiresAt: null,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        anonymisedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, personId)),
    db
      .update(coachProfiles)
      .set({ ...blankProfile, updatedAt: now })
      .where(eq(coachProfiles.userId, personId)),
    db
      .update(associates)
      .set({ name: ANONYMISED_NAME, email: null, phone: null, photoKey: null, active: false, updatedAt: now })
      .where(eq(associates.userId, personId)),
    db.delete(sessions).where(eq(sessions.userId, personId)),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, personId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, personId)),
    db.delete(userSettings).where(eq(userSettings.userId, personId)),
    db.delete(unavailabilities).where(eq(unavailabilities.coachId, personId)),
    db.delete(holidays).where(eq(holidays.coachId, personId)),
    db.delete(calendarFeeds).where(eq(calendarFeeds.coachId, personId)),
    db.delete(coachSkills).where(eq(coachSkills.coachId, personId)),
    db.delete(coachLanguages).where(eq(coachLanguages.coachId, personId)),
    db.delete(coachSubjects).where(eq(coachSubjects.coachId, personId)),
    db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, person.email)),
    // No address may stay behind: a bounce or complaint about it, and audit details naming it (a lifted suppression,
    // a resent mail) get the anonymised address instead.
    db.delete(mailSuppressions).where(eq(mailSuppressions.email, person.email.toLowerCase())),
    db
      .update(auditLog)
      .set({ details: sql`json(replace(${auditLog.details}, ${person.email}, ${email}))` })
      .where(sql`instr(lower(${auditLog.details}), ${person.email.toLowerCase()}) > 0`),
    // Mail to them: the address and the text go; the row stays for the outbox counts. Unsent mail is never sent.
    db
      .update(mailOutbox)
      .set({
        recipient: email,
        textBody: '',
        htmlBody: '',
        listUnsubscribeUrl: null,
        bodyRemovedAt: now,
        status: sql`CASE WHEN ${mailOutbox.status} IN ('queued', 'sending') THEN 'failed' ELSE ${mailOutbox.status} END`,
      })
      .where(or(eq(mailOutbox.recipientUserId, personId), eq(mailOutbox.recipient, person.email))),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'person.anonymised',
      entityType: 'user',
      entityId: personId,
      details: { role: person.role, files_deleted: keys.length },
      ip,
    }),
  ]);
  await guarded(anonymised, () => changedMeanwhile('The person'));
}
