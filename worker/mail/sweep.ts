import { and, eq, lt } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { Database, Env } from '../lib/env';
import { nowSeconds } from '../lib/tokens';
import { deadLetterAbandonedClaims, MAIL_MAX_ATTEMPTS, pendingOutboxIds, sendable } from './deliver';
import { hasTransport, TRANSPORT_NOT_CONFIGURED } from './transport';
import { log } from '../lib/log';

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
 * The cron's outbox housekeeping: remove stale secret bodies, dead-letter mail abandoned mid-send after its last
 * attempt, then re-enqueue mail the queue never got, that failed without a retry pending or whose delivery died
 * (while attempts remain, never a dead-lettered row). Without a transport nothing is enqueued, so nothing spins; one
 * log line says why.
 */
export async function sweepOutbox(db: Database, env: Env, now = nowSeconds()): Promise<Record<string, number>> {
  const secretBodiesRemoved = await removeStaleSecretBodies(db, now);
  const abandoned = await deadLetterAbandonedClaims(db, now);
  if (abandoned.length > 0) {
    const reason = `Delivery abandoned after ${MAIL_MAX_ATTEMPTS} attempts`;
    await env.MAIL_DLQ.sendBatch(abandoned.map((id) => ({ body: { outboxId: String(id), reason } })));
  }
  const counts = { secretBodiesRemoved, deadLettered: abandoned.length, enqueued: 0, waitingWithoutTransport: 0 };
  const ids = await pendingOutboxIds(db, 120);
  if (ids.length === 0) return counts;
  if (!hasTransport(env)) {
    log('error', 'mail.transport_not_configured', { waiting_in_outbox: ids.length, problem: TRANSPORT_NOT_CONFIGURED });
    return { ...counts, waitingWithoutTransport: ids.length };
  }
  await env.MAIL_QUEUE.sendBatch(ids.map((id) => ({ body: { outboxId: String(id) } })));
  return { ...counts, enqueued: ids.length };
}
