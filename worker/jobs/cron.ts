import { lt } from 'drizzle-orm';
import { passwordResetTokens, sessions } from '../db/schema';
import { createDb } from '../middleware/db';
import type { Env } from '../lib/env';
import { pendingOutboxIds } from '../mail/deliver';
import { nowSeconds } from '../lib/tokens';
import { sendRequestReminders } from '../features/staffing/reminders';

const MAX_MAIL_ATTEMPTS = 8;

/**
 * Every run: re-enqueue outbox mail the queue never got or that failed; drop expired sessions and reset tokens;
 * remind coaches of requests unanswered for 3 days.
 */
export async function runScheduled(_controller: ScheduledController, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const ids = await pendingOutboxIds(db, 120, MAX_MAIL_ATTEMPTS);
  if (ids.length > 0) await env.MAIL_QUEUE.sendBatch(ids.map((id) => ({ body: { outboxId: String(id) } })));
  const now = nowSeconds();
  await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now - 86_400)),
  ]);
  await sendRequestReminders(db, env, now);
}
