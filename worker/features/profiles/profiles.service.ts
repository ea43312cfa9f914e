import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  auditLog,
  coachLanguages,
  coachProfiles,
  coachSkills,
  coachSubjects,
  languages,
  skills,
  subjects,
  users,
} from '../../db/schema';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import type { Database, Env } from '../../lib/env';
import { AppError, forbidden, notFound, type FieldIssue } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { greeting } from '../../mail/format';
import { activeUsersWithSettings } from '../../mail/recipients';
import { renderMail } from '../../mail/render';
import { coachProfileChanged, profileChangeGroups, type ProfileChangeGroup } from '../../mail/templates/coach-profile-changed';
import { deleteFile, describeFile, signedDownloadUrl, storeFile, DOWNLOAD_TTL_SECONDS, type FileType } from '../../storage/files';
import type { SessionUser } from '../../lib/session-user';
import { userColumns } from '../auth/auth.service';
import { assertRecentlyReauthenticated, ibanChangeNeedsConfirmation } from '../auth/reauthentication';
import { missingProfileFields } from '../coaches/profile-requirements';
import { coachFileKinds, profileFileKinds, type ProfileFileKind } from '../../contract/enums';
import {
  type CoachHrUpdateBody,
  type CoachProfile,
  type CoachProfileUpdate,
  type ProfileFile,
  type RevealedField,
  type SensitiveProfileField,
} from '../../contract/profiles/profiles.schemas';
import { decryptProfile, encryptProfileValues, maskedProfileFields, revealedValue } from './sensitive-fields';

// Salaries are stored as text so they can be encrypted at rest (decision 038).
const centimesOf = (stored: string | null | undefined) => (stored === null || stored === undefined ? null : Number(stored));
const textOfCentimes = (centimes: number | null | undefined) =>
  centimes === null || centimes === undefined ? centimes : String(centimes);

type ProfileRow = typeof coachProfiles.$inferSelect;

const fileColumns = {
  residence_permit_front: 'residencePermitFrontKey',
  residence_permit_back: 'residencePermitBackKey',
  self_employment_proof: 'selfEmploymentProofKey',
  contract: 'contractPdfKey',
} as const satisfies Record<ProfileFileKind, keyof ProfileRow>;

const allowedTypes: Record<ProfileFileKind, readonly FileType[]> = {
  residence_permit_front: ['application/pdf', 'image/jpeg', 'image/png'],
  residence_permit_back: ['application/pdf', 'image/jpeg', 'image/png'],
  self_employment_proof: ['application/pdf', 'image/jpeg', 'image/png'],
  contract: ['application/pdf'],
};

/** Finance and admin see and edit the HR part of a profile; associates only the coaching part. */
const seesHrData = (viewer: SessionUser) => viewer.role === 'finance' || viewer.role === 'admin';

/** The coach's rows; the profile's sensitive fields come decrypted (only answers mask them). */
async function loadRows(db: Database, env: Env, coachId: number) {
  const [[user], [profile], skillRows, languageRows, subjectRows] = await db.batch([
    db
      .select(userColumns)
      .from(users)
      .where(and(eq(users.id, coachId), eq(users.role, 'coach')))
      .limit(1),
    db.select().from(coachProfiles).where(eq(coachProfiles.userId, coachId)).limit(1),
    db
      .select({ skill_id: coachSkills.skillId, rating: coachSkills.rating })
      .from(coachSkills)
      .where(eq(coachSkills.coachId, coachId)),
    db.select({ id: coachLanguages.languageId }).from(coachLanguages).where(eq(coachLanguages.coachId, coachId)),
    db.select({ id: coachSubjects.subjectId }).from(coachSubjects).where(eq(coachSubjects.coachId, coachId)),
  ]);
  if (!user) throw notFound('Coach');
  return {
    user,
    profile: profile && (await decryptProfile(env, profile)),
    skills: skillRows,
    languageIds: languageRows.map((r) => r.id),
    subjectIds: subjectRows.map((r) => r.id),
  };
}
type Rows = Awaited<ReturnType<typeof loadRows>>;

async function filesOf(env: Env, profile: ProfileRow | undefined): Promise<ProfileFile[]> {
  const present = profileFileKinds.flatMap((kind) => {
    const key = profile?.[fileColumns[kind]];
    return key ? [{ kind, key }] : [];
  });
  const described = await Promise.all(present.map(async ({ kind, key }) => ({ kind, file: await describeFile(env, key) })));
  return described.flatMap(({ kind, file }) =>
    file ? [{ kind, name: file.name, size: file.size, content_type: file.contentType }] : [],
  );
}

async function toProfile(env: Env, rows: Rows, view: CoachProfile['view']): Promise<CoachProfile> {
  const p = rows.profile;
  const missing = missingProfileFields(p, { languages: rows.languageIds.length, subjects: rows.subjectIds.length });
  const masked = maskedProfileFields(p);
  return {
    user: { ...rows.user },
    view,
    salutation: p?.salutation ?? null,
    phone: p?.phone ?? null,
    street: p?.street ?? null,
    postcode: p?.postcode ?? null,
    location: p?.location ?? null,
    qualifications: p?.qualifications ?? null,
    skills: rows.skills,
    language_ids: rows.languageIds,
    subject_ids: rows.subjectIds,
    hr:
      view === 'full'
        ? {
            birthday: p?.birthday ?? null,
            nationality: p?.nationality ?? null,
            hometown: p?.hometown ?? null,
            civil_status: p?.civilStatus ?? null,
            civil_status_since: p?.civilStatusSince ?? null,
            ahv_number: masked.ahv_number,
            iban: masked.iban,
            bic: p?.bic ?? null,
            bank_name: p?.bankName ?? null,
            bank_address: p?.bankAddress ?? null,
            personnel_id: p?.personnelId ?? null,
            abakus_number: p?.abakusNumber ?? null,
            residence_permit: p?.residencePermit ?? null,
            job_percentages: p?.jobPercentages ?? null,
            hours_per_week: p?.hoursPerWeek ?? null,
            gross_monthly_salary: masked.gross_monthly_salary,
            replacement_incomes_per_month: masked.replacement_incomes_per_month,
            other_employers: p?.otherEmployers ?? null,
            remarks: p?.remarks ?? null,
            files: await filesOf(env, p),
          }
        : null,
    workload: {
      month_target: p?.workloadMonthTarget ?? null,
      month_max: p?.workloadMonthMax ?? null,
      year_target: p?.workloadYearTarget ?? null,
      year_max: p?.workloadYearMax ?? null,
      month_wish: p?.workloadMonthWish ?? null,
      year_wish: p?.workloadYearWish ?? null,
    },
    review: {
      submitted_at: p?.submittedAt ?? null,
      approved_at: p?.approvedAt ?? null,
      rejection_reason: p?.rejectionReason ?? null,
      missing_fields: missing,
    },
  };
}

/** GET /profiles: a coach gets their whole profile; other roles have none. */
export async function ownProfile(db: Database, env: Env, user: SessionUser) {
  if (user.role !== 'coach') return { coach: null };
  return { coach: await toProfile(env, await loadRows(db, env, user.id), 'full') };
}

/**
 * GET /profiles/{id}: finance/admin see everything (each read of the sensitive part is written to the audit log),
 * associates the coaching part. Coaches use GET /profiles.
 */
export async function coachProfileFor(db: Database, env: Env, viewer: SessionUser, coachId: number, ip?: string) {
  if (viewer.role === 'coach') throw forbidden();
  const rows = await loadRows(db, env, coachId);
  const view = seesHrData(viewer) ? 'full' : 'coaching';
  if (view === 'full') {
    await auditInsert(db, {
      actorUserId: viewer.id,
      action: 'coach.sensitive_view',
      entityType: 'user',
      entityId: coachId,
      details: { part: 'profile' },
      ip,
    });
  }
  return toProfile(env, rows, view);
}

const differs = (a: unknown, b: unknown) => (a ?? null) !== (b ?? null);
/** A sensitive field left out of the update (undefined) keeps its stored value. */
const sensitiveDiffers = (stored: unknown, update: unknown) => update !== undefined && differs(stored, update);

/** True when the update gives an IBAN other than the stored one (a change that needs a recent re-authentication). */
export const ibanChanged = (before: Rows, update: CoachProfileUpdate) => sensitiveDiffers(before.profile?.iban, update.iban);

/** Which groups of the profile an update changes (for HR's "profile changed" mail). */
function changedGroups(before: Rows, update: CoachProfileUpdate): ProfileChangeGroup[] {
  const p = before.profile;
  const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
  const skillKey = (list: { skill_id: number; rating: number }[]) =>
    list
      .map((s) => `${s.skill_id}:${s.rating}`)
      .sort()
      .join();
  const groups: Record<ProfileChangeGroup, boolean> = {
    personal:
      differs(before.user.firstname, update.firstname) ||
      differs(before.user.lastname, update.lastname) ||
      differs(p?.salutation, update.salutation) ||
      differs(p?.birthday, update.birthday) ||
      differs(p?.nationality, update.nationality) ||
      differs(p?.hometown, update.hometown) ||
      differs(p?.civilStatus, update.civil_status) ||
      differs(p?.civilStatusSince, update.civil_status_since),
    contact:
      differs(p?.phone, update.phone) ||
      differs(p?.street, update.street) ||
      differs(p?.postcode, update.postcode) ||
      differs(p?.location, update.location),
    ahv: sensitiveDiffers(p?.ahvNumber, update.ahv_number),
    bank:
      ibanChanged(before, update) ||
      differs(p?.bic, update.bic) ||
      differs(p?.bankName, update.bank_name) ||
      differs(p?.bankAddress, update.bank_address),
    permit: differs(p?.residencePermit, update.residence_permit),
    employment:
      differs(p?.jobPercentages, update.job_percentages) ||
      differs(p?.hoursPerWeek, update.hours_per_week) ||
      sensitiveDiffers(centimesOf(p?.grossMonthlySalary), update.gross_monthly_salary_centimes) ||
      sensitiveDiffers(centimesOf(p?.replacementIncomesPerMonth), update.replacement_incomes_per_month_centimes) ||
      differs(p?.otherEmployers, update.other_employers),
    coaching:
      differs(p?.qualifications, update.qualifications) ||
      !sameIds(before.languageIds, update.language_ids) ||
      !sameIds(before.subjectIds, update.subject_ids) ||
      skillKey(before.skills) !== skillKey(update.skills),
    remarks: differs(p?.remarks, update.remarks),
  };
  return (Object.keys(groups) as ProfileChangeGroup[]).filter((group) => groups[group]);
}

/** HR people who want "profile changed" mails (notification setting `profileChanges`, on by default). */
async function profileChangeRecipients(db: Database) {
  const rows = await activeUsersWithSettings(db, ['finance']);
  return rows.filter((row) => row.notifications?.profileChanges !== false);
}

/** The part of the profile a coach's file belongs to (for HR's mail); the contract is HR's own. */
const fileGroups: Partial<Record<ProfileFileKind, ProfileChangeGroup>> = {
  residence_permit_front: 'permit',
  residence_permit_back: 'permit',
  self_employment_proof: 'employment',
};

/**
 * The parts whose files the coach uploaded since HR was last told (the last `coach.profile_updated` entry): an upload
 * sends no mail of its own, the next save names it with everything else, so HR gets one mail per save.
 */
async function uploadedSinceLastReport(db: Database, coachId: number): Promise<ProfileChangeGroup[]> {
  const ofCoach = and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(coachId)), eq(auditLog.actorUserId, coachId));
  const [last] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(ofCoach, eq(auditLog.action, 'coach.profile_updated')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const uploads = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(ofCoach, eq(auditLog.action, 'coach.file_uploaded'), gt(auditLog.id, last?.id ?? 0)));
  return uploads.flatMap(({ details }) => {
    const group = fileGroups[details?.kind as ProfileFileKind];
    return group ? [group] : [];
  });
}

async function profileChangedMails(db: Database, env: Env, coach: Rows['user'], changes: ProfileChangeGroup[]) {
  if (coach.state !== 'active' || changes.length === 0) return [];
  const coachName = `${coach.firstname} ${coach.lastname}`;
  return (await profileChangeRecipients(db)).map((recipient): OutgoingMail => ({
    ...renderMail(coachProfileChanged, recipient.language, {
      greeting: greeting(recipient.language, recipient),
      coachName,
      profileUrl: appLink(env, recipient.language, `/manager/coaches/${coach.id}`),
      changes,
    }),
    recipient: recipient.email,
    recipientUserId: recipient.id,
  }));
}

/** Master data ids that do not exist answer 422 on the list's field, not a foreign-key failure. */
async function checkReferences(db: Database, update: CoachProfileUpdate) {
  const lookups = [
    { path: 'skills', table: skills, ids: update.skills.map((s) => s.skill_id) },
    { path: 'language_ids', table: languages, ids: update.language_ids },
    { path: 'subject_ids', table: subjects, ids: update.subject_ids },
  ];
  const issues: FieldIssue[] = [];
  for (const { path, table, ids } of lookups) {
    if (ids.length === 0) continue;
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (found.length !== ids.length) issues.push({ path, code: 'not_found', message: 'unknown entry' });
  }
  if (issues.length > 0) throw new AppError(422, 'validation_failed', 'Unknown master data', issues);
}

/** The sensitive fields the update gives, encrypted; a field left out is not written (the stored value stays). */
function sensitiveValues(env: Env, u: CoachProfileUpdate) {
  const given = Object.fromEntries(
    Object.entries({
      ahvNumber: u.ahv_number,
      iban: u.iban,
      grossMonthlySalary: textOfCentimes(u.gross_monthly_salary_centimes),
      replacementIncomesPerMonth: textOfCentimes(u.replacement_incomes_per_month_centimes),
    }).filter(([, value]) => value !== undefined),
  );
  return encryptProfileValues(env, given);
}

const profileValues = async (env: Env, u: CoachProfileUpdate) => ({
  ...(await sensitiveValues(env, u)),
  salutation: u.salutation,
  birthday: u.birthday,
  nationality: u.nationality,
  hometown: u.hometown,
  civilStatus: u.civil_status,
  civilStatusSince: u.civil_status_since,
  bic: u.bic,
  bankName: u.bank_name,
  bankAddress: u.bank_address,
  residencePermit: u.residence_permit,
  jobPercentages: u.job_percentages,
  hoursPerWeek: u.hours_per_week,
  otherEmployers: u.other_employers,
  qualifications: u.qualifications,
  remarks: u.remarks,
  phone: u.phone,
  street: u.street,
  postcode: u.postcode,
  location: u.location,
  workloadMonthWish: u.workload_month_wish,
  workloadYearWish: u.workload_year_wish,
});

/**
 * PUT /profiles: a coach saves their profile (complete or not). When an approved coach changes something, HR is
 * told which parts changed; the profile stays approved.
 */
export async function updateOwnProfile(
  db: Database,
  env: Env,
  user: SessionUser,
  update: CoachProfileUpdate,
  sessionId: string | null,
) {
  if (user.role !== 'coach') throw forbidden();
  const before = await loadRows(db, env, user.id);
  // Where the payouts go: once an IBAN was ever stored, any change of it, a removal too, needs the password confirmed
  // in this session (decision 037).
  const ibanEverSet = before.profile?.ibanEverSet ?? false;
  if (update.iban !== undefined && ibanChangeNeedsConfirmation(before.profile?.iban, update.iban, ibanEverSet)) {
    await assertRecentlyReauthenticated(db, sessionId);
  }
  await checkReferences(db, update);
  const uploaded = before.user.state === 'active' ? await uploadedSinceLastReport(db, user.id) : [];
  const changed = new Set([...changedGroups(before, update), ...uploaded]);
  const changes = profileChangeGroups.filter((group) => changed.has(group));
  const now = nowSeconds();
  // Once an IBAN was stored (also one removed now), the flag stays: the next entry needs the confirmation too.
  const everSet = ibanEverSet || Boolean(before.profile?.iban) || Boolean(update.iban);
  const values = { ...(await profileValues(env, update)), ...(update.iban === undefined ? {} : { ibanEverSet: everSet }) };
  const statements: BatchItem<'sqlite'>[] = [
    db.update(users).set({ firstname: update.firstname, lastname: update.lastname, updatedAt: now }).where(eq(users.id, user.id)),
    db
      .insert(coachProfiles)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: coachProfiles.userId, set: { ...values, updatedAt: now } }),
    db.delete(coachSkills).where(eq(coachSkills.coachId, user.id)),
    db.delete(coachLanguages).where(eq(coachLanguages.coachId, user.id)),
    db.delete(coachSubjects).where(eq(coachSubjects.coachId, user.id)),
  ];
  if (update.skills.length > 0) {
    statements.push(
      db.insert(coachSkills).values(update.skills.map((s) => ({ coachId: user.id, skillId: s.skill_id, rating: s.rating }))),
    );
  }
  if (update.language_ids.length > 0) {
    statements.push(
      db.insert(coachLanguages).values(update.language_ids.map((languageId) => ({ coachId: user.id, languageId }))),
    );
  }
  if (update.subject_ids.length > 0) {
    statements.push(db.insert(coachSubjects).values(update.subject_ids.map((subjectId) => ({ coachId: user.id, subjectId }))));
  }
  if (changes.length > 0) {
    statements.push(
      auditInsert(db, {
        actorUserId: user.id,
        action: 'coach.profile_updated',
        entityType: 'user',
        entityId: user.id,
        details: { changes },
      }),
    );
  }
  await commitWithMail(db, env, statements, await profileChangedMails(db, env, before.user, changes));
  return toProfile(env, await loadRows(db, env, user.id), 'full');
}

/** PUT /profiles/{id}: HR sets the personnel id and ABAKUS number. */
export async function updateHrFields(db: Database, env: Env, viewer: SessionUser, coachId: number, body: CoachHrUpdateBody) {
  if (!seesHrData(viewer)) throw forbidden();
  await loadRows(db, env, coachId);
  const values = { personnelId: body.personnel_id ?? null, abakusNumber: body.abakus_number ?? null };
  const now = nowSeconds();
  await db.batch([
    db
      .insert(coachProfiles)
      .values({ userId: coachId, ...values })
      .onConflictDoUpdate({ target: coachProfiles.userId, set: { ...values, updatedAt: now } }),
    auditInsert(db, { actorUserId: viewer.id, action: 'coach.hr_fields_updated', entityType: 'user', entityId: coachId }),
  ]);
  return toProfile(env, await loadRows(db, env, coachId), 'full');
}

/** Coaches upload their permit scans and self-employment proof; HR uploads the contract. */
function assertMayWriteFile(actor: SessionUser, coachId: number, kind: ProfileFileKind) {
  if (kind === 'contract') {
    if (!seesHrData(actor)) throw forbidden();
    return;
  }
  if (actor.role !== 'coach' || actor.id !== coachId || !(coachFileKinds as readonly string[]).includes(kind)) throw forbidden();
}

/** Stores a profile file in R2 (checked by content), replaces the previous one. */
export async function uploadProfileFile(
  db: Database,
  env: Env,
  actor: SessionUser,
  coachId: number,
  kind: ProfileFileKind,
  file: File,
) {
  assertMayWriteFile(actor, coachId, kind);
  const before = await loadRows(db, env, coachId);
  const stored = await storeFile(env, { ownerKeyPrefix: `coaches/${coachId}/${kind}`, file, allowed: allowedTypes[kind] });
  const previous = before.profile?.[fileColumns[kind]] ?? null;
  const now = nowSeconds();
  const column = { [fileColumns[kind]]: stored.key };
  await db.batch([
    db
      .insert(coachProfiles)
      .values({ userId: coachId, ...column })
      .onConflictDoUpdate({ target: coachProfiles.userId, set: { ...column, updatedAt: now } }),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'coach.file_uploaded',
      entityType: 'user',
      entityId: coachId,
      details: { kind },
    }),
  ]);
  if (previous) await deleteFile(env, previous);
  return { kind, name: stored.name, size: stored.size, content_type: stored.contentType } satisfies ProfileFile;
}

export async function deleteProfileFile(db: Database, env: Env, actor: SessionUser, coachId: number, kind: ProfileFileKind) {
  assertMayWriteFile(actor, coachId, kind);
  const before = await loadRows(db, env, coachId);
  const key = before.profile?.[fileColumns[kind]];
  if (!key) throw notFound('File');
  await db.batch([
    db
      .update(coachProfiles)
      .set({ [fileColumns[kind]]: null, updatedAt: nowSeconds() })
      .where(eq(coachProfiles.userId, coachId)),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'coach.file_deleted',
      entityType: 'user',
      entityId: coachId,
      details: { kind },
    }),
  ]);
  await deleteFile(env, key);
}

/** A short-lived download link: the coach for their own files, finance/admin for any coach (audited). */
export async function profileFileLink(
  db: Database,
  env: Env,
  actor: SessionUser,
  coachId: number,
  kind: ProfileFileKind,
  ip?: string,
) {
  const own = actor.role === 'coach' && actor.id === coachId;
  if (!own && !seesHrData(actor)) throw forbidden();
  const rows = await loadRows(db, env, coachId);
  const key = rows.profile?.[fileColumns[kind]];
  const file = key ? await describeFile(env, key) : null;
  if (!key || !file) throw notFound('File');
  if (!own) {
    await auditInsert(db, {
      actorUserId: actor.id,
      action: 'coach.sensitive_view',
      entityType: 'user',
      entityId: coachId,
      details: { part: 'file', kind },
      ip,
    });
  }
  return { url: await signedDownloadUrl(env, key, { filename: file.name }), expires_in: DOWNLOAD_TTL_SECONDS };
}

/**
 * POST /profiles/reveal and /profiles/{id}/reveal: one sensitive field in clear text, for whoever sees the HR part
 * (the coach their own, finance and admin any coach's). Every reveal is audited, the coach's own too.
 */
export async function revealProfileField(
  db: Database,
  env: Env,
  viewer: SessionUser,
  coachId: number,
  field: SensitiveProfileField,
  ip?: string,
): Promise<RevealedField> {
  const own = viewer.role === 'coach' && viewer.id === coachId;
  if (!own && !seesHrData(viewer)) throw forbidden();
  const rows = await loadRows(db, env, coachId);
  await auditInsert(db, {
    actorUserId: viewer.id,
    action: 'coach.sensitive_reveal',
    entityType: 'user',
    entityId: coachId,
    details: { field },
    ip,
  });
  return { field, value: revealedValue(rows.profile, field) };
}
