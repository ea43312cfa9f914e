import { and, desc, eq, isNull, min } from 'drizzle-orm';
import { version } from '../../../package.json';
import { jobRuns, mailOutbox } from '../../db/schema';
import type { Database, Env } from '../../lib/env';
import { errorFields, log } from '../../lib/log';
import { nowSeconds } from '../../lib/tokens';
import { scheduledJobs } from '../../jobs/schedule';
import { deployedAt, jobDue } from '../../jobs/job-due';
import { lastSuccessAt } from '../job-runs/job-runs.service';
import type { Health, JobHealth } from '../../contract/health/health.schemas';

/** A mail waiting this long for the queue means neither the queue nor the sweep moves it (normally seconds). */
export const QUEUE_WAIT_LIMIT_SECONDS = 30 * 60;

/** Each job's latest run with the start of its latest success: one index seek per job, not a scan of the runs. */
const latestRun = (db: Database, job: string) =>
  db
    .select({ startedAt: jobRuns.startedAt, finishedAt: jobRuns.finishedAt, error: jobRuns.error, lastSuccessAt })
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(1);

type LatestRun = Awaited<ReturnType<typeof latestRun>>[number];

/** The oldest mail written for the queue and not yet taken by it (the outbox's status index). */
const oldestWaiting = (db: Database) =>
  db
    .select({ at: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), isNull(mailOutbox.bodyRemovedAt), isNull(mailOutbox.deadLetteredAt)));

const outcomeOf = (run: LatestRun): JobHealth['last_outcome'] =>
  run.error !== null ? 'failed' : run.finishedAt === null ? 'unfinished' : 'succeeded';

/** The oldest waiting mail and each scheduled job's latest run (in schedule order), in one round trip. */
async function probe(db: Database) {
  const [[waiting], ...latest] = await db.batch([oldestWaiting(db), ...scheduledJobs.map((job) => latestRun(db, job.name))]);
  return { oldestWaitingAt: waiting?.at ?? null, latest: latest as LatestRun[][] };
}

/**
 * GET /api/health: what a monitor needs to know, nothing personal (no names, addresses or error texts). `down` when
 * the database does not answer; `degraded` when mail waits too long for the queue or a job is overdue or failed last.
 */
export async function health(db: Database, env: Env): Promise<Health> {
  const now = nowSeconds();
  const about = { version, commit: env.GIT_COMMIT || 'unknown' };
  const started = Date.now();
  const answer = await probe(db).catch((error: unknown) => {
    log('error', 'health.database_unreachable', errorFields(error));
    return null;
  });
  const ms = Date.now() - started;
  if (!answer) {
    return {
      status: 'down',
      ...about,
      database: { reachable: false, ms },
      queue: { reachable: false, oldest_waiting_at: null },
      jobs: [],
    };
  }
  const since = deployedAt(env.CF_VERSION_METADATA, now);
  const jobs = scheduledJobs.map((job, i): JobHealth => {
    const run = answer.latest[i]![0];
    const due = jobDue(job, { lastSuccessAt: run?.lastSuccessAt ?? null, deployedAt: since, now });
    return {
      name: job.name,
      cron: job.cron,
      last_run_at: run?.startedAt ?? null,
      last_outcome: run ? outcomeOf(run) : null,
      last_success_at: run?.lastSuccessAt ?? null,
      ...due,
    };
  });
  const waitingAt = answer.oldestWaitingAt;
  const queue = {
    reachable: !!env.MAIL_QUEUE && (waitingAt === null || now - waitingAt <= QUEUE_WAIT_LIMIT_SECONDS),
    oldest_waiting_at: waitingAt,
  };
  const healthy = queue.reachable && jobs.every((job) => !job.overdue && job.last_outcome !== 'failed');
  return { status: healthy ? 'ok' : 'degraded', ...about, database: { reachable: true, ms }, queue, jobs };
}
