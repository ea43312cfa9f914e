import { app } from './app';
import type { Env, MailQueueMessage } from './lib/env';
import { consumeMailBatch } from './jobs/mail-consumer';
import { runScheduled } from './jobs/cron';

export default {
  fetch: app.fetch,
  queue: (batch: MessageBatch<MailQueueMessage>, env: Env) => consumeMailBatch(batch, env),
  scheduled: (controller: ScheduledController, env: Env) => runScheduled(controller, env),
} satisfies ExportedHandler<Env, MailQueueMessage>;
