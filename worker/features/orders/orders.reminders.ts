import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { jobMarks, users, workshopCoaches, workshops } from '../../db/schema';
import type { WorkshopState } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { batchGuard, isGuardFailure } from '../../lib/batch-guard';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import { orderDeadline, workingDaysAfter } from '../../lib/working-days';
import { mailRecipientColumns } from '../../mail/addressee';
import { formatDate, formatSlot, greeting } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { wantsMail } from '../../mail/recipients';
import { renderMail } from '../../mail/render';
import { materialOrderReminder } from '../../mail/templates/reminders';
import { catalogueTitles } from '../evaluations/evaluations.invitations';

/** The reminder goes out once the order deadline is at most this many working days away (today counts as 0). */
export const REMINDER_WORKING_DAYS_BEFORE_DEADLINE = 3;
export const MATERIAL_REMINDER_JOB = 'material-order-reminder';
const PAGE_SIZE = 100;
/** 200 reminders a run at most: three statements each, within production D1's 1,000 per invocation. */
const MAX_PAGES = 2;
/** States in which a placed coach may still order (as `POST orders`). */
const orderableStates: WorkshopState[] = ['initialized', 'coaches_requested', 'to-realize'];

/**
 * The workshop dates whose order deadline lies between today and the 3rd working day after it, both included. The
 * deadline grows with the date, so the walk stops at the first date past the window (a few weeks at most).
 */
export function datesWithDeadlineSoon(today: string): string[] {
  const last = workingDaysAfter(today, REMINDER_WORKING_DAYS_BEFORE_DEADLINE);
  const dates: string[] = [];
  for (let day = today; orderDeadline(day) <= last; day = addDays(day, 1)) {
    if (orderDeadline(day) >= today) dates.push(day);
  }
  return dates;
}

const markKey = (workshopId: number, coachId: number) => `workshop:${workshopId}:coach:${coachId}`;
/** The key in SQL from the columns of a row (built in SQL from integers, so `12`, never `12.0`). */
const markKeyOf = (workshopId: SQL, coachId: SQL) => sql`'workshop:' || ${workshopId} || ':coach:' || ${coachId}`;

/** The placement still stands, the coach has ordered nothing for it (a cancelled order does not count), not reminded. */
const stillDue = (workshopId: number | SQL, coachId: number | SQL, key: string | SQL): SQL => sql`
  EXISTS (SELECT 1 FROM workshop_coaches WHERE workshop_id = ${workshopId} AND coach_id = ${coachId})
  AND NOT EXISTS (SELECT 1 FROM material_orders WHERE workshop_id = ${workshopId} AND coach_id = ${coachId}
    AND state <> 'cancelled')
  AND NOT EXISTS (SELECT 1 FROM job_marks WHERE job = ${MATERIAL_REMINDER_JOB} AND key = ${key})`;

async function duePage(db: Database, dates: string[]) {
  return db
    .select({
      coach: mailRecipientColumns,
      workshop: {
        id: workshops.id,
        offeredWorkshopId: workshops.offeredWorkshopId,
        date: workshops.date,
        startTime: workshops.startTime,
        endTime: workshops.endTime,
        institute: workshops.institute,
      },
    })
    .from(workshopCoaches)
    .innerJoin(workshops, eq(workshops.id, workshopCoaches.workshopId))
    .innerJoin(users, eq(users.id, workshopCoaches.coachId))
    .where(
      and(
        inList(workshops.date, dates),
        inArray(workshops.state, orderableStates),
        eq(users.state, 'active'),
        wantsMail(sql`${users.id}`, 'reminders'),
        stillDue(
          sql`${workshopCoaches.workshopId}`,
          sql`${workshopCoaches.coachId}`,
          markKeyOf(sql`${workshopCoaches.workshopId}`, sql`${workshopCoaches.coachId}`),
        ),
      ),
    )
    .orderBy(asc(workshops.date), asc(workshopCoaches.workshopId), asc(workshopCoaches.coachId))
    .limit(PAGE_SIZE);
}

/**
 * J03: reminds each coach placed on an upcoming workshop whose material order deadline is at most 3 working days
 * away and who has not ordered for it, once per coach and workshop. The mail and its `job_marks` key are one batch
 * that first re-checks the reminder is still due, so a second run (or one at the same time) sends nothing. Coaches
 * who switched reminders off are skipped. Returns the number of reminders written.
 */
export async function sendMaterialOrderReminders(db: Database, env: Env, now = nowSeconds()): Promise<number> {
  const dates = datesWithDeadlineSoon(todayInZurich(new Date(now * 1000)));
  let reminded = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const due = await duePage(db, dates);
    if (due.length === 0) break;
    const titleOf = await catalogueTitles(
      db,
      due.map((row) => row.workshop.offeredWorkshopId),
    );
    for (const { coach, workshop } of due) {
      const mail = {
        ...renderMail(materialOrderReminder, coach.language, {
          greeting: greeting(coach.language, coach),
          title: titleOf(workshop.offeredWorkshopId, coach.language),
          date: formatSlot(workshop.date, workshop.startTime, workshop.endTime, coach.language),
          institute: workshop.institute,
          deadline: formatDate(orderDeadline(workshop.date), coach.language),
          ordersUrl: appLink(env, coach.language, '/manager/material-orders'),
        }),
        recipient: coach.email,
        recipientUserId: coach.id,
        // Reminders switched off meanwhile: the key is still written, so the coach is not asked again.
        onlyIf: wantsMail(coach.id, 'reminders'),
      };
      try {
        await commitWithMail(
          db,
          env,
          [
            batchGuard(db, stillDue(workshop.id, coach.id, markKey(workshop.id, coach.id))),
            db.insert(jobMarks).values({ job: MATERIAL_REMINDER_JOB, key: markKey(workshop.id, coach.id) }),
          ],
          [mail],
        );
        reminded += 1;
      } catch (error) {
        if (!isGuardFailure(error)) throw error; // ordered, unplaced or reminded by another run meanwhile
      }
    }
    if (due.length < PAGE_SIZE) break;
  }
  return reminded;
}
