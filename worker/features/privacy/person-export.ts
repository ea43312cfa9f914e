import { and, eq, inArray, or } from 'drizzle-orm';
import { zipSync } from 'fflate';
import {
  associates,
  auditLog,
  calendarFeeds,
  coachFees,
  coachLanguages,
  coachProfiles,
  coachRequests,
  coachSkills,
  coachSubjects,
  evaluations,
  expenseReceipts,
  expenses,
  extraFees,
  holidays,
  mailOutbox,
  materialOrderItems,
  materialOrders,
  newsletterSubscribers,
  payoutRuns,
  sessions,
  unavailabilities,
  userSettings,
  users,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { decryptOptional } from '../../lib/field-crypto';
import type { Database, Env } from '../../lib/env';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';

type ProfileRow = typeof coachProfiles.$inferSelect;

/** The profile with its encrypted fields in clear: the person has a right to their own data. */
async function clearProfile(env: Env, profile: ProfileRow | undefined) {
  if (!profile) return null;
  const salary = await decryptOptional(env, profile.grossMonthlySalary, 'coach_profiles.gross_monthly_salary');
  const replacement = await decryptOptional(
    env,
    profile.replacementIncomesPerMonth,
    'coach_profiles.replacement_incomes_per_month',
  );
  return {
    ...profile,
    ahvNumber: await decryptOptional(env, profile.ahvNumber, 'coach_profiles.ahv_number'),
    iban: await decryptOptional(env, profile.iban, 'coach_profiles.iban'),
    grossMonthlySalaryCentimes: salary === null ? null : Number(salary),
    replacementIncomesPerMonthCentimes: replacement === null ? null : Number(replacement),
    grossMonthlySalary: undefined,
    replacementIncomesPerMonth: undefined,
  };
}

/** Everything stored about a person, as rows per table (secrets such as hashes and tokens left out). */
async function collect(db: Database, env: Env, personId: number) {
  const [person] = await db.select().from(users).where(eq(users.id, personId));
  if (!person) throw notFound('Person');
  const { passwordHash: _hash, totpSecret: _secret, ...account } = person;
  const [
    settings,
    profile,
    skills,
    languages,
    subjects,
    unavailable,
    holidayRows,
    feed,
    sessionRows,
    requests,
    allocations,
    fees,
    extra,
    expenseRows,
    evaluationRows,
    orders,
    teamMember,
    newsletter,
    audit,
    mails,
  ] = await db.batch([
    db.select().from(userSettings).where(eq(userSettings.userId, personId)),
    db.select().from(coachProfiles).where(eq(coachProfiles.userId, personId)),
    db.select().from(coachSkills).where(eq(coachSkills.coachId, personId)),
    db.select().from(coachLanguages).where(eq(coachLanguages.coachId, personId)),
    db.select().from(coachSubjects).where(eq(coachSubjects.coachId, personId)),
    db.select().from(unavailabilities).where(eq(unavailabilities.coachId, personId)),
    db.select().from(holidays).where(eq(holidays.coachId, personId)),
    db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.coachId, personId)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(eq(sessions.userId, personId)),
    db.select().from(coachRequests).where(eq(coachRequests.coachId, personId)),
    db
      .select({
        workshopId: workshops.id,
        date: workshops.date,
        startTime: workshops.startTime,
        endTime: workshops.endTime,
        institute: workshops.institute,
        location: workshops.location,
        state: workshops.state,
        placedAt: workshopCoaches.placedAt,
      })
      .from(workshopCoaches)
      .innerJoin(workshops, eq(workshops.id, workshopCoaches.workshopId))
      .where(eq(workshopCoaches.coachId, personId)),
    db.select().from(coachFees).where(eq(coachFees.coachId, personId)),
    db.select().from(extraFees).where(eq(extraFees.coachId, personId)),
    db.select().from(expenses).where(eq(expenses.coachId, personId)),
    db.select().from(evaluations).where(eq(evaluations.coachId, personId)),
    db.select().from(materialOrders).where(eq(materialOrders.coachId, personId)),
    db.select().from(associates).where(eq(associates.userId, personId)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, person.email)),
    db
      .select()
      .from(auditLog)
      .where(
        or(
          eq(auditLog.actorUserId, personId),
          and(inArray(auditLog.entityType, ['user', 'coach']), eq(auditLog.entityId, String(personId))),
        ),
      )
      .orderBy(auditLog.id),
    db
      .select({
        id: mailOutbox.id,
        template: mailOutbox.template,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        // A body with a secret (reset link, temporary password) is not exported; it is removed once sent anyway.
        textBody: mailOutbox.textBody,
        carriesSecret: mailOutbox.carriesSecret,
        status: mailOutbox.status,
        sentAt: mailOutbox.sentAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(or(eq(mailOutbox.recipientUserId, personId), eq(mailOutbox.recipient, person.email)))
      .orderBy(mailOutbox.id),
  ]);
  const expenseIds = expenseRows.map((row) => row.id);
  const orderIds = orders.map((row) => row.id);
  const runIds = [...new Set([...fees, ...extra, ...expenseRows].map((row) => row.payoutRunId).filter((id) => id !== null))];
  const [receipts, orderItems, payouts] = await db.batch([
    db
      .select()
      .from(expenseReceipts)
      .where(inArray(expenseReceipts.expenseId, expenseIds.length ? expenseIds : [0])),
    db
      .select()
      .from(materialOrderItems)
      .where(inArray(materialOrderItems.orderId, orderIds.length ? orderIds : [0])),
    db
      .select({
        id: payoutRuns.id,
        month: payoutRuns.month,
        executionDate: payoutRuns.executionDate,
        createdAt: payoutRuns.createdAt,
      })
      .from(payoutRuns)
      .where(inArray(payoutRuns.id, runIds.length ? runIds : [0])),
  ]);
  return {
    data: {
      account,
      settings: settings[0] ?? null,
      profile: await clearProfile(env, profile[0]),
      skills,
      languages,
      subjects,
      unavailabilities: unavailable,
      holidays: holidayRows,
      calendar_feed: feed[0] ?? null,
      sessions: sessionRows,
      coach_requests: requests,
      allocations,
      fees,
      extra_fees: extra,
      expenses: expenseRows.map((row) => ({ ...row, receipts: receipts.filter((r) => r.expenseId === row.id) })),
      payouts,
      evaluations: evaluationRows,
      material_orders: orders.map((row) => ({ ...row, items: orderItems.filter((item) => item.orderId === row.id) })),
      team_member: teamMember[0] ?? null,
      newsletter: newsletter[0] ?? null,
      audit_log: audit,
      mails: mails.map((mail) => ({ ...mail, textBody: mail.carriesSecret ? null : mail.textBody })),
    },
    files: personFiles(profile[0], teamMember[0]?.photoKey ?? null, receipts),
  };
}

/** R2 keys of the person's files, with the name each gets in the ZIP. */
function personFiles(
  profile: ProfileRow | undefined,
  photoKey: string | null,
  receipts: { id: number; fileKey: string; filename: string }[],
) {
  const named: { key: string; name: string }[] = [];
  const add = (key: string | null | undefined, name: string) => key && named.push({ key, name });
  add(profile?.residencePermitFrontKey, 'residence-permit-front');
  add(profile?.residencePermitBackKey, 'residence-permit-back');
  add(profile?.selfEmploymentProofKey, 'self-employment-proof');
  add(profile?.contractPdfKey, 'contract');
  add(photoKey, 'photo');
  for (const receipt of receipts) add(receipt.fileKey, `receipts/${receipt.id}-${receipt.filename.replace(/[/\\]/g, '_')}`);
  return named;
}

const extensionOf: Record<string, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' };

/**
 * `person.json` and the person's files from R2 in one ZIP (nFADP art. 25 right of access). The export itself is
 * audited. Files missing in R2 are listed in `person.json` under `missing_files` rather than failing the export.
 */
export async function exportPerson(db: Database, env: Env, actor: SessionUser, personId: number, ip?: string) {
  const { data, files } = await collect(db, env, personId);
  const entries: Record<string, Uint8Array> = {};
  const missing: string[] = [];
  for (const file of files) {
    const object = await env.FILES.get(file.key);
    if (!object) {
      missing.push(file.name);
      continue;
    }
    const extension = file.name.includes('.') ? '' : (extensionOf[object.httpMetadata?.contentType ?? ''] ?? '');
    entries[`files/${file.name}${extension}`] = new Uint8Array(await object.arrayBuffer());
  }
  const json = { exported_at: new Date().toISOString(), person_id: personId, ...data, missing_files: missing };
  entries['person.json'] = new TextEncoder().encode(JSON.stringify(json, null, 2));
  await auditInsert(db, {
    actorUserId: actor.id,
    action: 'person.exported',
    entityType: 'user',
    entityId: personId,
    details: { files: files.length - missing.length },
    ip,
  });
  return { zip: zipSync(entries, { level: 6 }), filename: `person-${personId}.zip` };
}
