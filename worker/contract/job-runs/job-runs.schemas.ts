import { z } from 'zod';
import { pageParams } from '../lib/validation';

export const JobRunsQuerySchema = z
  .object({
    ...pageParams(100),
    /** A job name, e.g. `outbox-sweep`. */
    job: z.string().max(60).optional(),
  })
  .meta({ id: 'JobRunsQuery' });
export type JobRunsQuery = z.infer<typeof JobRunsQuerySchema>;

export const JobRunSchema = z
  .object({
    id: z.number().int(),
    job: z.string(),
    /** The cron expression that started it, or `manual`. */
    trigger: z.string(),
    /** Unix seconds. */
    started_at: z.number().int(),
    /** Null while it runs (or when it died without finishing). */
    finished_at: z.number().int().nullable(),
    /** What it did, e.g. `{ "mails": 3 }`. */
    counts: z.record(z.string(), z.number()),
    error: z.string().nullable(),
    /** The admin who started it by hand ("Jetzt ausführen"); null for the scheduler. */
    started_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'JobRun' });

/** `POST /jobs/{name}/run`: a scheduled job's name. */
export const JobNameParamsSchema = z.object({ name: z.string().min(1).max(60) }).meta({ id: 'JobNameParams' });
export type JobRun = z.infer<typeof JobRunSchema>;

export const JobRunsSchema = z
  .object({
    /**
     * Every scheduled job (worker/jobs/schedule.ts), by name, with its cron trigger, latest run (null: never ran), when
     * its next successful run is due and whether that is more than 30 minutes past (decision 054).
     */
    jobs: z.array(
      z.object({
        job: z.string(),
        cron: z.string(),
        last_run: JobRunSchema.nullable(),
        /** Unix seconds: the job's next time after its last successful run (or after the deploy, while it has none). */
        next_due_at: z.number().int(),
        overdue: z.boolean(),
      }),
    ),
    /** The runs under the filter, newest first. */
    items: z.array(JobRunSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'JobRuns' });
export type JobRuns = z.infer<typeof JobRunsSchema>;
