import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../index';
import { auditLog, mailOutbox, mailSuppressions } from '../../db/schema';
import type { Role } from '../../contract/enums';
import { MAIL_QUEUE_NAME } from '../../jobs/mail-dead-letters';
import type { MailQueueMessage } from '../../lib/env';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { coachApproved } from '../../mail/templates/coach-profile-reviewed';
import { useBindings } from '../../test/bindings';
import { api, createUser, db, sessionFor } from '../../test/factories';

afterEach(() => vi.restoreAllMocks());

const SECRET = 'webhook-secret-for-tests';
const basic = (credentials: string) => `Basic ${btoa(credentials)}`;

let counter = 0;
const uniqueAddress = (name: string) => `${name}-${++counter}-${Date.now()}@example.test`;

const bounce = (email: string, messageId: string, overrides: Record<string, unknown> = {}) => ({
  RecordType: 'Bounce',
  MessageStream: 'outbound',
  ID: 4323372036,
  Type: 'HardBounce',
  TypeCode: 1,
  Name: 'Hard bounce',
  MessageID: messageId,
  ServerID: 23,
  Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
  Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
  Email: email,
  From: 'noreply@example.org',
  BouncedAt: '2026-11-20T16:33:54.9070259Z',
  DumpAvailable: true,
  Inactive: true,
  CanActivate: true,
  Subject: 'Profil freigegeben',
  Metadata: {},
  ...overrides,
});

const postWebhook = (payload: unknown, authorization: string | null = basic(`postmark:${SECRET}`)) =>
  api('/webhooks/postmark', {
    method: 'POST',
    json: payload,
    headers: authorization ? { Authorization: authorization } : {},
  });

/** A mail Postmark accepted with this message id (status sent). */
async function sentMail(recipient: string, messageId: string) {
  vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValueOnce(undefined as never);
  const mail = renderMail(coachApproved, 'de', { greeting: 'Guten Tag Lea Brunner', appUrl: 'https://app.example/manager' });
  await commitWithMail(db, env, [], [{ ...mail, recipient }]);
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: 1, providerMessageId: messageId })
    .where(eq(mailOutbox.recipient, recipient))
    .returning();
  return row!;
}

const rowOf = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const suppressionOf = async (email: string) =>
  (await db.select().from(mailSuppressions).where(eq(mailSuppressions.email, email)))[0];

async function suppress(email: string) {
  const [row] = await db
    .insert(mailSuppressions)
    .values({ email, reason: 'HardBounce', description: 'Mailbox not found', bouncedAt: Date.UTC(2026, 10, 20, 12) / 1000 })
    .returning();
  return row!;
}

describe('Postmark webhook authentication', () => {
  it('answers 401 without credentials, with a wrong secret or a wrong user, and records nothing', async () => {
    useBindings({ POSTMARK_WEBHOOK_SECRET: SECRET });
    const address = uniqueAddress('auth');
    for (const authorization of [null, basic('postmark:wrong'), basic(`someone:${SECRET}`), `Bearer ${SECRET}`, 'Basic %%%']) {
      const { status, body } = await postWebhook(bounce(address, 'pm-auth'), authorization);
      expect([status, body.error.code]).toEqual([401, 'unauthenticated']);
    }
    expect(await suppressionOf(address)).toBeUndefined();
  });

  it('answers 503 misconfigured without a secret, also in development, and logs why', async () => {
    useBindings({ POSTMARK_WEBHOOK_SECRET: undefined });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const address = uniqueAddress('unconfigured');

    const { status, body } = await postWebhook(bounce(address, 'pm-unconfigured'), basic('postmark:'));

    expect([status, body.error.code]).toEqual([503, 'misconfigured']);
    expect(errors.mock.calls.join(' ')).toContain('POSTMARK_WEBHOOK_SECRET is not set');
    expect(await suppressionOf(address)).toBeUndefined();
  });
});

describe('Postmark bounces', () => {
  it('a hard bounce marks the row bounced and suppresses the address; a later mail to it is not sent', async () => {
    useBindings({ POSTMARK_WEBHOOK_SECRET: SECRET });
    const address = uniqueAddress('hard');
    const row = await sentMail(address, 'pm-hard-1');

    const { status, body } = await postWebhook(bounce(address.toUpperCase(), 'pm-hard-1'));

    expect(status).toBe(200);
    expect(body.data).toEqual({ recorded: true, suppressed: true });
    expect(await rowOf(row.id)).toMatchObject({ status: 'bounced', bouncedAt: Date.UTC(2026, 10, 20, 16, 33, 54) / 1000 });
    expect(await suppressionOf(address)).toMatchObject({
      reason: 'HardBounce',
      description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
      providerMessageId: 'pm-hard-1',
      bouncedAt: Date.UTC(2026, 10, 20, 16, 33, 54) / 1000,
    });

    // The same event again changes nothing.
    expect((await postWebhook(bounce(address, 'pm-hard-1', { BouncedAt: '2026-11-21T08:00:00Z' }))).status).toBe(200);
    expect(await db.select().from(mailSuppressions).where(eq(mailSuppressions.email, address))).toHaveLength(1);
    expect((await rowOf(row.id)).bouncedAt).toBe(Date.UTC(2026, 10, 20, 16, 33, 54) / 1000);

    // The next mail to the address is given up without sending.
    vi.spyOn(env.MAIL_QUEUE, 'sendBatch').mockResolvedValueOnce(undefined as never);
    await commitWithMail(
      db,
      env,
      [],
      [{ ...renderMail(coachApproved, 'de', { greeting: 'Hallo', appUrl: 'https://x/' }), recipient: address }],
    );
    const [next] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, address), eq(mailOutbox.status, 'queued')));
    const send = vi.fn();
    useBindings({ ENVIRONMENT: 'production', POSTMARK_TOKEN: 'pm-server-token' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(send);
    const batch = createMessageBatch(MAIL_QUEUE_NAME, [
      { id: 'm1', timestamp: new Date(), attempts: 1, body: { outboxId: String(next!.id) } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch as MessageBatch<MailQueueMessage>, env as never);
    expect(await getQueueResult(batch, ctx)).toMatchObject({ explicitAcks: ['m1'], retryMessages: [] });
    expect(send).not.toHaveBeenCalled();
    expect(await rowOf(next!.id)).toMatchObject({
      status: 'failed',
      lastError: 'Not sent: the address bounced on 2026-11-20 (HardBounce)',
    });
  });

  it('a spam complaint suppresses the address', async () => {
    useBindings({ POSTMARK_WEBHOOK_SECRET: SECRET });
    const address = uniqueAddress('spam');
    const row = await sentMail(address, 'pm-spam-1');

    const { body } = await postWebhook(
      bounce(address, 'pm-spam-1', { RecordType: 'SpamComplaint', Type: 'SpamComplaint', TypeCode: 512, Inactive: false }),
    );

    expect(body.data).toEqual({ recorded: true, suppressed: true });
    expect(await rowOf(row.id)).toMatchObject({ status: 'bounced' });
    expect(await suppressionOf(address)).toMatchObject({ reason: 'SpamComplaint' });
  });

  it('a soft bounce only marks the row; a soft bounce Postmark deactivated the address for suppresses it', async () => {
    useBindings({ POSTMARK_WEBHOOK_SECRET: SECRET });
    const soft = uniqueAddress('soft');
    const softRow = await sentMail(soft, 'pm-soft-1');
    const deactivated = uniqueAddress('soft-inactive');
    await sentMail(deactivated, 'pm-soft-2');

    const softAnswer = await postWebhook(bounce(soft, 'pm-soft-1', { Type: 'SoftBounce', TypeCode: 4096, Inactive: false }));
    const inactiveAnswer = await postWebhook(bounce(deactivated, 'pm-soft-2', { Type: 'SoftBounce', TypeCode: 4096 }));

    expect(softAnswer.body.data).toEqual({ recorded: true, suppressed: false });
    expect(await rowOf(softRow.id)).toMatchObject({ status: 'bounced' });
    expect(await suppressionOf(soft)).toBeUndefined();
    expect(inactiveAnswer.body.data).toEqual({ recorded: true, suppressed: true });
    expect(await suppressionOf(deactivated)).toMatchObject({ reason: 'SoftBounce' });
  });

  it('acknowledges and ignores other record types; refuses a bounce without the fields it needs', async () => {
    useBindings({ POSTMARK_WEBHOOK_SECRET: SECRET });
    const address = uniqueAddress('delivery');
    const row = await sentMail(address, 'pm-delivered');

    const delivery = await postWebhook({ RecordType: 'Delivery', MessageID: 'pm-delivered', Recipient: address });
    expect([delivery.status, delivery.body.data]).toEqual([200, { recorded: false, suppressed: false }]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent' });

    const broken = await postWebhook({ RecordType: 'Bounce', Email: address, Type: 'HardBounce' });
    expect([broken.status, broken.body.error.code]).toEqual([422, 'validation_failed']);
    expect(broken.body.error.fields.map((field: { path: string }) => field.path)).toEqual(['MessageID', 'BouncedAt']);
    expect(await suppressionOf(address)).toBeUndefined();
  });
});

describe('suppressions for staff', () => {
  const roles: Role[] = ['admin', 'associate', 'finance', 'coach'];
  const tokens = async () =>
    Object.fromEntries(
      await Promise.all(roles.map(async (role) => [role, await sessionFor(await createUser({ role }))] as const)),
    ) as Record<Role, string>;

  it('admin, associate and finance see an address’s suppression; a coach may not; anonymous 401', async () => {
    const address = uniqueAddress('shown');
    const suppression = await suppress(address);
    const token = await tokens();

    for (const role of ['admin', 'associate', 'finance'] as const) {
      const { status, body } = await api(`/mail-suppressions?email=${encodeURIComponent(address.toUpperCase())}`, {
        token: token[role],
      });
      expect([status, body.data]).toEqual([
        200,
        [
          {
            id: suppression.id,
            email: address,
            reason: 'HardBounce',
            description: 'Mailbox not found',
            bounced_at: Date.UTC(2026, 10, 20, 12) / 1000,
          },
        ],
      ]);
    }
    const other = await api(`/mail-suppressions?email=${encodeURIComponent(uniqueAddress('fine'))}`, { token: token.admin });
    expect(other.body.data).toEqual([]);
    expect((await api(`/mail-suppressions?email=${address}`, { token: token.coach })).status).toBe(403);
    expect((await api(`/mail-suppressions?email=${address}`)).status).toBe(401);
    expect((await api('/mail-suppressions?email=nonsense', { token: token.admin })).status).toBe(422);
  });

  it('only an admin lifts a suppression; it is audited and mail is sent to the address again', async () => {
    const address = uniqueAddress('lift');
    const suppression = await suppress(address);
    const token = await tokens();

    for (const role of ['associate', 'finance', 'coach'] as const) {
      expect((await api(`/mail-suppressions/${suppression.id}`, { method: 'DELETE', token: token[role] })).status).toBe(403);
    }
    expect((await api(`/mail-suppressions/${suppression.id}`, { method: 'DELETE' })).status).toBe(401);
    expect(await suppressionOf(address)).toBeDefined();

    expect((await api(`/mail-suppressions/${suppression.id}`, { method: 'DELETE', token: token.admin })).status).toBe(204);
    expect(await suppressionOf(address)).toBeUndefined();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail_suppression.lifted'), eq(auditLog.entityId, String(suppression.id))));
    expect(audit).toMatchObject({ entityType: 'mail_suppression', details: { email: address, reason: 'HardBounce' } });
    expect((await api(`/mail-suppressions/${suppression.id}`, { method: 'DELETE', token: token.admin })).status).toBe(404);

    const row = await sentMail(address, 'pm-after-lift');
    await db.update(mailOutbox).set({ status: 'queued' }).where(eq(mailOutbox.id, row.id));
    const batch = createMessageBatch(MAIL_QUEUE_NAME, [
      { id: 'm1', timestamp: new Date(), attempts: 1, body: { outboxId: String(row.id) } },
    ]);
    await worker.queue(batch as MessageBatch<MailQueueMessage>, env as never);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent' });
  });
});
