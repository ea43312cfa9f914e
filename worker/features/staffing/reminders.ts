import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { coachRequests, users, workshops } from '../../db/schema';
import { todayInZurich } from '../../lib/dates';
import type { Database, Env } from '../../lib/env';
import { nowSeconds } from '../../lib/tokens';
import { formatSlot, greeting } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { coachRequestReminder } from '../../mail/templates/staffing';
import { fullName, mailCoachColumns, titlesOf } from './staffing.shared';

const REMINDER_AFTER_SECONDS = 3 * 86_400;

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
