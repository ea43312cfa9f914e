import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { mailOutbox, mailSuppressions } from '../db/schema';
import { isDevelopment } from '../lib/config';
import { todayInZurich } from '../contract/lib/dates';
import type { Database, Env } from '../lib/env';
import { nowSeconds } from '../lib/tokens';
import { RecipientRefusedError, TRANSPORT_NOT_CONFIGURED, type MailTransport } from './transport';

/** A `sending` claim older than this is considered abandoned (the worker died mid-send). */
const STALE_CLAIM_SECONDS = 300;

/** `max_retries` of the mail queue's consumer in wrangler.toml (a test keeps the two equal). */
export const MAIL_QUEUE_MAX_RETRIES = 5;
/** Sends tried per outbox row before it is given up and dead-lettered: the first delivery and every retry. */
export const MAIL_MAX_ATTEMPTS = MAIL_QUEUE_MAX_RETRIES + 1;

/** Exponential back-off after a failed send: 1, 2, 4, 8, 16 minutes …, at most an hour. */
export const retryDelaySeconds = (attempt: number) => Math.min(60 * 2 ** (attempt - 1), 3600);

/**
 * A failed row whose last try is older than this has no queue retry pending any more (longer than every back-off):
 * its message was lost, and the sweep hands it to the queue again.
 */
export const RETRY_PENDING_SECONDS = 3600 + STALE_CLAIM_SECONDS;

export type Delivery =
  | { outcome: 'sent' | 'skipped' | 'unconfigured' | 'suppressed' }
  | { outcome: 'failed'; retryInSeconds: number }
  | { outcome: 'dead-lettered'; reason: string };

/** Claimed by a delivery that did not finish within the stale-claim time (the worker died mid-send). */
const staleClaim = (now: number) => and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, now - STALE_CLAIM_SECONDS));

/**
 * Rows that may be sent now: waiting or failed, or abandoned mid-send; never one whose body was removed and never one
 * given up (dead-lettered; only an admin's resend clears that).
 */
export const sendable = (now: number) =>
  and(
    isNull(mailOutbox.bodyRemovedAt),
    isNull(mailOutbox.deadLetteredAt),
    or(inArray(mailOutbox.status, ['queued', 'failed']), staleClaim(now)),
  );

/** The recipient is on the suppression list (Postmark reported a hard bounce or a spam complaint). */
const recipientSuppressed = sql`lower(${mailOutbox.recipient}) IN (SELECT ${mailSuppressions.email} FROM ${mailSuppressions})`;

/** The body once a mail that carries a secret has left: emptied outside development (docs/emails.md). */
const afterSending = (carriesSecret: boolean, env: Pick<Env, 'ENVIRONMENT'>, now: number) =>
  carriesSecret && !isDevelopment(env) ? { textBody: '', htmlBody: '', listUnsubscribeUrl: null, bodyRemovedAt: now } : {};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers one outbox row at most once even though the queue delivers at least once:
 * the row is claimed with a conditional update, so a duplicate message finds nothing to claim.
 * Without a transport the row is marked failed with the reason and not counted as an attempt, so it is sent
 * once a transport is configured. A row to a suppressed address is given up without sending. A failed send is
 * retried after a growing delay; after `MAIL_MAX_ATTEMPTS` the row is failed and dead-lettered.
 */
export async function deliverOutboxMail(
  db: Database,
  env: Pick<Env, 'MAIL_FROM' | 'ENVIRONMENT'>,
  transport: MailTransport | null,
  outboxId: number,
): Promise<Delivery> {
  const now = nowSeconds();
  if (!transport) {
    const marked = await db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: TRANSPORT_NOT_CONFIGURED })
      .where(and(eq(mailOutbox.id, outboxId), sendable(now)))
      .returning({ id: mailOutbox.id });
    return { outcome: marked.length > 0 ? 'unconfigured' : 'skipped' };
  }

  const [claimed] = await db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, outboxId), sendable(now), sql`NOT (${recipientSuppressed})`))
    .returning();
  if (!claimed) return { outcome: (await giveUpSuppressed(db, outboxId, now)) ? 'suppressed' : 'skipped' };

  try {
    const { messageId } = await transport.send({
      from: env.MAIL_FROM,
      to: claimed.recipient,
      subject: claimed.subject,
      textBody: claimed.textBody,
      htmlBody: claimed.htmlBody,
      reference: String(claimed.id),
      stream: claimed.stream,
      listUnsubscribeUrl: claimed.listUnsubscribeUrl,
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
    return { outcome: 'sent' };
  } catch (error) {
    if (error instanceof RecipientRefusedError) {
      await suppressRefusedRecipient(db, claimed, error);
      return { outcome: 'suppressed' };
    }
    const reason = errorText(error);
    const last = claimed.attempts >= MAIL_MAX_ATTEMPTS;
    await db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: reason, ...(last ? { deadLetteredAt: nowSeconds() } : {}) })
      .where(eq(mailOutbox.id, claimed.id));
    return last
      ? { outcome: 'dead-lettered', reason }
      : { outcome: 'failed', retryInSeconds: retryDelaySeconds(claimed.attempts) };
  }
}

/** The provider refused the address for good: it goes on the suppression list, and the row is given up. */
async function suppressRefusedRecipient(db: Database, row: typeof mailOutbox.$inferSelect, refusal: RecipientRefusedError) {
  const now = nowSeconds();
  await db.batch([
    db
      .insert(mailSuppressions)
      .values({ email: row.recipient.toLowerCase(), reason: refusal.reason, description: refusal.message, bouncedAt: now })
      .onConflictDoNothing({ target: mailSuppressions.email }),
    db
      .update(mailOutbox)
      .set({ status: 'failed', deadLetteredAt: now, lastError: `Not sent: the provider refused the address: ${refusal.message}` })
      .where(eq(mailOutbox.id, row.id)),
  ]);
}

/**
 * A sendable row to a suppressed address: failed with the bounce in `last_error` and given up (`dead_lettered_at`), so
 * neither the queue nor the sweep tries it again. Returns whether the row was one.
 */
async function giveUpSuppressed(db: Database, outboxId: number, now: number): Promise<boolean> {
  const [found] = await db
    .select({ bouncedAt: mailSuppressions.bouncedAt, reason: mailSuppressions.reason })
    .from(mailOutbox)
    .innerJoin(mailSuppressions, eq(mailSuppressions.email, sql`lower(${mailOutbox.recipient})`))
    .where(and(eq(mailOutbox.id, outboxId), sendable(now)));
  if (!found) return false;
  const day = todayInZurich(new Date(found.bouncedAt * 1000));
  const marked = await db
    .update(mailOutbox)
    .set({ status: 'failed', deadLetteredAt: now, lastError: `Not sent: the address bounced on ${day} (${found.reason})` })
    .where(and(eq(mailOutbox.id, outboxId), sendable(now)))
    .returning({ id: mailOutbox.id });
  return marked.length > 0;
}

/**
 * Ids of mails to hand to the queue again, oldest first: those the queue never got, those that failed and have no
 * queue retry pending (their last try is older than every back-off, or they were never tried for want of a
 * transport), and those whose delivery died after claiming them (`sending` for longer than the stale-claim time).
 * Only while attempts remain and never a dead-lettered row; at most `limit` per sweep.
 */
export async function pendingOutboxIds(db: Database, olderThanSeconds: number, limit = 100): Promise<number[]> {
  const now = nowSeconds();
  const waiting = lt(mailOutbox.createdAt, now - olderThanSeconds);
  const noRetryPending = or(isNull(mailOutbox.claimedAt), lt(mailOutbox.claimedAt, now - RETRY_PENDING_SECONDS));
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.bodyRemovedAt),
        isNull(mailOutbox.deadLetteredAt),
        lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS),
        or(
          and(eq(mailOutbox.status, 'queued'), waiting),
          and(eq(mailOutbox.status, 'failed'), waiting, noRetryPending),
          staleClaim(now),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * A stale claim that has used up its attempts is not retried again: it is failed and dead-lettered, not left
 * `sending` forever. Returns the ids, for the dead-letter queue.
 */
export async function deadLetterAbandonedClaims(db: Database, now = nowSeconds()): Promise<number[]> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'failed', deadLetteredAt: now, lastError: `Delivery abandoned after ${MAIL_MAX_ATTEMPTS} attempts` })
    .where(and(staleClaim(now), gte(mailOutbox.attempts, MAIL_MAX_ATTEMPTS)))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}
