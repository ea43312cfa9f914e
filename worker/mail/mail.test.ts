import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { mailOutbox } from '../db/schema';
import { nowSeconds } from '../lib/tokens';
import { useBindings } from '../test/bindings';
import { db } from '../test/factories';
import { deliverOutboxMail } from './deliver';
import { commitWithMail } from './outbox';
import { renderMail } from './render';
import { SECRET_BODY_RETENTION_SECONDS } from './sweep';
import { coachApproved } from './templates/coach-profile-reviewed';
import { passwordReset } from './templates/password-reset';
import { localTransport, TRANSPORT_NOT_CONFIGURED, type MailTransport } from './transport';
import type { MailQueueMessage } from '../lib/env';

afterEach(() => vi.restoreAllMocks());

const RESET_URL = 'https://app.example/password-reset/secret-reset-token';

async function queueOne(recipient: string) {
  const send = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
  await commitWithMail(
    db,
    env,
    [],
    [
      {
        ...renderMail(passwordReset, 'de', { greeting: 'Guten Tag Anna Muster', resetUrl: 'https://x/password-reset/t' }),
        recipient,
      },
    ],
  );
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
  expect(send).toHaveBeenCalledWith([{ body: { outboxId: String(row!.id) } }]);
  send.mockRestore();
  return row!;
}

/** Writes a mail to the outbox without handing it to the real queue, so only the test delivers it. */
async function storeMail(mail: Parameters<typeof commitWithMail>[3][number]) {
  vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValueOnce(undefined as never);
  await commitWithMail(db, env, [], [mail]);
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, mail.recipient));
  return row!;
}

const resetMail = (recipient: string) => ({
  ...renderMail(passwordReset, 'de', { greeting: 'Guten Tag Anna Muster', resetUrl: RESET_URL }),
  recipient,
});
const approvedMail = (recipient: string) => ({
  ...renderMail(coachApproved, 'fr', { greeting: 'Bonjour Lea Brunner,', appUrl: 'https://app.example/manager' }),
  recipient,
});

const message = (id: string, outboxId: number) => ({
  id,
  timestamp: new Date(),
  attempts: 1,
  body: { outboxId: String(outboxId) },
});

async function consume(...messages: ReturnType<typeof message>[]) {
  const batch = createMessageBatch('workshop-admin-mail', messages);
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<MailQueueMessage>, env as never);
  return getQueueResult(batch, ctx);
}

const rowOf = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('mail templates', () => {
  it('renders every language with an escaped HTML part', () => {
    for (const language of ['de', 'fr', 'it', 'en'] as const) {
      const mail = renderMail(passwordReset, language, { greeting: 'Dear <Anna>,', resetUrl: 'https://x/password-reset/t' });
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.textBody).toContain('https://x/password-reset/t');
      expect(mail.htmlBody).toContain('&lt;Anna&gt;');
      expect(mail.htmlBody).toContain('<a href="https://x/password-reset/t">');
    }
  });
});

describe('outbox delivery', () => {
  it('delivers once even when the queue delivers the message twice', async () => {
    const row = await queueOne('twice@example.test');
    const transport: MailTransport = { name: 'spy', send: vi.fn(localTransport(false).send) };
    expect(await deliverOutboxMail(db, env, transport, row.id)).toEqual({ outcome: 'sent' });
    expect(await deliverOutboxMail(db, env, transport, row.id)).toEqual({ outcome: 'skipped' });
    expect(transport.send).toHaveBeenCalledTimes(1);
    const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: `local-${row.id}` });
  });

  it('marks a failed send for retry and sends it on the next try', async () => {
    const row = await queueOne('flaky@example.test');
    const failing: MailTransport = { name: 'down', send: () => Promise.reject(new Error('provider down')) };
    expect(await deliverOutboxMail(db, env, failing, row.id)).toEqual({ outcome: 'failed', retryInSeconds: 60 });
    const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(failed).toMatchObject({ status: 'failed', lastError: 'provider down' });
    expect(await deliverOutboxMail(db, env, localTransport(false), row.id)).toEqual({ outcome: 'sent' });
  });

  it('the queue consumer acks delivered and duplicate messages', async () => {
    const row = await queueOne('consumer@example.test');
    const batch = createMessageBatch('workshop-admin-mail', [
      { id: 'm1', timestamp: new Date(), attempts: 1, body: { outboxId: String(row.id) } },
      { id: 'm2', timestamp: new Date(), attempts: 1, body: { outboxId: String(row.id) } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch as MessageBatch<MailQueueMessage>, env as never);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(['m1', 'm2']);
    expect(result.retryMessages).toEqual([]);
    const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after!.status).toBe('sent');
  });
});

describe('cron sweep', () => {
  it('re-enqueues mail the queue never delivered', async () => {
    const row = await queueOne('stuck@example.test');
    await db
      .update(mailOutbox)
      .set({ createdAt: nowSeconds() - 600 })
      .where(eq(mailOutbox.id, row.id));
    const send = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');

    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env as never);

    expect(send.mock.calls.flat(2)).toContainEqual({ body: { outboxId: String(row.id) } });
  });
});

describe('Postmark through the queue consumer', () => {
  const postmarkOk = (messageId: string) =>
    Response.json({ To: 'x', SubmittedAt: new Date().toISOString(), MessageID: messageId, ErrorCode: 0, Message: 'OK' });

  it('posts each mail to the email API and, outside development, empties a secret body once sent', async () => {
    useBindings({ ENVIRONMENT: 'production', POSTMARK_TOKEN: 'pm-server-token' });
    const reset = await storeMail(resetMail('pm-reset@example.test'));
    const approved = await storeMail(approvedMail('pm-approved@example.test'));
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => postmarkOk('pm-id-1'))
      .mockImplementationOnce(async () => postmarkOk('pm-id-2'));

    const result = await consume(message('m1', reset.id), message('m2', approved.id));

    expect(result.explicitAcks.sort()).toEqual(['m1', 'm2']);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect([String(url), init!.method]).toEqual(['https://api.postmarkapp.com/email', 'POST']);
    expect(new Headers(init!.headers)).toSatisfy(
      (headers: Headers) =>
        headers.get('X-Postmark-Server-Token') === 'pm-server-token' &&
        headers.get('Content-Type') === 'application/json' &&
        headers.get('Accept') === 'application/json',
    );
    expect(JSON.parse(String(init!.body))).toEqual({
      From: env.MAIL_FROM,
      To: 'pm-reset@example.test',
      Subject: 'Passwort zurücksetzen',
      TextBody: reset.textBody,
      HtmlBody: reset.htmlBody,
      MessageStream: 'outbound',
      Headers: [{ Name: 'X-Outbox-Id', Value: String(reset.id) }],
    });
    expect(reset.textBody).toContain(RESET_URL);

    const sentReset = await rowOf(reset.id);
    expect(sentReset).toMatchObject({
      recipient: 'pm-reset@example.test',
      template: 'password-reset',
      language: 'de',
      subject: 'Passwort zurücksetzen',
      status: 'sent',
      attempts: 1,
      providerMessageId: 'pm-id-1',
      carriesSecret: true,
      textBody: '',
      htmlBody: '',
      lastError: null,
    });
    expect(sentReset.sentAt).toBeGreaterThanOrEqual(sentReset.createdAt);
    expect(sentReset.bodyRemovedAt).toBe(sentReset.sentAt);
    expect(JSON.stringify(sentReset)).not.toContain('secret-reset-token');

    const sentApproved = await rowOf(approved.id);
    expect(sentApproved).toMatchObject({
      status: 'sent',
      providerMessageId: 'pm-id-2',
      carriesSecret: false,
      bodyRemovedAt: null,
    });
    expect(sentApproved.textBody).toBe(approved.textBody);
  });

  it('leaves the row failed with Postmark’s reason, its body kept, and asks the queue to retry', async () => {
    useBindings({ ENVIRONMENT: 'production', POSTMARK_TOKEN: 'pm-server-token' });
    const reset = await storeMail(resetMail('pm-refused@example.test'));
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async () =>
      Response.json({ ErrorCode: 300, Message: 'Invalid email request' }, { status: 422 }),
    );

    const result = await consume(message('m1', reset.id));

    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: 'm1' }]);
    const failed = await rowOf(reset.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null, bodyRemovedAt: null, textBody: reset.textBody });
    expect(failed.lastError).toContain('Invalid email request');
  });

  it('in development the local transport keeps the body: the outbox is the developer’s mailbox', async () => {
    const reset = await storeMail(resetMail('dev-reset@example.test'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await consume(message('m1', reset.id));
    expect(await rowOf(reset.id)).toMatchObject({ status: 'sent', textBody: reset.textBody, bodyRemovedAt: null });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('no mail transport outside development', () => {
  it('sends nothing and prints nothing, marks the row failed with the reason, and sends it once configured', async () => {
    useBindings({ ENVIRONMENT: 'production', POSTMARK_TOKEN: undefined, LOCAL_MAIL_LOG: undefined });
    const logs = vi.spyOn(console, 'log');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const reset = await storeMail(resetMail('unconfigured@example.test'));

    const result = await consume(message('m1', reset.id));

    expect(result).toMatchObject({ explicitAcks: ['m1'], retryMessages: [] });
    expect(await rowOf(reset.id)).toMatchObject({
      status: 'failed',
      lastError: TRANSPORT_NOT_CONFIGURED,
      attempts: 0,
      textBody: reset.textBody,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(logs).not.toHaveBeenCalled();
    expect(errors.mock.calls.map(String)).toEqual([expect.stringContaining('POSTMARK_TOKEN is not set')]);
    expect(errors.mock.calls.join(' ')).not.toContain('secret-reset-token');

    // The cron sweep does not spin on it while nothing can send ...
    await db
      .update(mailOutbox)
      .set({ createdAt: nowSeconds() - 600 })
      .where(eq(mailOutbox.id, reset.id));
    const enqueue = vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
    enqueue.mockClear();
    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env as never);
    expect(enqueue.mock.calls.flat(2)).not.toContainEqual({ body: { outboxId: String(reset.id) } });

    // ... and enqueues it again once a token is set.
    useBindings({ POSTMARK_TOKEN: 'pm-server-token' });
    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env as never);
    expect(enqueue.mock.calls.flat(2)).toContainEqual({ body: { outboxId: String(reset.id) } });
  });
});

describe('retention of unsent secret bodies', () => {
  it('empties a mail with a secret still unsent after 48 hours and never sends it; other mail is kept', async () => {
    const reset = await storeMail(resetMail('stale-reset@example.test'));
    const approved = await storeMail(approvedMail('stale-approved@example.test'));
    const longAgo = nowSeconds() - SECRET_BODY_RETENTION_SECONDS - 60;
    for (const id of [reset.id, approved.id]) {
      await db.update(mailOutbox).set({ createdAt: longAgo, status: 'failed', attempts: 2 }).where(eq(mailOutbox.id, id));
    }
    const fresh = await storeMail(resetMail('fresh-reset@example.test'));
    const enqueue = vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValue(undefined as never);
    enqueue.mockClear();

    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env as never);

    const emptied = await rowOf(reset.id);
    expect(emptied).toMatchObject({
      status: 'failed',
      textBody: '',
      htmlBody: '',
      recipient: 'stale-reset@example.test',
      template: 'password-reset',
      lastError: 'Not sent within 48 hours; its body carried a secret and was removed',
    });
    expect(emptied.bodyRemovedAt).toBeGreaterThan(longAgo);
    expect(await rowOf(approved.id)).toMatchObject({ textBody: approved.textBody, bodyRemovedAt: null });
    expect(await rowOf(fresh.id)).toMatchObject({ textBody: fresh.textBody, bodyRemovedAt: null });
    const enqueued = enqueue.mock.calls.flat(2);
    expect(enqueued).toContainEqual({ body: { outboxId: String(approved.id) } });
    expect(enqueued).not.toContainEqual({ body: { outboxId: String(reset.id) } });

    const transport: MailTransport = { name: 'spy', send: vi.fn(localTransport(false).send) };
    expect(await deliverOutboxMail(db, env, transport, reset.id)).toEqual({ outcome: 'skipped' });
    expect(transport.send).not.toHaveBeenCalled();
  });
});
