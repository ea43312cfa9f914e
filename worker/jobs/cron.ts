import { lt } from 'drizzle-orm';
import { passwordResetTokens, sessions } from '../db/schema';
import { createDb } from '../middleware/db';
import type { Env } from '../lib/env';
import { sweepOutbox } from '../mail/sweep';
import { nowSeconds } from '../lib/tokens';
import { sendRequestReminders } from '../features/staffing/staffing.service';

/**
 * Every run: the outbox sweep (re-enqueue undelivered mail, remove stale secret bodies); drop expired sessions and
 * reset tokens; remind coaches of requests unanswered for 3 days.
 */
export async function runScheduled(_controller: ScheduledController, env: Env): Promise<void> {
  const db = createDb(env.DB);
  await sweepOutbox(db, env);
  const now = nowSeconds();
  await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now - 86_400)),
  ]);
  await sendRequestReminders(db, env, now);
}
