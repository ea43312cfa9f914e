import { createDb } from '../middleware/db';
import type { Env, MailQueueMessage } from '../lib/env';
import { deliverOutboxMail } from '../mail/deliver';
import { selectTransport, TRANSPORT_NOT_CONFIGURED } from '../mail/transport';

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
    const outcome = await deliverOutboxMail(db, env, transport, outboxId);
    // Without a transport a retry cannot succeed: the row says why, and the cron sends it once one is configured.
    if (outcome === 'unconfigured') unsent++;
    if (outcome === 'failed') message.retry({ delaySeconds: 30 * message.attempts });
    else message.ack();
  }
  if (unsent > 0) console.error(`[mail] ${unsent} mail(s) left in the outbox. ${TRANSPORT_NOT_CONFIGURED}`);
}
