import { asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import { jobRuns } from '../../db/schema';
import type { Database } from '../../lib/env';
import { scheduledJobs } from '../../jobs/schedule';
import type { JobRun, JobRuns, JobRunsQuery } from '../../contract/job-runs/job-runs.schemas';

const toRun = (row: typeof jobRuns.$inferSelect): JobRun => ({
  id: row.id,
  job: row.job,
  trigger: row.trigger,
  started_at: row.startedAt,
  finished_at: row.finishedAt,
  counts: row.counts ?? {},
  error: row.error,
});

/** Every scheduled job with its trigger and latest run, and a page of runs, newest first (one round trip). */
export async function listJobRuns(db: Database, query: JobRunsQuery): Promise<JobRuns> {
  const where = query.job ? eq(jobRuns.job, query.job) : undefined;
  const latestIds = db
    .select({ id: max(jobRuns.id) })
    .from(jobRuns)
    .groupBy(jobRuns.job);
  const [latest, rows, [total]] = await db.batch([
    db.select().from(jobRuns).where(inArray(jobRuns.id, latestIds)).orderBy(asc(jobRuns.job)),
    db
      .select()
      .from(jobRuns)
      .where(where)
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(jobRuns).where(where),
  ]);
  return {
    jobs: scheduledJobs.map((job) => {
      const last = latest.find((row) => row.job === job.name);
      return { job: job.name, cron: job.cron, last_run: last ? toRun(last) : null };
    }),
    items: rows.map(toRun),
    total: total?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
