import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { isDevelopment } from '../lib/config';
import type { Database, Env } from '../lib/env';
import { nowSeconds } from '../lib/tokens';
import { TRANSPORT_NOT_CONFIGURED, type MailTransport } from './transport';

/** A `sending` claim older than this is considered abandoned (the worker died mid-send). */
const STALE_CLAIM_SECONDS = 300;

export type DeliveryOutcome = 'sent' | 'skipped' | 'failed' | 'unconfigured';

/** Claimed by a delivery that did not finish within the stale-claim time (the worker died mid-send). */
const staleClaim = (now: number) => and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, now - STALE_CLAIM_SECONDS));

/** Rows that may be sent now: waiting or failed, or abandoned mid-send; never one whose body was removed. */
export const sendable = (now: number) =>
  and(isNull(mailOutbox.bodyRemovedAt), or(inArray(mailOutbox.status, ['queued', 'failed']), staleClaim(now)));

/** The body once a mail that carries a secret has left: emptied outside development (docs/emails.md). */
const afterSending = (carriesSecret: boolean, env: Pick<Env, 'ENVIRONMENT'>, now: number) =>
  carriesSecret && !isDevelopment(env) ? { textBody: '', htmlBody: '', bodyRemovedAt: now } : {};

/**
 * Delivers one outbox row at most once even though the queue delivers at least once:
 * the row is claimed with a conditional update, so a duplicate message finds nothing to claim.
 * Without a transport the row is marked failed with the reason and not counted as an attempt, so it is sent
 * once a transport is configured.
 */
export async function deliverOutboxMail(
  db: Database,
  env: Pick<Env, 'MAIL_FROM' | 'ENVIRONMENT'>,
  transport: MailTransport | null,
  outboxId: number,
): Promise<DeliveryOutcome> {
  const now = nowSeconds();
  if (!transport) {
    const marked = await db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: TRANSPORT_NOT_CONFIGURED })
      .where(and(eq(mailOutbox.id, outboxId), sendable(now)))
      .returning({ id: mailOutbox.id });
    return marked.length > 0 ? 'unconfigured' : 'skipped';
  }

  const [claimed] = await db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, outboxId), sendable(now)))
    .returning();
  if (!claimed) return 'skipped';

  try {
    const { messageId } = await transport.send({
      from: env.MAIL_FROM,
      to: claimed.recipient,
      subject: claimed.subject,
      textBody: claimed.textBody,
      htmlBody: claimed.htmlBody,
      reference: String(claimed.id),
    });
    const sentAt = nowSeconds();
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt,
        providerMessageId: messageId,
        lastError: null,
        ...afterSending(claimed.carriesSecret, env, sentAt),
      })
      .where(eq(mailOutbox.id, claimed.id));
    return 'sent';
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(mailOutbox.id, claimed.id));
    return 'failed';
  }
}

/**
 * Ids of mails to hand to the queue again, oldest first: those the queue never got, those that failed, and those
 * whose delivery died after claiming them (`sending` for longer than the stale-claim time). Only while attempts
 * remain; at most `limit` per sweep.
 */
export async function pendingOutboxIds(
  db: Database,
  olderThanSeconds: number,
  maxAttempts: number,
  limit = 100,
): Promise<number[]> {
  const now = nowSeconds();
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.bodyRemovedAt),
        lt(mailOutbox.attempts, maxAttempts),
        or(
          and(inArray(mailOutbox.status, ['queued', 'failed']), lt(mailOutbox.createdAt, now - olderThanSeconds)),
          staleClaim(now),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A stale claim that has used up its attempts is not retried again: it shows as failed, not as sending forever. */
export async function failAbandonedClaims(db: Database, maxAttempts: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: `Delivery abandoned after ${maxAttempts} attempts` })
    .where(and(staleClaim(nowSeconds()), gte(mailOutbox.attempts, maxAttempts)));
}
