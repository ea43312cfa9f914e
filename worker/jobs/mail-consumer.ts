import { createDb } from '../middleware/db';
import type { Env, MailQueueMessage } from '../lib/env';
import { deliverOutboxMail } from '../mail/deliver';
import { selectTransport } from '../mail/transport';

export async function consumeMailBatch(batch: MessageBatch<MailQueueMessage>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const transport = selectTransport(env);
  for (const message of batch.messages) {
    const outboxId = Number(message.body.outboxId);
    if (!Number.isInteger(outboxId)) {
      message.ack();
      continue;
    }
    const outcome = await deliverOutboxMail(db, env, transport, outboxId);
    if (outcome === 'failed') message.retry({ delaySeconds: 30 * message.attempts });
    else message.ack();
  }
}
