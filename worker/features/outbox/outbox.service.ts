import { and, count, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { MailStatus } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { everyWordInText } from '../../lib/text-search';
import { knownTemplates, templateCode } from './outbox.codes';
import { redactedPreview } from './outbox.redact';
import type { OutboxDetail, OutboxItem, OutboxList, OutboxListQuery } from '../../contract/outbox/outbox.schemas';
import { errorFields, log } from '../../lib/log';

type OutboxRow = typeof mailOutbox.$inferSelect;
type OutboxHead = Omit<OutboxRow, 'textBody' | 'htmlBody'>;

const resendable = (row: OutboxHead) => row.status === 'failed' && row.bodyRemovedAt === null;

const toItem = (row: OutboxHead): OutboxItem => ({
  id: row.id,
  code: templateCode(row.template),
  template: row.template,
  recipient: row.recipient,
  language: row.language,
  stream: row.stream,
  state: row.status,
  subject: row.subject,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt,
  sent_at: row.sentAt,
  bounced_at: row.bouncedAt,
  dead_lettered_at: row.deadLetteredAt,
  body_removed_at: row.bodyRemovedAt,
  can_resend: resendable(row),
});

/** The list's columns: everything but the bodies, which only the preview reads. */
const listColumns = (() => {
  const { textBody: _text, htmlBody: _html, ...head } = getTableColumns(mailOutbox);
  return head;
})();

const filterConditions = (query: OutboxListQuery): SQL[] =>
  [
    query.template ? eq(mailOutbox.template, query.template) : undefined,
    query.recipient ? everyWordInText(query.recipient, sql`${mailOutbox.recipient}`) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);

const templateOptions = knownTemplates
  .map((template) => ({ template: template.id, code: template.code }))
  .sort((a, b) => a.code.localeCompare(b.code) || a.template.localeCompare(b.template));

/**
 * A template and a state: the page's ids from the template index alone (template, state, creation and recipient are
 * in it; the rows of that template and state only), then only those rows read. SQLite would take the state index
 * instead for its order and fetch every mail in that state to test the template; the unary plus on the order keeps
 * it off.
 */
const templatePage = (db: Database, query: OutboxListQuery, page: { limit: number; offset: number }) =>
  db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(...filterConditions(query), eq(mailOutbox.status, query.state!)))
    .orderBy(desc(sql`+${mailOutbox.createdAt}`), desc(mailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);

/**
 * A page of the outbox, newest first, with the counts per state under the other filters (one round trip). The total
 * is one of those counts (or their sum), so no statement counts the filtered rows a second time.
 */
export async function listOutbox(db: Database, query: OutboxListQuery): Promise<OutboxList> {
  const others = filterConditions(query);
  const where = and(...others, query.state ? eq(mailOutbox.status, query.state) : undefined);
  const newestFirst = [desc(mailOutbox.createdAt), desc(mailOutbox.id)] as const;
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [rows, perState] = await db.batch([
    db
      .select(listColumns)
      .from(mailOutbox)
      .where(query.template && query.state ? inArray(mailOutbox.id, templatePage(db, query, page)) : where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(query.template && query.state ? 0 : page.offset),
    db
      .select({ state: mailOutbox.status, total: count() })
      .from(mailOutbox)
      .where(and(...others))
      .groupBy(mailOutbox.status),
  ]);
  const counts: Record<MailStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0, bounced: 0 };
  for (const { state, total: n } of perState) counts[state] = n;
  const total = query.state ? counts[query.state] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    items: rows.map(toItem),
    total,
    page: query.page,
    per_page: query.per_page,
    counts,
    templates: templateOptions,
  };
}

async function findRow(db: Database, id: number): Promise<OutboxRow> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound('Mail');
  return row;
}

/** One mail with its preview; secrets are hidden in every environment (outbox.redact.ts). */
export async function getOutboxMail(db: Database, id: number): Promise<OutboxDetail> {
  const row = await findRow(db, id);
  const preview =
    row.bodyRemovedAt === null ? redactedPreview({ subject: row.subject, text: row.textBody, html: row.htmlBody }) : null;
  return {
    ...toItem(row),
    subject: preview?.subject ?? row.subject,
    preview: preview && { text: preview.text, html: preview.html },
  };
}

const notResendable = (row: OutboxRow) =>
  new AppError(
    409,
    'invalid_transition',
    row.bodyRemovedAt !== null
      ? 'This mail’s content was removed; it cannot be sent again'
      : `Only a failed mail can be sent again; this one is ${row.status}`,
  );

/**
 * Sends a failed mail again (admin): back to `queued` with its attempts reset and out of the dead-letter state, then
 * on the queue. The sweep does not pick dead-lettered mail up; this is the only way it leaves again.
 */
export async function resendOutboxMail(
  db: Database,
  env: Pick<Env, 'MAIL_QUEUE'>,
  actor: { id: number },
  id: number,
  ip?: string,
): Promise<OutboxDetail> {
  const row = await findRow(db, id);
  if (!resendable(row)) throw notResendable(row);
  const stillResendable = sql`EXISTS (SELECT 1 FROM mail_outbox WHERE id = ${id} AND status = 'failed' AND body_removed_at IS NULL)`;
  await guarded(
    db.batch([
      batchGuard(db, stillResendable),
      db
        .update(mailOutbox)
        .set({ status: 'queued', attempts: 0, lastError: null, deadLetteredAt: null, claimedAt: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed'), isNull(mailOutbox.bodyRemovedAt))),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'mail.resend',
        entityType: 'mail_outbox',
        entityId: id,
        details: { template: row.template, recipient: row.recipient, previous_error: row.lastError },
        ip,
      }),
    ]),
    async () => notResendable(await findRow(db, id)),
  );
  // Queued by now: a queue that refuses it does not fail the resend, the sweep hands it over later.
  await env.MAIL_QUEUE.send({ outboxId: String(id) }).catch((error: unknown) => {
    log('error', 'mail.queue_refused', { outbox_ids: [id], ...errorFields(error) });
  });
  return getOutboxMail(db, id);
}
