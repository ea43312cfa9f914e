import { createDb } from '../middleware/db';
import type { Env, MailQueueMessage } from '../lib/env';
import { deliverOutboxMail } from '../mail/deliver';
import { selectTransport, TRANSPORT_NOT_CONFIGURED } from '../mail/transport';
import { log } from '../lib/log';

/**
 * Sends each message's outbox row. A transport error is retried by the queue after a growing delay; after the last
 * attempt the row is already failed and dead-lettered, and the message goes to the dead-letter queue, so nothing is
 * lost silently. Everything else is acknowledged: sent, a duplicate, a suppressed address, or no transport (a retry
 * cannot help; the row says why and the cron sends it once one is configured).
 */
export async function consumeMailBatch(batch: MessageBatch<MailQueueMessage>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const transport = selectTransport(env);
  let unsent = 0;
  for (const message of batch.messages) {
    const outboxId = Number(message.body.outboxId);
    if (!Number.isInteger(outboxId)) {
      message.ack();
      continue;
    }
    const delivery = await deliverOutboxMail(db, env, transport, outboxId);
    if (delivery.outcome === 'unconfigured') unsent++;
    if (delivery.outcome === 'failed') {
      message.retry({ delaySeconds: delivery.retryInSeconds });
      continue;
    }
    if (delivery.outcome === 'dead-lettered') {
      await env.MAIL_DLQ.send({ outboxId: String(outboxId), reason: delivery.reason });
    }
    message.ack();
  }
  if (unsent > 0) log('error', 'mail.transport_not_configured', { left_in_outbox: unsent, problem: TRANSPORT_NOT_CONFIGURED });
}
