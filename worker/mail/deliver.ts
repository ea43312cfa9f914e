import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { Database, Env } from '../lib/env';
import { nowSeconds } from '../lib/tokens';
import type { MailTransport } from './transport';

/** A `sending` claim older than this is considered abandoned (the worker died mid-send). */
const STALE_CLAIM_SECONDS = 300;

export type DeliveryOutcome = 'sent' | 'skipped' | 'failed';

/**
 * Delivers one outbox row at most once even though the queue delivers at least once:
 * the row is claimed with a conditional update, so a duplicate message finds nothing to claim.
 */
export async function deliverOutboxMail(
  db: Database,
  env: Pick<Env, 'MAIL_FROM'>,
  transport: MailTransport,
  outboxId: number,
): Promise<DeliveryOutcome> {
  const now = nowSeconds();
  const [claimed] = await db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      and(
        eq(mailOutbox.id, outboxId),
        or(
          inArray(mailOutbox.status, ['queued', 'failed']),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, now - STALE_CLAIM_SECONDS)),
        ),
      ),
    )
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
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: nowSeconds(), providerMessageId: messageId, lastError: null })
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
        lt(mailOutbox.createdAt, cutoff),
        lt(mailOutbox.attempts, maxAttempts),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}
