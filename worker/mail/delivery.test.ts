import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { mailOutbox, mailSuppressions } from '../db/schema';
import { MAIL_DEAD_LETTER_QUEUE_NAME, MAIL_QUEUE_NAME } from '../jobs/mail-dead-letters';
import type { DeadLetterMessage, MailQueueMessage } from '../lib/env';
import { nowSeconds } from '../lib/tokens';
import { useBindings } from '../test/bindings';
import { db } from '../test/factories';
import { deliverOutboxMail, MAIL_MAX_ATTEMPTS, RETRY_PENDING_SECONDS, retryDelaySeconds } from './deliver';
import { commitWithMail } from './outbox';
import { renderMail } from './render';
import { coachApproved } from './templates/coach-profile-reviewed';
import { localTransport, type MailTransport } from './transport';

afterEach(() => vi.restoreAllMocks());

let counter = 0;
const uniqueAddress = (name: string) => `${name}-${++counter}-${Date.now()}@example.test`;

/** Writes a mail to the outbox without handing it to the real queue, so only the test delivers it. */
async function storeMail(recipient: string, stream: 'outbound' | 'broadcast' = 'outbound') {
  const mail = {
    ...renderMail(coachApproved, 'de', { greeting: 'Guten Tag Lea Brunner', appUrl: 'https://app.example/manager' }),
    stream,
    recipient,
  };
  vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValueOnce(undefined as never);
  await commitWithMail(db, env, [], [mail]);
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
  return row!;
}

const rowOf = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

const message = (id: string, outboxId: number, attempts = 1) => ({
  id,
  timestamp: new Date(),
  attempts,
  body: { outboxId: String(outboxId) },
});

/** Runs the queue handler; `delays` are the back-offs the consumer asked for (the pool's result does not keep them). */
async function consume(queue: string, ...messages: { id: string; timestamp: Date; attempts: number; body: DeadLetterMessage }[]) {
  const batch = createMessageBatch(queue, messages);
  const retries = batch.messages.map((queued) => vi.spyOn(queued, 'retry'));
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<MailQueueMessage>, env as never);
  const delays = retries.flatMap((retry) => retry.mock.calls.map(([options]) => options?.delaySeconds));
  return { ...(await getQueueResult(batch, ctx)), delays };
}
const consumeMail = (...messages: ReturnType<typeof message>[]) => consume(MAIL_QUEUE_NAME, ...messages);

const postmarkOk = (messageId: string) =>
  Response.json({ To: 'x', SubmittedAt: new Date().toISOString(), MessageID: messageId, ErrorCode: 0, Message: 'OK' });
const postmarkDown = () => new Response('Service Unavailable', { status: 503 });

const sweep = () => worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env as never);

describe('message stream per kind of mail', () => {
  it('sends transactional mail through the outbound stream and the newsletter through the broadcast stream', async () => {
    useBindings({ ENVIRONMENT: 'production', POSTMARK_TOKEN: 'pm-server-token' });
    const transactional = await storeMail(uniqueAddress('stream-outbound'));
    const broadcast = await storeMail(uniqueAddress('stream-broadcast'), 'broadcast');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => postmarkOk('pm-stream'));

    await consumeMail(message('m1', transactional.id), message('m2', broadcast.id));

    const streams = fetchSpy.mock.calls.map(
      ([, init]) => JSON.parse(String(init!.body)) as { To: string; MessageStream: string },
    );
    expect(streams.map(({ To, MessageStream }) => [To, MessageStream])).toEqual([
      [transactional.recipient, 'outbound'],
      [broadcast.recipient, 'broadcast'],
    ]);
  });

  it('uses the stream ids configured for the server', async () => {
    useBindings({
      ENVIRONMENT: 'production',
      POSTMARK_TOKEN: 'pm-server-token',
      POSTMARK_STREAM_TRANSACTIONAL: 'workshop-transactional',
      POSTMARK_STREAM_BROADCAST: 'workshop-newsletter',
    });
    const transactional = await storeMail(uniqueAddress('stream-custom'));
    const broadcast = await storeMail(uniqueAddress('stream-custom-broadcast'), 'broadcast');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => postmarkOk('pm-stream'));

    await consumeMail(message('m1', transactional.id), message('m2', broadcast.id));

    const streams = fetchSpy.mock.calls.map(
      ([, init]) => (JSON.parse(String(init!.body)) as { MessageStream: string }).MessageStream,
    );
    expect(streams).toEqual(['workshop-transactional', 'workshop-newsletter']);
  });
});

describe('duplicate delivery', () => {
  it('sends once when two consumers get the same message at the same time', async () => {
    useBindings({ ENVIRONMENT: 'production', POSTMARK_TOKEN: 'pm-server-token' });
    const row = await storeMail(uniqueAddress('race'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return postmarkOk('pm-race');
    });

    const results = await Promise.all([consumeMail(message('m1', row.id)), consumeMail(message('m2', row.id))]);

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(results.flatMap((result) => result.explicitAcks).sort()).toEqual(['m1', 'm2']);
    expect(results.flatMap((result) => result.retryMessages)).toEqual([]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'pm-race' });
  });
});

describe('transport failures', () => {
  it('retries with a growing delay, then fails the row, dead-letters it, and the sweep leaves it alone', async () => {
    useBindings({ ENVIRONMENT: 'production', POSTMARK_TOKEN: 'pm-server-token' });
    const row = await storeMail(uniqueAddress('down'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => postmarkDown());
    const deadLetter = vi.spyOn(env.MAIL_DLQ, 'send').mockResolvedValue(undefined as never);

    const delays: number[] = [];
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      const result = await consumeMail(message(`m${attempt}`, row.id, attempt));
      expect(result.explicitAcks).toEqual([]);
      delays.push(...result.delays);
      expect(await rowOf(row.id)).toMatchObject({ status: 'failed', attempts: attempt, deadLetteredAt: null });
    }
    expect(delays).toEqual([60, 120, 240, 480, 960]);
    expect(deadLetter).not.toHaveBeenCalled();

    const last = await consumeMail(message('last', row.id, MAIL_MAX_ATTEMPTS));

    expect(last).toMatchObject({ explicitAcks: ['last'], retryMessages: [] });
    expect(fetchSpy).toHaveBeenCalledTimes(MAIL_MAX_ATTEMPTS);
    expect(deadLetter).toHaveBeenCalledWith({ outboxId: String(row.id), reason: 'Request returned status code 503' });
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, sentAt: null, textBody: row.textBody });
    expect(failed.deadLetteredAt).toBeGreaterThanOrEqual(failed.createdAt);

    // The sweep never hands a dead-lettered row to the queue again, however old; a duplicate message sends nothing.
    const longAgo = nowSeconds() - RETRY_PENDING_SECONDS - 600;
    await db.update(mailOutbox).set({ createdAt: longAgo, claimedAt: longAgo, attempts: 1 }).where(eq(mailOutbox.id, row.id));
    const enqueue = vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
    enqueue.mockClear();
    await sweep();
    expect(enqueue.mock.calls.flat(2)).not.toContainEqual({ body: { outboxId: String(row.id) } });
    expect(await deliverOutboxMail(db, env, localTransport(false), row.id)).toEqual({ outcome: 'skipped' });
  });

  it('the delay doubles from a minute and stops growing at an hour', () => {
    expect([1, 2, 3, 7, 8, 20].map(retryDelaySeconds)).toEqual([60, 120, 240, 3600, 3600, 3600]);
  });

  it('the sweep does not cut a pending back-off short, but picks up a failed row whose retry was lost', async () => {
    const row = await storeMail(uniqueAddress('lost-retry'));
    const failing: MailTransport = { name: 'down', send: () => Promise.reject(new Error('provider down')) };
    expect(await deliverOutboxMail(db, env, failing, row.id)).toEqual({ outcome: 'failed', retryInSeconds: 60 });
    await db
      .update(mailOutbox)
      .set({ createdAt: nowSeconds() - 600 })
      .where(eq(mailOutbox.id, row.id));
    const enqueue = vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
    enqueue.mockClear();

    await sweep();
    expect(enqueue.mock.calls.flat(2)).not.toContainEqual({ body: { outboxId: String(row.id) } });

    await db
      .update(mailOutbox)
      .set({ claimedAt: nowSeconds() - RETRY_PENDING_SECONDS - 1 })
      .where(eq(mailOutbox.id, row.id));
    await sweep();
    expect(enqueue.mock.calls.flat(2)).toContainEqual({ body: { outboxId: String(row.id) } });
  });

  it('a delivery that died on its last attempt is dead-lettered by the sweep', async () => {
    const row = await storeMail(uniqueAddress('abandoned'));
    const claimedLongAgo = nowSeconds() - 3600;
    await db
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: claimedLongAgo, attempts: MAIL_MAX_ATTEMPTS })
      .where(eq(mailOutbox.id, row.id));
    const deadLetter = vi.spyOn(env.MAIL_DLQ, 'sendBatch').mockResolvedValue(undefined as never);
    const enqueue = vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
    enqueue.mockClear();

    await sweep();

    expect(deadLetter.mock.calls.flat(2)).toContainEqual({
      body: { outboxId: String(row.id), reason: `Delivery abandoned after ${MAIL_MAX_ATTEMPTS} attempts` },
    });
    expect(enqueue.mock.calls.flat(2)).not.toContainEqual({ body: { outboxId: String(row.id) } });
    const after = await rowOf(row.id);
    expect(after).toMatchObject({ status: 'failed', lastError: `Delivery abandoned after ${MAIL_MAX_ATTEMPTS} attempts` });
    expect(after.deadLetteredAt).not.toBeNull();
  });
});

describe('dead-letter queue consumer', () => {
  it('records a mail the queue gave up on as failed and dead-lettered, never sends it, and logs it', async () => {
    const row = await storeMail(uniqueAddress('queue-gave-up'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const result = await consume(MAIL_DEAD_LETTER_QUEUE_NAME, message('d1', row.id, 1));

    expect(result).toMatchObject({ explicitAcks: ['d1'], retryMessages: [] });
    expect(fetchSpy).not.toHaveBeenCalled();
    const after = await rowOf(row.id);
    expect(after).toMatchObject({ status: 'failed', lastError: 'Given up by the mail queue after its last retry', sentAt: null });
    expect(after.deadLetteredAt).not.toBeNull();
    expect(errors.mock.calls.join(' ')).toContain(`"msg":"mail.dead_lettered","outbox_id":"${row.id}"`);
  });

  it('keeps the reason the mail consumer gave and leaves a sent row alone', async () => {
    const failed = await storeMail(uniqueAddress('dlq-reason'));
    await db.update(mailOutbox).set({ status: 'failed', lastError: 'provider down' }).where(eq(mailOutbox.id, failed.id));
    const sent = await storeMail(uniqueAddress('dlq-sent'));
    await db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, sent.id));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await consume(
      MAIL_DEAD_LETTER_QUEUE_NAME,
      { ...message('d1', failed.id), body: { outboxId: String(failed.id), reason: 'other' } },
      message('d2', sent.id),
    );

    expect(await rowOf(failed.id)).toMatchObject({ status: 'failed', lastError: 'provider down' });
    expect(await rowOf(sent.id)).toMatchObject({ status: 'sent', deadLetteredAt: null });
  });
});

describe('suppressed addresses', () => {
  it('sends nothing to an address that bounced: the row fails with the bounce, without retry', async () => {
    useBindings({ ENVIRONMENT: 'production', POSTMARK_TOKEN: 'pm-server-token' });
    const address = uniqueAddress('bounced');
    await db.insert(mailSuppressions).values({
      email: address,
      reason: 'HardBounce',
      bouncedAt: Date.UTC(2026, 9, 31, 23, 30) / 1000,
    });
    const row = await storeMail(address.toUpperCase());
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const result = await consumeMail(message('m1', row.id));

    expect(result).toMatchObject({ explicitAcks: ['m1'], retryMessages: [] });
    expect(fetchSpy).not.toHaveBeenCalled();
    const after = await rowOf(row.id);
    // 31 October 23:30 UTC is 1 November in Zurich.
    expect(after).toMatchObject({
      status: 'failed',
      attempts: 0,
      lastError: 'Not sent: the address bounced on 2026-11-01 (HardBounce)',
    });
    expect(after.deadLetteredAt).not.toBeNull();

    const enqueue = vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
    enqueue.mockClear();
    await db
      .update(mailOutbox)
      .set({ createdAt: nowSeconds() - 600 })
      .where(eq(mailOutbox.id, row.id));
    await sweep();
    expect(enqueue.mock.calls.flat(2)).not.toContainEqual({ body: { outboxId: String(row.id) } });
  });

  it('Postmark refusing an address it deactivated (406) suppresses it at once, without retry', async () => {
    useBindings({ ENVIRONMENT: 'production', POSTMARK_TOKEN: 'pm-server-token' });
    const address = uniqueAddress('inactive');
    const row = await storeMail(address);
    const refusal =
      `You tried to send to recipient(s) that have been marked as inactive. Found inactive addresses: ${address}. ` +
      'Inactive recipients are ones that have generated a hard bounce, a spam complaint, or a manual suppression.';
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ ErrorCode: 406, Message: refusal }, { status: 422 }));

    const result = await consumeMail(message('m1', row.id));

    expect(result).toMatchObject({ explicitAcks: ['m1'], retryMessages: [] });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const after = await rowOf(row.id);
    expect(after).toMatchObject({ status: 'failed', lastError: `Not sent: the provider refused the address: ${refusal}` });
    expect(after.deadLetteredAt).not.toBeNull();
    const [suppression] = await db.select().from(mailSuppressions).where(eq(mailSuppressions.email, address));
    expect(suppression).toMatchObject({ reason: 'InactiveRecipient', description: refusal });
  });
});
