import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { evaluations, inquiries, users, workshops } from '../../db/schema';
import { appLink } from '../../lib/app-links';
import { batchGuard, isGuardFailure } from '../../lib/batch-guard';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { nowSeconds } from '../../lib/tokens';
import { mailRecipientColumns, schoolContact, schoolLanguage } from '../../mail/addressee';
import { formatDate, formatSlot, greeting } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { wantsMail } from '../../mail/recipients';
import { renderMail } from '../../mail/render';
import { evaluationCoachReminder, evaluationThreeMonths } from '../../mail/templates/evaluation-invitations';
import { currentQuestionnaireIds } from './answers';
import { addLinkTotals } from './evaluation-totals';
import { catalogueTitles, insertedWithToken, publicLink } from './evaluations.invitations';

/**
 * The evaluations' part of the daily job (docs/decisions/022-evaluation-lifecycle.md). Each step handles at most
 * EVALUATIONS_PER_RUN rows (the rest follow the next morning) and may run twice, or twice at once, without
 * sending anything twice.
 */
export const EVALUATIONS_PER_RUN = 50;
export const REMINDER_AFTER_DAYS = 7;
/** The 3-month questionnaire goes to workshops held between 90 and 119 days ago (a series: its last date). */
export const THREE_MONTHS_AFTER_DAYS = 90;
export const THREE_MONTHS_UNTIL_DAYS = 120;

export async function runEvaluationJobs(db: Database, env: Env, now = nowSeconds()) {
  const closed = await closeExpiredLinks(db, now);
  const reminded = await remindOpenCoachEvaluations(db, env, now);
  const sent = await sendThreeMonthEvaluations(db, env, now);
  return { closed, reminded, sent };
}

/** Public links past their `expires_at` take no more responses: `open` → `completed`. Returns how many. */
export async function closeExpiredLinks(db: Database, now = nowSeconds()): Promise<number> {
  const expired = db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.state, 'open'),
        inArray(evaluations.kind, ['by_audience', 'after_3_months']),
        lt(evaluations.expiresAt, now),
      ),
    )
    .limit(EVALUATIONS_PER_RUN * 10);
  const closed = await db
    .update(evaluations)
    .set({ state: 'completed', updatedAt: now })
    .where(and(inArray(evaluations.id, expired), eq(evaluations.state, 'open')))
    .returning({ id: evaluations.id });
  return closed.length;
}

/** Since when a coach's evaluation has been open: sent, or sent back by an associate. */
const openSince = sql<number>`coalesce(${evaluations.returnedAt}, ${evaluations.sentAt})`;

/** Open for 7 days and not reminded since it was sent (or sent back): one reminder per round. */
const reminderDue = (now: number): SQL =>
  and(
    eq(evaluations.kind, 'by_coach'),
    eq(evaluations.state, 'open'),
    sql`${openSince} <= ${now - REMINDER_AFTER_DAYS * 86_400}`,
    sql`(${evaluations.remindedAt} IS NULL OR ${evaluations.remindedAt} < ${openSince})`,
  )!;

/**
 * Reminds coaches of evaluations left open for 7 days, once per evaluation and round. Each mail and its
 * `reminded_at` are one batch that first re-checks the evaluation is still due, so an overlapping run sends nothing.
 * Returns the number of reminders written.
 */
export async function remindOpenCoachEvaluations(db: Database, env: Env, now = nowSeconds()): Promise<number> {
  const due = await db
    .select({
      id: evaluations.id,
      coach: mailRecipientColumns,
      workshop: {
        offeredWorkshopId: workshops.offeredWorkshopId,
        date: workshops.date,
        startTime: workshops.startTime,
        endTime: workshops.endTime,
      },
    })
    .from(evaluations)
    .innerJoin(users, eq(users.id, evaluations.coachId))
    .innerJoin(workshops, eq(workshops.id, evaluations.workshopId))
    .where(and(reminderDue(now), eq(users.state, 'active'), wantsMail(sql`${users.id}`, 'reminders')))
    .orderBy(asc(evaluations.id))
    .limit(EVALUATIONS_PER_RUN);
  if (due.length === 0) return 0;
  const titleOf = await catalogueTitles(
    db,
    due.map((row) => row.workshop.offeredWorkshopId),
  );
  let reminded = 0;
  for (const { id, coach, workshop } of due) {
    const mail: OutgoingMail = {
      ...renderMail(evaluationCoachReminder, coach.language, {
        greeting: greeting(coach.language, coach),
        title: titleOf(workshop.offeredWorkshopId, coach.language),
        date: formatSlot(workshop.date, workshop.startTime, workshop.endTime, coach.language),
        evaluationUrl: appLink(env, coach.language, `/manager/evaluations/${id}`),
      }),
      recipient: coach.email,
      recipientUserId: coach.id,
    };
    try {
      await commitWithMail(
        db,
        env,
        [
          batchGuard(db, sql`EXISTS (SELECT 1 FROM evaluations WHERE id = ${id} AND ${reminderDue(now)})`),
          db.update(evaluations).set({ remindedAt: now, updatedAt: now }).where(eq(evaluations.id, id)),
        ],
        [mail],
      );
      reminded += 1;
    } catch (error) {
      if (!isGuardFailure(error)) throw error; // another run reminded it meanwhile
    }
  }
  return reminded;
}

/**
 * Workshops held 90 to 119 days ago, not cancelled, with a contact email and no 3-month questionnaire yet; of a
 * series only its last date that took place, and only if no date of the series has one. Not a workshop imported after
 * it was held (decision 055): the old tool asked its school, or nobody expects it now.
 */
function threeMonthsDue(today: string): SQL {
  return sql`${workshops.state} IN ('done', 'invoiceable', 'invoiced')
    AND coalesce(${workshops.contactEmail}, '') <> ''
    AND NOT (${workshops.externalId} IS NOT NULL AND ${workshops.date} < date(${workshops.createdAt}, 'unixepoch'))
    AND ${workshops.date} <= ${addDays(today, -THREE_MONTHS_AFTER_DAYS)}
    AND ${workshops.date} > ${addDays(today, -THREE_MONTHS_UNTIL_DAYS)}
    AND NOT EXISTS (SELECT 1 FROM evaluations e JOIN workshops s ON s.id = e.workshop_id
      WHERE e.kind = 'after_3_months' AND (s.id = "workshops"."id" OR s.series_id = "workshops"."series_id"))
    AND NOT EXISTS (SELECT 1 FROM workshops later WHERE later.series_id = "workshops"."series_id"
      AND later.state <> 'cancelled'
      AND (later.date > "workshops"."date" OR (later.date = "workshops"."date" AND later.id > "workshops"."id")))`;
}

/**
 * Creates the 3-month questionnaire of each due workshop and mails its link to the teacher, in one batch. A mail is
 * written only if its evaluation was inserted: a concurrent run's insert meets the unique index, does nothing, and
 * its mail, conditioned on its own fresh token, is not written. Returns the number of due workshops handled.
 */
export async function sendThreeMonthEvaluations(db: Database, env: Env, now = nowSeconds()): Promise<number> {
  const due = await db
    .select({
      workshop: workshops,
      inquiry: {
        language: inquiries.language,
        firstname: inquiries.firstname,
        lastname: inquiries.lastname,
        gender: inquiries.gender,
      },
    })
    .from(workshops)
    .leftJoin(inquiries, eq(inquiries.id, workshops.inquiryId))
    .where(threeMonthsDue(todayInZurich(new Date(now * 1000))))
    .orderBy(asc(workshops.date), asc(workshops.id))
    .limit(EVALUATIONS_PER_RUN);
  if (due.length === 0) return 0;
  const [questionnaires, titleOf] = await Promise.all([
    currentQuestionnaireIds(db),
    catalogueTitles(
      db,
      due.map((row) => row.workshop.offeredWorkshopId),
    ),
  ]);
  const statements: BatchItem<'sqlite'>[] = [];
  const mails: OutgoingMail[] = [];
  for (const { workshop, inquiry } of due) {
    const language = schoolLanguage(workshop.language, inquiry?.language);
    const link = publicLink(env, language, now);
    statements.push(
      db
        .insert(evaluations)
        .values({
          workshopId: workshop.id,
          kind: 'after_3_months',
          questionnaireId: questionnaires.get('after_3_months') ?? null,
          publicTokenHash: link.tokenHash,
          expiresAt: link.expiresAt,
          recipientEmail: workshop.contactEmail,
          language,
          sentAt: now,
        })
        .onConflictDoNothing(),
      // Counted in the statistics' totals once it exists (nothing when the insert did nothing).
      addLinkTotals(db, sql`e.public_token_hash = ${link.tokenHash}`),
    );
    mails.push({
      ...renderMail(evaluationThreeMonths, language, {
        greeting: greeting(language, schoolContact(workshop, inquiry ?? undefined)),
        title: titleOf(workshop.offeredWorkshopId, language),
        date: formatDate(workshop.date, language),
        evaluationUrl: link.url,
        closesOn: link.closesOn,
      }),
      recipient: workshop.contactEmail!,
      onlyIf: insertedWithToken(link.tokenHash),
    });
  }
  await commitWithMail(db, env, statements, mails);
  return statements.length;
}
