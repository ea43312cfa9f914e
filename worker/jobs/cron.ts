import { lt } from 'drizzle-orm';
import { passwordResetTokens, sessions } from '../db/schema';
import { createDb } from '../middleware/db';
import type { Database, Env } from '../lib/env';
import { sweepOutbox } from '../mail/sweep';
import { nowSeconds } from '../lib/tokens';
import { sendRequestReminders } from '../features/staffing/reminders';
import { runEvaluationJobs } from '../features/evaluations/evaluations.jobs';
import { bumpDataVersion } from '../middleware/data-version';

/** Every 15 minutes: the outbox sweep (docs/emails.md); drop expired sessions and reset tokens. */
async function quarterHourly(db: Database, env: Env) {
  await sweepOutbox(db, env);
  const now = nowSeconds();
  await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now - 86_400)),
  ]);
}

/**
 * Every morning (06:00 UTC): remind coaches of requests unanswered for 3 days; close expired evaluation links, remind
 * coaches of evaluations open for 7 days, send the 3-month questionnaires (docs/decisions/022).
 */
async function daily(db: Database, env: Env) {
  await sendRequestReminders(db, env);
  await runEvaluationJobs(db, env);
  // The evaluation jobs close links and create evaluations: reports computed before are stale.
  await bumpDataVersion(db);
}

/** One job per trigger of `[triggers] crons` in wrangler.toml: both fire at 06:00, and each must run only its own. */
export const cronJobs: Record<string, (db: Database, env: Env) => Promise<void>> = {
  '*/15 * * * *': quarterHourly,
  '0 6 * * *': daily,
};

export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const job = cronJobs[controller.cron];
  if (!job) {
    console.warn(JSON.stringify({ event: 'cron.unknown_trigger', cron: controller.cron }));
    return;
  }
  await job(createDb(env.DB), env);
}
