import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { mailOutbox } from '../db/schema';
import type { Database, Env } from '../lib/env';
import type { RenderedMail } from './render';
import { organisationNameSlot } from './wording';

export interface OutgoingMail extends RenderedMail {
  recipient: string;
  /** SQL when the user is created in the same batch. */
  recipientUserId?: number | SQL | null;
  /**
   * Placeholders in subject and bodies that SQL fills in within the same batch: values that exist only once the
   * batch runs, such as the id of the inquiry it creates.
   */
  fill?: Record<string, SQL>;
}

const filled = (text: string, fill: OutgoingMail['fill']): string | SQL =>
  Object.entries(fill ?? {}).reduce<string | SQL>(
    (value, [placeholder, replacement]) => sql`replace(${value}, ${placeholder}, ${replacement})`,
    text,
  );

const organisationName = sql`coalesce((SELECT name FROM organisation WHERE id = 1), '')`;
/** The name as HTML text: the HTML part is built from escaped text, and so is what fills its slot. */
const organisationNameHtml = sql`replace(replace(replace(replace(replace(${organisationName}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

export function outboxInsert(db: Database, mail: OutgoingMail) {
  return db
    .insert(mailOutbox)
    .values({
      template: mail.template,
      recipient: mail.recipient,
      recipientUserId: mail.recipientUserId ?? null,
      language: mail.language,
      subject: filled(mail.subject, mail.fill),
      textBody: filled(mail.textBody, { ...mail.fill, [organisationNameSlot]: organisationName }),
      htmlBody: filled(mail.htmlBody, { ...mail.fill, [organisationNameSlot]: organisationNameHtml }),
      carriesSecret: mail.carriesSecret,
    })
    .returning({ id: mailOutbox.id });
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
  const ids = (results.slice(statements.length) as { id: number }[][]).map((rows) => rows[0]!.id);
  if (ids.length > 0) await env.MAIL_QUEUE.sendBatch(ids.map((outboxId) => ({ body: { outboxId: String(outboxId) } })));
}
