import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { mailOutbox, sessions } from '../db/schema';
import { nowSeconds } from '../lib/tokens';
import { createUser, db } from '../test/factories';
import { deliverOutboxMail } from './deliver';
import { commitWithMail } from './outbox';
import { renderMail } from './render';
import { passwordReset } from './templates/password-reset';
import { localTransport, type MailTransport } from './transport';
import type { MailQueueMessage } from '../lib/env';

async function queueOne(recipient: string) {
  const send = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
  await commitWithMail(
    db,
    env,
    [],
    [{ ...renderMail(passwordReset, 'de', { firstname: 'Anna', resetUrl: 'https://x/password-reset/t' }), recipient }],
  );
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
  expect(send).toHaveBeenCalledWith([{ body: { outboxId: String(row!.id) } }]);
  send.mockRestore();
  return row!;
}

describe('mail templates', () => {
  it('renders every language with an escaped HTML part', () => {
    for (const language of ['de', 'fr', 'it', 'en'] as const) {
      const mail = renderMail(passwordReset, language, { firstname: '<Anna>', resetUrl: 'https://x/password-reset/t' });
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
    expect(await deliverOutboxMail(db, env, transport, row.id)).toBe('sent');
    expect(await deliverOutboxMail(db, env, transport, row.id)).toBe('skipped');
    expect(transport.send).toHaveBeenCalledTimes(1);
    const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: `local-${row.id}` });
  });

  it('marks a failed send for retry and sends it on the next try', async () => {
    const row = await queueOne('flaky@example.test');
    const failing: MailTransport = { name: 'down', send: () => Promise.reject(new Error('provider down')) };
    expect(await deliverOutboxMail(db, env, failing, row.id)).toBe('failed');
    const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(failed).toMatchObject({ status: 'failed', lastError: 'provider down' });
    expect(await deliverOutboxMail(db, env, localTransport(false), row.id)).toBe('sent');
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
  it('re-enqueues mail the queue never delivered and removes expired sessions', async () => {
    const row = await queueOne('stuck@example.test');
    await db
      .update(mailOutbox)
      .set({ createdAt: nowSeconds() - 600 })
      .where(eq(mailOutbox.id, row.id));
    const user = await createUser();
    await db.insert(sessions).values({ id: 'expired-session-hash', userId: user.id, expiresAt: nowSeconds() - 5 });
    const send = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');

    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env as never);

    expect(send.mock.calls.flat(2)).toContainEqual({ body: { outboxId: String(row.id) } });
    expect(await db.select().from(sessions).where(eq(sessions.id, 'expired-session-hash'))).toHaveLength(0);
  });
});
