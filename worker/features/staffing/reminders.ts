import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { coachRequests, users, workshops } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { batchGuard, isGuardFailure } from '../../lib/batch-guard';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import { mailRecipientColumns, type MailRecipient } from '../../mail/addressee';
import { formatSlot, greeting } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { wantsMail } from '../../mail/recipients';
import { renderMail } from '../../mail/render';
import { colon } from '../../mail/wording';
import { coachRequestReminder } from '../../mail/templates/staffing';

/** Seconds after which a request counts as unanswered: `organisation.request_reminder_days` (master data). */
const reminderAfterSeconds = sql`((SELECT request_reminder_days FROM organisation WHERE id = 1) * 86400)`;
/** Coaches reminded per run (one mail and one batch each); the others follow on the next run. */
export const REMINDED_COACHES_PER_RUN = 100;

const dueRequest = (now: number): SQL =>
  and(
    eq(coachRequests.state, 'new-request'),
    sql`${coachRequests.remindedAt} IS NULL`,
    sql`${coachRequests.updatedAt} <= ${now} - ${reminderAfterSeconds}`,
    sql`${workshops.date} >= ${todayInZurich()}`,
    eq(users.state, 'active'),
    // Coaches who switched reminders off are not reminded (their requests stay due, should they switch it on).
    wantsMail(sql`${users.id}`, 'reminders'),
  )!;

/** Catalogue titles of the workshops, per workshop and language (German when a language has none). */
async function titlesByWorkshop(db: Database, offeredWorkshopIds: number[]) {
  const rows = await db.all<{ offered_workshop_id: number; language: UiLanguage; title: string }>(
    sql`SELECT offered_workshop_id, language, title FROM offered_workshop_translations
        WHERE ${inList(sql`offered_workshop_id`, offeredWorkshopIds)}`,
  );
  return (offeredWorkshopId: number, language: UiLanguage) => {
    const of = rows.filter((r) => r.offered_workshop_id === offeredWorkshopId);
    return of.find((r) => r.language === language)?.title ?? of.find((r) => r.language === 'de')?.title ?? '';
  };
}

/**
 * Reminds coaches of requests unanswered for `request_reminder_days` (master data, default 3), once per request: one mail per coach listing them, only for
 * workshops still ahead. Each coach's mail and the `reminded_at` of the requests it lists are written in one batch
 * that first checks that none of them has been reminded meanwhile, so a run overlapping another sends nothing twice.
 * Returns the number of requests reminded.
 */
export async function sendRequestReminders(
  db: Database,
  env: Env,
  { now = nowSeconds(), maxCoaches = REMINDED_COACHES_PER_RUN } = {},
) {
  const coaches = await db
    .selectDistinct({ id: coachRequests.coachId })
    .from(coachRequests)
    .innerJoin(users, eq(users.id, coachRequests.coachId))
    .innerJoin(workshops, eq(workshops.id, coachRequests.workshopId))
    .where(dueRequest(now))
    .orderBy(asc(coachRequests.coachId))
    .limit(maxCoaches);
  if (coaches.length === 0) return 0;
  const due = await db
    .select({
      id: coachRequests.id,
      coach: mailRecipientColumns,
      workshop: {
        offeredWorkshopId: workshops.offeredWorkshopId,
        institute: workshops.institute,
        date: workshops.date,
        startTime: workshops.startTime,
        endTime: workshops.endTime,
      },
    })
    .from(coachRequests)
    .innerJoin(users, eq(users.id, coachRequests.coachId))
    .innerJoin(workshops, eq(workshops.id, coachRequests.workshopId))
    .where(
      and(
        dueRequest(now),
        inList(
          coachRequests.coachId,
          coaches.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(workshops.date), asc(workshops.startTime), asc(coachRequests.id));
  const titleOf = await titlesByWorkshop(db, [...new Set(due.map((row) => row.workshop.offeredWorkshopId))]);
  const byCoach = new Map<number, typeof due>();
  for (const row of due) byCoach.set(row.coach.id, [...(byCoach.get(row.coach.id) ?? []), row]);

  let reminded = 0;
  for (const rows of byCoach.values()) {
    if (await remindCoach(db, env, now, rows[0]!.coach, rows, titleOf)) reminded += rows.length;
  }
  return reminded;
}

async function remindCoach(
  db: Database,
  env: Env,
  now: number,
  coach: MailRecipient,
  rows: {
    id: number;
    workshop: { offeredWorkshopId: number; institute: string; date: string; startTime: string; endTime: string };
  }[],
  titleOf: (offeredWorkshopId: number, language: UiLanguage) => string,
) {
  const ids = rows.map((row) => row.id);
  const lines = rows.map(
    ({ workshop: w }) =>
      `${titleOf(w.offeredWorkshopId, coach.language)}, ${w.institute}${colon(coach.language)} ${formatSlot(w.date, w.startTime, w.endTime, coach.language)}`,
  );
  const mail = {
    ...renderMail(coachRequestReminder, coach.language, {
      greeting: greeting(coach.language, coach),
      requests: lines,
      requestsUrl: appLink(env, coach.language, '/manager/coach-requests'),
    }),
    recipient: coach.email,
    recipientUserId: coach.id,
  };
  const notYetReminded = sql`NOT EXISTS (SELECT 1 FROM coach_requests WHERE ${inList(sql`id`, ids)} AND reminded_at IS NOT NULL)`;
  try {
    await commitWithMail(
      db,
      env,
      [batchGuard(db, notYetReminded), db.update(coachRequests).set({ remindedAt: now }).where(inList(coachRequests.id, ids))],
      [mail],
    );
    return true;
  } catch (error) {
    if (isGuardFailure(error)) return false; // another run reminded them meanwhile
    throw error;
  }
}
