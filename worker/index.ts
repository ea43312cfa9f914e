import type { DeadLetterMessage, Env, MailQueueMessage } from './lib/env';
import { fetchApi } from './lazy-app';
import { servePageDocument } from './features/page-documents/page-documents';

const isApiRequest = (request: Request) => /^\/api(\/|$)/.test(new URL(request.url).pathname);

/** GET /api/<path> answered in this worker, asked as `visitor` would (its address counts for rate limits): its data. */
async function readApi(path: string, visitor: Request, env: Env, context: ExecutionContext): Promise<unknown> {
  const headers = new Headers(visitor.headers);
  headers.set('Accept', 'application/json');
  for (const conditional of ['If-None-Match', 'If-Modified-Since']) headers.delete(conditional);
  const response = await fetchApi(new Request(new URL(`/api/${path}`, visitor.url), { headers }), env, context);
  return response.ok ? ((await response.json()) as { data?: unknown }).data : undefined;
}

/**
 * The worker's handlers. Its startup imports nothing else: the API's routers, the queue consumers and the scheduled
 * jobs are imported by the first event that needs them (decision 051; esbuild turns each `import()` into a module
 * initialised on that call, in the same bundle).
 */
export default {
  fetch: (request: Request, env: Env, context: ExecutionContext) =>
    // Only /api and the pages of wrangler.toml's run_worker_first come here; every other path is a static asset.
    isApiRequest(request)
      ? fetchApi(request, env, context)
      : servePageDocument(request, env.ASSETS, (path) => readApi(path, request, env, context)),
  queue: async (batch: MessageBatch<MailQueueMessage | DeadLetterMessage>, env: Env) => {
    const { consumeDeadLetters, MAIL_DEAD_LETTER_QUEUE_NAME } = await import('./jobs/mail-dead-letters');
    if (batch.queue === MAIL_DEAD_LETTER_QUEUE_NAME) return consumeDeadLetters(batch, env);
    const { consumeMailBatch } = await import('./jobs/mail-consumer');
    return consumeMailBatch(batch, env);
  },
  scheduled: async (controller: ScheduledController, env: Env) => {
    const { runScheduled } = await import('./jobs/cron');
    return runScheduled(controller, env);
  },
} satisfies ExportedHandler<Env, MailQueueMessage | DeadLetterMessage>;
