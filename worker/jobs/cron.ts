import type { Env } from '../lib/env';
import { createDb } from '../middleware/db';
import { jobsFor, runJob, scheduledJobs } from './schedule';
import { log } from '../lib/log';

/**
 * The scheduled handler: runs the job of the trigger (worker/jobs/schedule.ts) when its Zurich hour has come, each
 * recorded in `job_runs`. A trigger no job owns is logged and does nothing.
 */
export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  if (!scheduledJobs.some((job) => job.cron === controller.cron)) {
    log('warn', 'cron.unknown_trigger', { cron: controller.cron });
    return;
  }
  const db = createDb(env.DB);
  for (const name of jobsFor(controller.cron, controller.scheduledTime)) {
    await runJob(name, db, env, { now: Math.floor(controller.scheduledTime / 1000), trigger: controller.cron });
  }
}
