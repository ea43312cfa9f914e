import { app } from './app';
import type { DeadLetterMessage, Env, MailQueueMessage } from './lib/env';
import { consumeMailBatch } from './jobs/mail-consumer';
import { consumeDeadLetters, MAIL_DEAD_LETTER_QUEUE_NAME } from './jobs/mail-dead-letters';
import { runScheduled } from './jobs/cron';

export default {
  fetch: app.fetch,
  queue: (batch: MessageBatch<MailQueueMessage | DeadLetterMessage>, env: Env) =>
    batch.queue === MAIL_DEAD_LETTER_QUEUE_NAME ? consumeDeadLetters(batch, env) : consumeMailBatch(batch, env),
  scheduled: (controller: ScheduledController, env: Env) => runScheduled(controller, env),
} satisfies ExportedHandler<Env, MailQueueMessage | DeadLetterMessage>;
