import { SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { mailOutbox } from '../db/schema';
import type { Database, Env } from '../lib/env';
import { insertSelect } from '../lib/insert-select';
import { writeBatch } from '../lib/read-batch';
import type { RenderedMail } from './render';
import { organisationNameSlot } from './wording';
import { errorFields, log } from '../lib/log';

export interface OutgoingMail extends RenderedMail {
  recipient: string;
  /** SQL when the user is created in the same batch. */
  recipientUserId?: number | SQL | null;
  /**
   * Placeholders in subject and bodies that SQL fills in within the same batch: values that exist only once the
   * batch runs, such as the id of the inquiry it creates.
   */
  fill?: Record<string, SQL>;
  /**
   * Written only if this holds when the batch runs, e.g. that the row the mail announces was inserted by the batch
   * (an insert that met its unique index and did nothing must not send a mail).
   */
  onlyIf?: SQL;
  /** The newsletter this mail is a copy of (its send log). */
  newsletterId?: number;
  /** One-click unsubscribe (RFC 8058): sent as the `List-Unsubscribe` header with `List-Unsubscribe-Post`. */
  listUnsubscribeUrl?: string;
}

const filled = (text: string, fill: OutgoingMail['fill']): string | SQL =>
  Object.entries(fill ?? {}).reduce<string | SQL>(
    (value, [placeholder, replacement]) => sql`replace(${value}, ${placeholder}, ${replacement})`,
    text,
  );

const organisationName = sql`coalesce((SELECT name FROM organisation WHERE id = 1), '')`;
/** The name as HTML text: the HTML part is built from escaped text, and so is what fills its slot. */
const organisationNameHtml = sql`replace(replace(replace(replace(replace(${organisationName}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

const outboxValues = (mail: OutgoingMail) => ({
  template: mail.template,
  recipient: mail.recipient,
  recipientUserId: mail.recipientUserId ?? null,
  language: mail.language,
  subject: filled(mail.subject, mail.fill),
  textBody: filled(mail.textBody, { ...mail.fill, [organisationNameSlot]: organisationName }),
  htmlBody: filled(mail.htmlBody, { ...mail.fill, [organisationNameSlot]: organisationNameHtml }),
  carriesSecret: mail.carriesSecret,
  stream: mail.stream,
  newsletterId: mail.newsletterId ?? null,
  listUnsubscribeUrl: mail.listUnsubscribeUrl ?? null,
});

const asSql = (value: string | number | boolean | SQL | null): SQL =>
  value instanceof SQL ? value : typeof value === 'boolean' ? sql`${value ? 1 : 0}` : sql`${value}`;

export function outboxInsert(db: Database, mail: OutgoingMail) {
  if (!mail.onlyIf) return db.insert(mailOutbox).values(outboxValues(mail)).returning({ id: mailOutbox.id });
  const values = Object.fromEntries(Object.entries(outboxValues(mail)).map(([key, value]) => [key, asSql(value)]));
  return insertSelect(db, mailOutbox, values, sql`WHERE ${mail.onlyIf}`).returning({ id: mailOutbox.id });
}

/**
 * Writes the mails to the outbox in the same atomic batch as the change that causes them,
 * then hands their ids to the queue. Rows the queue never received are picked up by the cron sweep.
 */
export async function commitWithMail(
  db: Database,
  env: Pick<Env, 'MAIL_QUEUE'>,
  statements: BatchItem<'sqlite'>[],
  mails: OutgoingMail[],
): Promise<void> {
  const inserts = mails.map((mail) => outboxInsert(db, mail));
  const all = [...statements, ...inserts];
  if (all.length === 0) return;
  const results = await db.batch(all as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  // A mail whose `onlyIf` did not hold returned no row.
  const ids = (results.slice(statements.length) as { id: number }[][]).flatMap((rows) => rows.map((row) => row.id));
  await enqueueMails(env, ids);
}

/**
 * `commitWithMail` for a batch that carries raw `sql` statements (an UPDATE … FROM, a recomputation): written through
 * `writeBatch`, the mails' outbox rows in the same transaction, then handed to the queue.
 */
export async function commitSqlWithMail(
  db: Database,
  env: Pick<Env, 'MAIL_QUEUE'>,
  statements: Parameters<typeof writeBatch>[1],
  mails: OutgoingMail[],
): Promise<void> {
  const results = await writeBatch(db, [...statements, ...mails.map((mail) => outboxInsert(db, mail))]);
  const ids = (results.slice(statements.length) as { id: number }[][]).flatMap((rows) => rows.map((row) => row.id));
  await enqueueMails(env, ids);
}

/**
 * Hands written outbox rows to the queue. The change and its mails are already committed, so a queue that refuses
 * them must not fail the request (a public inquiry would be answered 500 although stored): the rows stay queued and
 * the cron sweep hands them over later.
 */
export async function enqueueMails(env: Pick<Env, 'MAIL_QUEUE'>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await env.MAIL_QUEUE.sendBatch(ids.map((outboxId) => ({ body: { outboxId: String(outboxId) } })));
  } catch (error) {
    // The sweep hands them over later.
    log('error', 'mail.queue_refused', { outbox_ids: ids, ...errorFields(error) });
  }
}
