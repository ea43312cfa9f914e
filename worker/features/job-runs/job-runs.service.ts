import { and, asc, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { jobRuns, users } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import { runJob, scheduledJobs } from '../../jobs/schedule';
import { deployedAt, jobDue } from '../../jobs/job-due';
import type { JobRun, JobRuns, JobRunsQuery } from '../../contract/job-runs/job-runs.schemas';

/** A run started this long ago and not finished counts as still running: a second start waits for it. */
export const RUNNING_FOR_AT_MOST_SECONDS = 15 * 60;

/**
 * The start of the latest successful run (finished, no error) of the selected `job_runs` row's job, null while none is
 * kept: one seek in the index on (job, started_at). What makes a job overdue (worker/jobs/job-due.ts). Written out:
 * Drizzle names columns without their table in a one-table select, which would bind the outer `job` to the inner row.
 */
export const lastSuccessAt = sql<number | null>`(SELECT success.started_at FROM job_runs AS success
  WHERE success.job = job_runs.job AND success.error IS NULL AND success.finished_at IS NOT NULL
  ORDER BY success.started_at DESC LIMIT 1)`;

const runColumns = { run: jobRuns, firstname: users.firstname, lastname: users.lastname };
type RunRow = { run: typeof jobRuns.$inferSelect; firstname: string | null; lastname: string | null };

const toRun = ({ run, firstname, lastname }: RunRow): JobRun => ({
  id: run.id,
  job: run.job,
  trigger: run.trigger,
  started_at: run.startedAt,
  finished_at: run.finishedAt,
  counts: run.counts ?? {},
  error: run.error,
  started_by: run.startedById === null ? null : { id: run.startedById, name: `${firstname ?? ''} ${lastname ?? ''}`.trim() },
});

const runsWithStarter = (db: Database) => db.select(runColumns).from(jobRuns).leftJoin(users, eq(users.id, jobRuns.startedById));

/**
 * Every scheduled job with its trigger, latest run and whether it is overdue, and a page of runs, newest first (one
 * round trip).
 */
export async function listJobRuns(db: Database, env: Pick<Env, 'CF_VERSION_METADATA'>, query: JobRunsQuery): Promise<JobRuns> {
  const where = query.job ? eq(jobRuns.job, query.job) : undefined;
  const latestIds = db
    .select({ id: max(jobRuns.id) })
    .from(jobRuns)
    .groupBy(jobRuns.job);
  const [latest, rows, [total]] = await db.batch([
    db
      .select({ ...runColumns, lastSuccessAt })
      .from(jobRuns)
      .leftJoin(users, eq(users.id, jobRuns.startedById))
      .where(inArray(jobRuns.id, latestIds))
      .orderBy(asc(jobRuns.job)),
    runsWithStarter(db)
      .where(where)
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(jobRuns).where(where),
  ]);
  const now = nowSeconds();
  const since = deployedAt(env.CF_VERSION_METADATA, now);
  return {
    jobs: scheduledJobs.map((job) => {
      const last = latest.find((row) => row.run.job === job.name);
      const due = jobDue(job, { lastSuccessAt: last?.lastSuccessAt ?? null, deployedAt: since, now });
      return { job: job.name, cron: job.cron, last_run: last ? toRun(last) : null, ...due };
    }),
    items: rows.map(toRun),
    total: total?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

/**
 * `POST /jobs/{name}/run` (admin): runs a scheduled job now, as the scheduler would (the jobs are idempotent: what
 * a run already did, a second one does not do again), recorded in the run log with who started it, and audited.
 * While a run of the job is still going (started in the last 15 minutes, not finished), 409. A job that fails is
 * answered with its run and the error, as the log shows it.
 */
export async function runJobNow(db: Database, env: Env, actor: SessionUser, name: string, ip: string): Promise<JobRun> {
  if (!scheduledJobs.some((job) => job.name === name)) throw notFound('Scheduled job');
  const [running] = await db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(eq(jobRuns.job, name), isNull(jobRuns.finishedAt), gt(jobRuns.startedAt, nowSeconds() - RUNNING_FOR_AT_MOST_SECONDS)),
    )
    .limit(1);
  if (running) throw new AppError(409, 'conflict', 'This job is running already; wait until it has finished');
  await auditInsert(db, { actorUserId: actor.id, action: 'job.run_started', entityType: 'job', entityId: name, ip });
  let runId = 0;
  await runJob(name, db, env, { trigger: 'manual', startedById: actor.id, onStart: (id) => (runId = id) }).catch(
    () => undefined, // recorded in the run: the answer shows the error
  );
  const [row] = await runsWithStarter(db).where(eq(jobRuns.id, runId));
  return toRun(row!);
}
