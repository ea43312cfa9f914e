import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { mailOutbox, mailSuppressions } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import type { Database } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { PostmarkBounceSchema, type MailSuppression, type PostmarkBounce } from '../../contract/bounces/bounces.schemas';

/** Bounce types after which the address is given up: mail to it cannot arrive (or must not be sent). */
const SUPPRESSING_TYPES = new Set(['HardBounce', 'BadEmailAddress', 'SpamComplaint', 'ManuallyDeactivated']);

const suppresses = (bounce: PostmarkBounce) => bounce.Inactive === true || SUPPRESSING_TYPES.has(bounce.Type);

/**
 * Records a Postmark webhook event. A bounce or spam complaint marks the outbox row Postmark sent as `bounced` and,
 * when the address is given up (hard bounce, spam complaint, or Postmark deactivated it), puts the address on the
 * suppression list: no further mail is sent to it. A soft bounce only marks the row. Repeating an event changes
 * nothing; every other event kind is ignored.
 */
export async function recordPostmarkEvent(db: Database, event: { RecordType: string }) {
  if (event.RecordType !== 'Bounce' && event.RecordType !== 'SpamComplaint') return { recorded: false, suppressed: false };
  const parsed = PostmarkBounceSchema.safeParse(event);
  if (!parsed.success) {
    throw new AppError(
      422,
      'validation_failed',
      'The bounce did not validate',
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message })),
    );
  }
  const bounce = parsed.data;
  const bouncedAt = Math.floor(Date.parse(bounce.BouncedAt) / 1000);
  const statements: BatchItem<'sqlite'>[] = [
    db
      .update(mailOutbox)
      .set({ status: 'bounced', bouncedAt: sql`coalesce(${mailOutbox.bouncedAt}, ${bouncedAt})` })
      .where(eq(mailOutbox.providerMessageId, bounce.MessageID)),
  ];
  const suppressed = suppresses(bounce);
  if (suppressed) {
    statements.push(
      db
        .insert(mailSuppressions)
        .values({
          email: bounce.Email.toLowerCase(),
          reason: bounce.Type,
          description: bounce.Description ?? null,
          providerMessageId: bounce.MessageID,
          bouncedAt,
        })
        .onConflictDoNothing({ target: mailSuppressions.email }),
    );
  }
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  return { recorded: true, suppressed };
}

const toSuppression = (row: typeof mailSuppressions.$inferSelect): MailSuppression => ({
  id: row.id,
  email: row.email,
  reason: row.reason,
  description: row.description,
  bounced_at: row.bouncedAt,
});

/** The suppression of one address, if any (a list of zero or one). */
export async function suppressionsOf(db: Database, email: string): Promise<MailSuppression[]> {
  const rows = await db.select().from(mailSuppressions).where(eq(mailSuppressions.email, email.toLowerCase()));
  return rows.map(toSuppression);
}

/** Lifts a suppression once the address was fixed or confirmed: mail goes to it again. Audited. */
export async function liftSuppression(db: Database, actor: SessionUser, id: number): Promise<void> {
  const [row] = await db.select().from(mailSuppressions).where(eq(mailSuppressions.id, id));
  if (!row) throw notFound('Mail suppression');
  await db.batch([
    db.delete(mailSuppressions).where(eq(mailSuppressions.id, id)),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'mail_suppression.lifted',
      entityType: 'mail_suppression',
      entityId: id,
      details: { email: row.email, reason: row.reason, bounced_at: row.bouncedAt },
    }),
  ]);
}
