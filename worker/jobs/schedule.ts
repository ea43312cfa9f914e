import { newsPublishedMails } from '../features/news/news.mails';
import { eq } from 'drizzle-orm';
import { jobRuns } from '../db/schema';
import { todayInZurich, ZURICH } from '../contract/lib/dates';
import type { Database, Env } from '../lib/env';
import { nowSeconds } from '../lib/tokens';
import { sweepOutbox } from '../mail/sweep';
import { bumpDataVersion } from '../middleware/data-version';
import { expireTemporaryPasswords } from '../features/auth/auth.jobs';
import { runEvaluationJobs } from '../features/evaluations/evaluations.jobs';
import { sendMaterialOrderReminders } from '../features/orders/orders.reminders';
import { sendRequestReminders } from '../features/staffing/reminders';
import { runEscalations } from '../features/escalations/escalation.job';
import { markPastWorkshopsDone } from '../features/workshops/workshops.jobs';
import { deleteExpiredDocuments } from '../features/privacy/document-retention';
import { purgeExpired } from './purge';
import { runCalendarImports } from '../features/calendar-import/calendar-import.service';
import { proposeReminders } from '../features/reminders/reminders.propose';
import { errorFields, log } from '../lib/log';

export type JobCounts = Record<string, number>;

export interface ScheduledJob {
  name: string;
  /** Its own expression in wrangler.toml `[triggers] crons` (UTC): each trigger dispatches exactly one job. */
  cron: string;
  /**
   * Zurich hours in which a run of the trigger does its work. Cron Triggers know only UTC: a job at 07:00 Zurich has
   * the cron `0 5,6 * * *` and `zurichHours: [7]`; in winter (UTC+1) the 06:00 UTC run is the one at 07:00 Zurich, in
   * summer (UTC+2) the 05:00 UTC one; the other run of the day ends without doing anything.
   */
  zurichHours?: readonly number[];
  /** `now` in seconds; what the run did, for `job_runs`. */
  run: (db: Database, env: Env, now: number) => Promise<JobCounts>;
}

const daytime = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

/** Every scheduled job (docs/emails.md "Scheduled jobs"), in the order of the day. */
export const scheduledJobs: readonly ScheduledJob[] = [
  {
    name: 'outbox-sweep',
    cron: '*/15 * * * *',
    run: (db, env, now) => sweepOutbox(db, env, now),
  },
  {
    name: 'temporary-passwords',
    cron: '40 * * * *',
    run: async (db, _env, now) => ({ expired: await expireTemporaryPasswords(db, now) }),
  },
  {
    name: 'purge',
    cron: '30 1,2 * * *',
    zurichHours: [3],
    run: (db, _env, now) => purgeExpired(db, now),
  },
  {
    // Permit scans and contracts organisation.document_retention_months after a coach's last engagement (decision 039).
    name: 'document-retention',
    cron: '45 1,2 * * *',
    zurichHours: [3],
    run: (db, env, now) => deleteExpiredDocuments(db, env, now),
  },
  {
    name: 'workshops-done',
    cron: '0 4-19 * * *',
    zurichHours: daytime,
    run: async (db, env, now) => {
      const counts = await markPastWorkshopsDone(db, env, now);
      // Fees and evaluations appeared: reports computed before are stale.
      if (counts.done > 0) await bumpDataVersion(db);
      return counts;
    },
  },
  {
    name: 'coach-request-reminders',
    cron: '0 5,6 * * *',
    zurichHours: [7],
    run: async (db, env, now) => ({ reminded: await sendRequestReminders(db, env, { now }) }),
  },
  {
    name: 'evaluations',
    cron: '5 5,6 * * *',
    zurichHours: [7],
    run: async (db, env, now) => {
      const counts = await runEvaluationJobs(db, env, now);
      // Links closed and questionnaires created: reports computed before are stale.
      if (counts.closed + counts.sent > 0) await bumpDataVersion(db);
      return counts;
    },
  },
  {
    name: 'material-order-reminders',
    cron: '10 5,6 * * *',
    zurichHours: [7],
    run: async (db, env, now) => ({ reminded: await sendMaterialOrderReminders(db, env, now) }),
  },
  {
    // News whose first day arrived (items published on saving were announced then).
    name: 'news-published',
    cron: '15 5,6 * * *',
    zurichHours: [7],
    run: async (db, env, now) => ({ mailed: await newsPublishedMails(db, env, { now: new Date(now * 1000) }) }),
  },
  {
    // After the reminders: unanswered requests of auto-escalating workshops ask the next best coach (decision 044).
    name: 'staffing-escalations',
    cron: '20 5,6 * * *',
    zurichHours: [7],
    run: (db, env, now) => runEscalations(db, env, { now }),
  },
  {
    // After the payments of the day before: what is paid is never reminded (decision 060).
    name: 'invoice-reminders',
    cron: '25 5,6 * * *',
    zurichHours: [7],
    run: (db, _env, now) => proposeReminders(db, todayInZurich(new Date(now * 1000))),
  },
  {
    // Coaches' linked external calendars: busy times for the next 12 months (decision 046).
    name: 'calendar-imports',
    cron: '50 * * * *',
    run: (db, env, now) => runCalendarImports(db, env, now),
  },
];

/** The hour (0–23) in Zurich at an instant. */
export function zurichHour(at: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: ZURICH, hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .find((part) => part.type === 'hour')!.value;
  return Number(hour);
}

/** Whether the job works at this scheduled time (always, without Zurich hours). */
export const worksAt = (job: Pick<ScheduledJob, 'zurichHours'>, scheduledTime: number) =>
  !job.zurichHours || job.zurichHours.includes(zurichHour(new Date(scheduledTime)));

const messageOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Runs one job and records it in `job_runs`: started, finished, counts, or the error (which is also logged and
 * rethrown, so the platform marks the invocation failed). `trigger` is the cron expression, or `manual`.
 */
export async function runJob(
  name: string,
  db: Database,
  env: Env,
  {
    now = nowSeconds(),
    trigger = 'manual',
    startedById = null,
    onStart,
  }: { now?: number; trigger?: string; startedById?: number | null; onStart?: (runId: number) => void } = {},
): Promise<JobCounts> {
  const job = scheduledJobs.find((j) => j.name === name);
  if (!job) throw new Error(`No scheduled job named ${name}`);
  const [record] = await db
    .insert(jobRuns)
    .values({ job: name, trigger, startedAt: nowSeconds(), startedById })
    .returning({ id: jobRuns.id });
  onStart?.(record!.id);
  try {
    const counts = await job.run(db, env, now);
    await db.update(jobRuns).set({ finishedAt: nowSeconds(), counts }).where(eq(jobRuns.id, record!.id));
    return counts;
  } catch (error) {
    await db
      .update(jobRuns)
      .set({ finishedAt: nowSeconds(), error: messageOf(error) })
      .where(eq(jobRuns.id, record!.id));
    log('error', 'job.failed', { job: name, trigger, ...errorFields(error) });
    throw error;
  }
}

/** The jobs a trigger dispatches: those with its cron expression whose Zurich hour it is. */
export function jobsFor(cron: string, scheduledTime: number): string[] {
  return scheduledJobs.filter((job) => job.cron === cron && worksAt(job, scheduledTime)).map((job) => job.name);
}
