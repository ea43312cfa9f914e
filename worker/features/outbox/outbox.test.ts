import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema';
import { uiLanguages, type MailStatus, type UiLanguage } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { signLink } from '../../lib/signed-links';
import { generateToken } from '../../lib/tokens';
import { outboxInsert } from '../../mail/outbox';
import { renderMail, type MailTemplate } from '../../mail/render';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { knownTemplates } from './outbox.codes';
import { REDACTED } from './outbox.redact';

type Role = 'admin' | 'associate' | 'coach' | 'finance';
const tokens = {} as Record<Role, string>;
let adminId: number;

beforeAll(async () => {
  for (const role of ['admin', 'associate', 'coach', 'finance'] as const) {
    const user = await createUser({ role });
    if (role === 'admin') adminId = user.id;
    tokens[role] = await sessionFor(user);
  }
});

afterEach(() => vi.restoreAllMocks());

let counter = 0;
const uniqueRecipient = (label = 'mail') => `${label}-${++counter}-${Date.now()}@outbox.test`;

/** An outbox row as delivery leaves it; `overrides` set any column. */
async function outboxRow(overrides: Partial<typeof mailOutbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      template: 'coach-dismissed',
      recipient: uniqueRecipient(),
      language: 'de',
      subject: 'Betreff',
      textBody: 'Guten Tag\n\nText',
      htmlBody: '<p>Guten Tag</p><p>Text</p>',
      ...overrides,
    })
    .returning();
  return row!;
}

const list = (query: string, token = tokens.admin) => api(`/outbox${query}`, { token });

describe('who may read the outbox', () => {
  it('admins only: other roles 403, anonymous 401, on every route', async () => {
    const row = await outboxRow({ status: 'failed' });
    const routes: [string, string][] = [
      ['GET', '/outbox'],
      ['GET', `/outbox/${row.id}`],
      ['POST', `/outbox/${row.id}/resend`],
    ];
    for (const [method, path] of routes) {
      expect((await api(path, { method })).status, `${method} ${path}`).toBe(401);
      for (const role of ['associate', 'coach', 'finance'] as const) {
        expect((await api(path, { method, token: tokens[role] })).status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    expect((await list('')).status).toBe(200);
    expect((await api(`/outbox/${row.id}`, { token: tokens.admin })).status).toBe(200);
    // Nobody else resent it.
    const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after!.status).toBe('failed');
  });
});

describe('the outbox list (GET /outbox)', () => {
  it('filters by state, template and part of the recipient, newest first, with counts per state', async () => {
    const marker = `filter${Date.now()}`;
    const to = (n: number) => `${marker}-${n}@outbox.test`;
    const old = await outboxRow({ recipient: to(1), status: 'sent', sentAt: 100, createdAt: 1000 });
    const failed = await outboxRow({
      recipient: to(2),
      status: 'failed',
      template: 'password-reset',
      lastError: 'Postmark: 500',
      attempts: 8,
      deadLetteredAt: 2100,
      createdAt: 2000,
    });
    const bounced = await outboxRow({ recipient: to(3), status: 'bounced', bouncedAt: 3100, createdAt: 3000 });
    await outboxRow({ recipient: uniqueRecipient('other'), status: 'failed', template: 'password-reset' });

    const all = await list(`?recipient=${marker}`);
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((item: { id: number }) => item.id)).toEqual([bounced.id, failed.id, old.id]);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.counts).toEqual({ queued: 0, sending: 0, sent: 1, failed: 1, bounced: 1 });

    const onlyFailed = await list(`?recipient=${marker}&state=failed`);
    expect(onlyFailed.body.data.items).toEqual([
      expect.objectContaining({
        id: failed.id,
        code: 'O01',
        template: 'password-reset',
        recipient: to(2),
        state: 'failed',
        stream: 'outbound',
        attempts: 8,
        last_error: 'Postmark: 500',
        dead_lettered_at: 2100,
        can_resend: true,
      }),
    ]);
    // The counts stay those of the other filters, so every state tab shows its number.
    expect(onlyFailed.body.data.counts).toEqual(all.body.data.counts);

    const byTemplate = await list(`?recipient=${marker}&template=password-reset`);
    expect(byTemplate.body.data.items.map((item: { id: number }) => item.id)).toEqual([failed.id]);
    expect(byTemplate.body.data.items[0]).not.toHaveProperty('text_body');

    const bouncedItem = (await list(`?recipient=${to(3)}`)).body.data.items[0];
    expect(bouncedItem).toMatchObject({ state: 'bounced', bounced_at: 3100, can_resend: false });
  });

  it('pages, and offers every catalogue template as a filter', async () => {
    const marker = `paging${Date.now()}`;
    for (let n = 0; n < 3; n++) await outboxRow({ recipient: `${marker}-${n}@outbox.test`, createdAt: 5000 + n });
    const second = await list(`?recipient=${marker}&per_page=2&page=2`);
    expect(second.body.data).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(second.body.data.items.map((item: { recipient: string }) => item.recipient)).toEqual([`${marker}-0@outbox.test`]);
    expect(second.body.data.templates).toContainEqual({ template: 'coach-account-created', code: 'B01' });
    expect(second.body.data.templates.length).toBe(knownTemplates.length);
  });

  it('refuses a bad filter with 422', async () => {
    expect((await list('?state=lost')).status).toBe(422);
    expect((await list('?per_page=101')).status).toBe(422);
  });
});

/** Real-shaped secrets for every template that carries one: the mail's parameters and the secrets they hold. */
async function secretSample(
  template: MailTemplate<unknown>,
  language: UiLanguage,
): Promise<{ params: Record<string, unknown>; secrets: string[] }> {
  const token = generateToken();
  const link = (path: string) => appLink(env, language, path);
  const greeting = 'Guten Tag';
  const workshop = { title: 'Kinderrechte', dates: ['Mo., 11.01.2027, 08:00–10:00'], institute: 'Schule' };
  switch (template.id) {
    case 'password-reset':
      return { params: { greeting, resetUrl: link(`/password-reset/${token}`) }, secrets: [token] };
    case 'coach-account-created': {
      const bytes = crypto.getRandomValues(new Uint8Array(12));
      const password = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      return {
        params: { greeting, email: 'anna@example.org', temporaryPassword: password, loginUrl: link('/login') },
        secrets: [password],
      };
    }
    case 'inquiry-received':
      return {
        params: { greeting, institute: 'Schule', lines: [], viewUrl: link(`/inquiry/${token}`) },
        secrets: [token],
      };
    case 'coach-request': {
      const signed = await signLink(env, 'coach-request', '12', 30 * 86400, { coach: 5 });
      return {
        params: {
          ...workshop,
          greeting,
          language: 'Deutsch',
          duration: '2 Stunden',
          address: 'Seestrasse 1, 8000 Zürich',
          message: null,
          answerUrl: link(`/coach-request/${encodeURIComponent(signed)}`),
        },
        secrets: [signed, ...signed.split('.')],
      };
    }
    case 'coach-requests-batch': {
      const first = await signLink(env, 'coach-request', '12', 30 * 86400, { coach: 5 });
      const second = await signLink(env, 'coach-request', '14', 30 * 86400, { coach: 5 });
      const request = { ...workshop, language: 'Deutsch', duration: '2 Stunden', address: 'Seestrasse 1, 8000 Zürich' };
      return {
        params: {
          greeting,
          requests: [request, { ...request, title: 'Rassismus erkennen' }],
          answerUrls: [first, second].map((signed) => link(`/coach-request/${encodeURIComponent(signed)}`)),
          message: null,
        },
        secrets: [first, ...first.split('.'), second, ...second.split('.')],
      };
    }
    case 'evaluation-audience':
      return {
        params: {
          greeting,
          title: workshop.title,
          date: workshop.dates[0],
          evaluationUrl: link(`/evaluations/${token}`),
          printUrl: link(`/evaluations/${token}/print`),
          closesOn: '12.03.2027',
        },
        secrets: [token],
      };
    case 'evaluation-3-months':
      return {
        params: {
          greeting,
          title: workshop.title,
          date: workshop.dates[0],
          evaluationUrl: link(`/evaluations/${token}`),
          closesOn: '12.03.2027',
        },
        secrets: [token],
      };
    case 'newsletter-confirm': {
      const signed = await signLink(env, 'newsletter-confirm', 'anna@example.org', 30 * 86400);
      return { params: { greeting, confirmUrl: link(`/newsletter/confirm/${signed}`) }, secrets: [signed, ...signed.split('.')] };
    }
    case 'invoice-reminder': {
      const signed = await signLink(env, 'invoice-reminder-pdf', '7', 180 * 86400);
      return {
        params: {
          greeting,
          title: 'Zahlungserinnerung',
          invoiceNumber: '2027-0042',
          invoiceDate: '20.01.2027',
          owed: 'CHF 450.00',
          dueDate: '10.03.2027',
          pageUrl: link(`/reminder/${signed}`),
        },
        secrets: [signed, ...signed.split('.')],
      };
    }
    default:
      throw new Error(`No secret sample for ${template.id}: add one, so that its preview is proven redacted`);
  }
}

describe('the preview (GET /outbox/{id})', () => {
  const secretTemplates = knownTemplates.filter((template) => template.carriesSecret);

  it('knows every template that carries a secret', () => {
    expect(secretTemplates.map((template) => template.id).sort()).toEqual(
      [
        'coach-account-created',
        'coach-request',
        'coach-requests-batch',
        'evaluation-3-months',
        'evaluation-audience',
        'inquiry-received',
        'invoice-reminder',
        'newsletter-confirm',
        'password-reset',
      ].sort(),
    );
  });

  for (const template of secretTemplates) {
    it(`never shows the secret of ${template.code} ${template.id}, in any language`, async () => {
      for (const language of uiLanguages) {
        const { params, secrets } = await secretSample(template, language);
        const mail = renderMail(template, language, params);
        for (const secret of secrets) expect(mail.textBody + mail.htmlBody, 'the sample holds its secret').toContain(secret);
        const [row] = await outboxInsert(db, { ...mail, recipient: uniqueRecipient('secret') });

        const answer = await api(`/outbox/${row!.id}`, { token: tokens.admin });
        expect(answer.status).toBe(200);
        const shown = JSON.stringify(answer.body);
        for (const secret of secrets) expect(shown, `${language}: ${secret}`).not.toContain(secret);
        const { preview } = answer.body.data;
        expect(preview.text).toContain(REDACTED);
        expect(preview.html).toContain(REDACTED);
        // Only the secret goes: the rest of the mail, links' origin and path and the HTML's anchors included, stays.
        const hidden = (body: string) =>
          [...secrets].sort((a, b) => b.length - a.length).reduce((result, secret) => result.replaceAll(secret, REDACTED), body);
        const [stored] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
        expect(preview.text).toBe(hidden(stored!.textBody));
        expect(preview.html).toBe(hidden(stored!.htmlBody));
      }
    });
  }

  it('leaves a mail without secrets as it is', async () => {
    const link = appLink(env, 'de', '/manager/evaluations/to-validate');
    const row = await outboxRow({
      textBody: `Guten Tag\n${link}`,
      htmlBody: `<p>Guten Tag<br><a href="${link}">${link}</a></p>`,
    });
    const { preview } = (await api(`/outbox/${row.id}`, { token: tokens.admin })).body.data;
    expect(preview).toEqual({ text: row.textBody, html: row.htmlBody });
  });

  it('says when the content was removed', async () => {
    const row = await outboxRow({ status: 'sent', textBody: '', htmlBody: '', bodyRemovedAt: 1234, carriesSecret: true });
    const answer = await api(`/outbox/${row.id}`, { token: tokens.admin });
    expect(answer.body.data).toMatchObject({ preview: null, body_removed_at: 1234, can_resend: false });
  });

  it('answers 404 for an unknown mail', async () => {
    expect((await api('/outbox/999999999', { token: tokens.admin })).status).toBe(404);
  });
});

describe('resending a failed mail (POST /outbox/{id}/resend)', () => {
  const resend = (id: number) => api(`/outbox/${id}/resend`, { method: 'POST', token: tokens.admin });

  it('queues a failed mail again with fresh attempts, out of the dead-letter state, enqueued and audited', async () => {
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    const row = await outboxRow({
      status: 'failed',
      attempts: 5,
      lastError: 'Postmark: 500',
      deadLetteredAt: 4000,
      claimedAt: 3990,
    });
    const answer = await resend(row.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: row.id,
      state: 'queued',
      attempts: 0,
      last_error: null,
      dead_lettered_at: null,
    });

    const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after).toMatchObject({ status: 'queued', attempts: 0, lastError: null, deadLetteredAt: null, claimedAt: null });
    expect(send).toHaveBeenCalledWith({ outboxId: String(row.id) });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.resend'), eq(auditLog.entityId, String(row.id))));
    expect(audits).toEqual([expect.objectContaining({ actorUserId: adminId, entityType: 'mail_outbox' })]);
  });

  it('answers 409 for any other state and for a removed body, changing nothing and enqueuing nothing', async () => {
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    const others: MailStatus[] = ['queued', 'sending', 'sent', 'bounced'];
    for (const status of others) {
      const row = await outboxRow({ status, attempts: 1 });
      const answer = await resend(row.id);
      expect(answer.status, status).toBe(409);
      expect(answer.body.error.code).toBe('invalid_transition');
      const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
      expect(after).toMatchObject({ status, attempts: 1 });
    }
    const removed = await outboxRow({ status: 'failed', textBody: '', htmlBody: '', bodyRemovedAt: 99 });
    expect((await resend(removed.id)).status).toBe(409);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once when resent twice: the second finds it queued', async () => {
    const row = await outboxRow({ status: 'failed' });
    expect((await resend(row.id)).status).toBe(200);
    expect((await resend(row.id)).status).toBe(409);
  });

  it('answers 404 for an unknown mail', async () => {
    expect((await resend(999999999)).status).toBe(404);
  });
});
