import { z } from 'zod';

/** What a job's latest run came to: `unfinished` while it runs, or when it died without finishing. */
export const jobOutcomes = ['succeeded', 'failed', 'unfinished'] as const;

export const JobHealthSchema = z
  .object({
    /** The job's name in worker/jobs/schedule.ts, e.g. `outbox-sweep`. */
    name: z.string(),
    /** Its cron trigger (UTC). */
    cron: z.string(),
    /** Unix seconds; null: no run kept. */
    last_run_at: z.number().int().nullable(),
    last_outcome: z.enum(jobOutcomes).nullable(),
    /** Unix seconds: the start of its latest successful run; null: none kept. */
    last_success_at: z.number().int().nullable(),
    /** Unix seconds: its next time after the last successful run (after the deploy while there is none). */
    next_due_at: z.number().int(),
    /** More than 30 minutes past `next_due_at` without a successful run. */
    overdue: z.boolean(),
  })
  .meta({ id: 'JobHealth' });

export const HealthSchema = z
  .object({
    /** `ok`: all well; `degraded`: the API answers but mail waits or a job is overdue or failed; `down`: no database. */
    status: z.enum(['ok', 'degraded', 'down']),
    /** package.json's version, built into the worker. */
    version: z.string(),
    /** The deployed git commit (the deploy sets GIT_COMMIT); `unknown` when it did not. */
    commit: z.string(),
    /** Whether the health's own queries answered, and how long they took together. */
    database: z.object({ reachable: z.boolean(), ms: z.number().int() }),
    /**
     * A queue cannot be asked without sending to it: `reachable` is the binding being there and no mail waiting in the
     * outbox for the queue longer than 30 minutes (normally seconds; the sweep re-sends every 15 minutes).
     */
    queue: z.object({
      reachable: z.boolean(),
      /** Unix seconds: when the oldest mail still waiting for the queue was written; null: none waits. */
      oldest_waiting_at: z.number().int().nullable(),
    }),
    /** Every scheduled job; empty while the database cannot be read. */
    jobs: z.array(JobHealthSchema),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
export type JobHealth = z.infer<typeof JobHealthSchema>;
