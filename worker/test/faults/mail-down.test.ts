import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../index';
import { inquiries, mailOutbox } from '../../db/schema';
import { MAIL_QUEUE_NAME } from '../../jobs/mail-dead-letters';
import type { MailQueueMessage } from '../../lib/env';
import { nowSeconds } from '../../lib/tokens';
import { useBindings } from '../bindings';
import { seedCatalogue } from '../catalogue';
import { api, createUser, db, sessionFor, outboxFor } from '../factories';
import { submitInquiry } from '../inquiries';

// Fault: the mail transport is down (the queue refuses messages, Postmark fails or times out). A public inquiry must
// still be stored and answered 201; its mails wait in the outbox and leave on a later sweep.

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  catalogue = await seedCatalogue();
});
afterEach(() => vi.restoreAllMocks());

const postmarkOk = () =>
  Response.json({ To: 'x', SubmittedAt: new Date().toISOString(), MessageID: 'pm-later', ErrorCode: 0, Message: 'OK' });

/** The outbox ids the queue was handed, over every call of the spy. */
const enqueuedIds = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.flatMap(([messages]) => (messages as { body: MailQueueMessage }[]).map((m) => Number(m.body.outboxId)));

async function consume(ids: number[]) {
  const batch = createMessageBatch(
    MAIL_QUEUE_NAME,
    ids.map((id, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body: { outboxId: String(id) } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<MailQueueMessage>, env as never);
  return getQueueResult(batch, ctx);
}

const sweep = () => worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env as never);

/** Makes the rows old enough for the sweep (it leaves the queue a couple of minutes first). */
const age = (ids: number[], seconds = 600) =>
  db
    .update(mailOutbox)
    .set({ createdAt: nowSeconds() - seconds })
    .where(inArray(mailOutbox.id, ids));

describe('mail transport down', () => {
  it('stores the inquiry and answers 201 when the queue refuses the mails; the sweep sends them later', async () => {
    useBindings({ POSTMARK_TOKEN: 'pm-server-token' });
    vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockRejectedValue(new Error('Queue send failed: internal error'));
    vi.spyOn(env.MAIL_QUEUE, 'send').mockRejectedValue(new Error('Queue send failed: internal error'));

    const { id, email } = await submitInquiry(catalogue);

    const [stored] = await db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(stored).toMatchObject({ state: 'requested', email });
    const [waiting] = await outboxFor(email);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 0, sentAt: null });

    vi.restoreAllMocks();
    await age([waiting!.id]);
    const enqueue = vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
    await sweep();
    expect(enqueuedIds(enqueue)).toContain(waiting!.id);

    const postmark = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => postmarkOk());
    await consume([waiting!.id]);
    expect(postmark).toHaveBeenCalled();
    const [sent] = await outboxFor(email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'pm-later' });
  });

  for (const [fault, failure] of [
    ['answers 503', async () => new Response('Service Unavailable', { status: 503 })],
    ['is unreachable', async () => Promise.reject(new TypeError('Network connection lost.'))],
    ['times out', async () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))],
  ] as const) {
    it(`keeps the mail when Postmark ${fault}, and sends it on a later attempt`, async () => {
      useBindings({ POSTMARK_TOKEN: 'pm-server-token' });
      const enqueue = vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
      const { email } = await submitInquiry(catalogue);
      const [queued] = await outboxFor(email);
      expect(enqueuedIds(enqueue)).toContain(queued!.id);

      vi.spyOn(globalThis, 'fetch').mockImplementation(failure);
      const first = await consume([queued!.id]);
      expect(first.retryMessages).toHaveLength(1);
      const [failed] = await outboxFor(email);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
      expect(failed!.lastError).toBeTruthy();
      expect(failed!.textBody).toBe(queued!.textBody);

      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => postmarkOk());
      await consume([queued!.id]);
      const [sent] = await outboxFor(email);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    });
  }

  it('an admin’s resend of a failed mail is queued and answered 200 when the queue refuses it', async () => {
    vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
    const { email } = await submitInquiry(catalogue);
    const [row] = await outboxFor(email);
    await db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 6, lastError: 'provider down' })
      .where(eq(mailOutbox.id, row!.id));
    const admin = await sessionFor(await createUser({ role: 'admin' }));
    vi.restoreAllMocks();
    vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockRejectedValue(new Error('Queue send failed: internal error'));
    vi.spyOn(env.MAIL_QUEUE, 'send').mockRejectedValue(new Error('Queue send failed: internal error'));

    const { status } = await api(`/outbox/${row!.id}/resend`, { method: 'POST', token: admin });

    expect(status).toBe(200);
    const [queued] = await outboxFor(email);
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
  });

  it('gives Postmark a bounded time: the request carries an abort signal', async () => {
    useBindings({ POSTMARK_TOKEN: 'pm-server-token' });
    vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
    const { email } = await submitInquiry(catalogue);
    const [queued] = await outboxFor(email);
    const postmark = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => postmarkOk());
    await consume([queued!.id]);
    const init = postmark.mock.calls[0]![1];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });
});
