import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { isDevelopment } from '../lib/config';
import type { Database, Env } from '../lib/env';
import { nowSeconds } from '../lib/tokens';
import { TRANSPORT_NOT_CONFIGURED, type MailTransport } from './transport';

/** A `sending` claim older than this is considered abandoned (the worker died mid-send). */
const STALE_CLAIM_SECONDS = 300;

export type DeliveryOutcome = 'sent' | 'skipped' | 'failed' | 'unconfigured';

/** Rows that may be sent now: waiting or failed, or abandoned mid-send; never one whose body was removed. */
export const sendable = (now: number) =>
  and(
    isNull(mailOutbox.bodyRemovedAt),
    or(
      inArray(mailOutbox.status, ['queued', 'failed']),
      and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, now - STALE_CLAIM_SECONDS)),
    ),
  );

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

/** Ids of mails that never reached the queue or failed: the cron sweep enqueues them again. */
export async function pendingOutboxIds(db: Database, olderThanSeconds: number, maxAttempts: number): Promise<number[]> {
  const cutoff = nowSeconds() - olderThanSeconds;
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['queued', 'failed']),
        isNull(mailOutbox.bodyRemovedAt),
        lt(mailOutbox.createdAt, cutoff),
        lt(mailOutbox.attempts, maxAttempts),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}
