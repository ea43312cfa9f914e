import { and, eq, lt } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { Database, Env } from '../lib/env';
import { nowSeconds } from '../lib/tokens';
import { failAbandonedClaims, pendingOutboxIds, sendable } from './deliver';
import { hasTransport, TRANSPORT_NOT_CONFIGURED } from './transport';

const MAX_MAIL_ATTEMPTS = 8;
/** A mail that carries a secret and is still unsent after this long loses its body (the temporary password's 48 h). */
export const SECRET_BODY_RETENTION_SECONDS = 48 * 3600;

/** Empties unsent mails that carry a secret once they are older than the retention; they are never sent then. */
export async function removeStaleSecretBodies(db: Database, now = nowSeconds()): Promise<number> {
  const removed = await db
    .update(mailOutbox)
    .set({
      textBody: '',
      htmlBody: '',
      bodyRemovedAt: now,
      status: 'failed',
      lastError: `Not sent within ${SECRET_BODY_RETENTION_SECONDS / 3600} hours; its body carried a secret and was removed`,
    })
    .where(and(eq(mailOutbox.carriesSecret, true), lt(mailOutbox.createdAt, now - SECRET_BODY_RETENTION_SECONDS), sendable(now)))
    .returning({ id: mailOutbox.id });
  return removed.length;
}

/**
 * The cron's outbox housekeeping: remove stale secret bodies, mark mail abandoned mid-send after its last attempt
 * as failed, then re-enqueue mail the queue never got, that failed or whose delivery died (at most 8 attempts).
 * Without a transport nothing is enqueued, so nothing spins; one log line says why.
 */
export async function sweepOutbox(db: Database, env: Env, now = nowSeconds()): Promise<void> {
  await removeStaleSecretBodies(db, now);
  await failAbandonedClaims(db, MAX_MAIL_ATTEMPTS);
  const ids = await pendingOutboxIds(db, 120, MAX_MAIL_ATTEMPTS);
  if (ids.length === 0) return;
  if (!hasTransport(env)) {
    console.error(`[mail] ${ids.length} mail(s) waiting in the outbox. ${TRANSPORT_NOT_CONFIGURED}`);
    return;
  }
  await env.MAIL_QUEUE.sendBatch(ids.map((id) => ({ body: { outboxId: String(id) } })));
}
