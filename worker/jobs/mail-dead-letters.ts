import { and, eq, inArray, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { DeadLetterMessage, Env } from '../lib/env';
import { createDb } from '../middleware/db';
import { nowSeconds } from '../lib/tokens';
import { log, loggableText } from '../lib/log';

/** Queue names of wrangler.toml: the queue handler tells the two consumers apart by them. */
export const MAIL_QUEUE_NAME = 'workshop-admin-mail';
export const MAIL_DEAD_LETTER_QUEUE_NAME = 'workshop-admin-mail-dlq';

/**
 * The dead-letter queue's consumer records and never sends: the row is marked failed and dead-lettered (the consumer
 * did that already for a transport failure; when the queue itself gave up, e.g. because the database was
 * unreachable, this is the first record of it), and one log line per mail goes to the operator. Only an admin's
 * resend (outbox viewer) sends it again.
 */
export async function consumeDeadLetters(batch: MessageBatch<DeadLetterMessage>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const outboxId = Number(message.body.outboxId);
    const reason = message.body.reason ?? 'Given up by the mail queue after its last retry';
    if (Number.isInteger(outboxId)) {
      await db
        .update(mailOutbox)
        .set({
          status: 'failed',
          deadLetteredAt: sql`coalesce(${mailOutbox.deadLetteredAt}, ${nowSeconds()})`,
          lastError: sql`coalesce(${mailOutbox.lastError}, ${reason})`,
        })
        .where(and(eq(mailOutbox.id, outboxId), inArray(mailOutbox.status, ['queued', 'sending', 'failed'])));
    }
    log('error', 'mail.dead_lettered', { outbox_id: message.body.outboxId, reason: loggableText(reason) });
    message.ack();
  }
}
