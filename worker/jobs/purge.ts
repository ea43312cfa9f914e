import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../lib/env';
import { nowSeconds } from '../lib/tokens';
import { IDLE_TIMEOUT_SECONDS } from '../features/auth/auth.service';

const DAY = 86_400;
/** Sent (or given up) mail keeps its text this long for the outbox viewer; then only the row stays (docs/emails.md). */
export const OUTBOX_BODY_RETENTION_DAYS = 90;
/** Outbox rows older than this go, except a newsletter's copies: its send log counts them. */
export const OUTBOX_ROW_RETENTION_DAYS = 730;
/** Job runs and job idempotency keys (a key older than a year guards nothing that could still be sent). */
export const JOB_RECORD_RETENTION_DAYS = 365;
/** Rows per statement, and statements per kind and run: the rest follows the next night. */
export const PURGE_PAGE_SIZE = 100;
export const PURGE_MAX_PAGES = 50;

/** Runs `statement` (which must touch at most one page) until a page touches fewer rows, or the page limit. */
async function inPages(db: Database, statement: SQL): Promise<number> {
  let total = 0;
  for (let page = 0; page < PURGE_MAX_PAGES; page++) {
    const changed = (await db.run(statement)).meta.changes ?? 0;
    total += changed;
    if (changed < PURGE_PAGE_SIZE) break;
  }
  return total;
}

const deleteWhere = (table: string, condition: SQL) =>
  sql`DELETE FROM ${sql.identifier(table)} WHERE rowid IN
    (SELECT rowid FROM ${sql.identifier(table)} WHERE ${condition} LIMIT ${PURGE_PAGE_SIZE})`;

/**
 * The nightly clean-up: expired and idle sessions, used or expired password-reset links, answered two-factor sign-in
 * challenges once expired, the bodies of outbox mail older than
 * 90 days once it is no longer waiting to be sent, outbox rows older than two years that are no newsletter copy, and
 * job runs and job keys older than a year. Idempotent by nature; bounded by pages. Returns the rows per kind.
 */
export async function purgeExpired(db: Database, now = nowSeconds()) {
  const idleSince = now - IDLE_TIMEOUT_SECONDS;
  const sessions = await inPages(
    db,
    deleteWhere('sessions', sql`expires_at < ${now} OR coalesce(last_used_at, created_at) < ${idleSince}`),
  );
  const resetTokens = await inPages(db, deleteWhere('password_reset_tokens', sql`used_at IS NOT NULL OR expires_at < ${now}`));
  const loginChallenges = await inPages(db, deleteWhere('used_login_challenges', sql`expires_at < ${now}`));
  const outboxBodies = await inPages(
    db,
    sql`UPDATE mail_outbox SET text_body = '', html_body = '', list_unsubscribe_url = NULL, body_removed_at = ${now} WHERE id IN
      (SELECT id FROM mail_outbox WHERE body_removed_at IS NULL AND status IN ('sent', 'failed', 'bounced')
        AND created_at < ${now - OUTBOX_BODY_RETENTION_DAYS * DAY} LIMIT ${PURGE_PAGE_SIZE})`,
  );
  const outboxRows = await inPages(
    db,
    deleteWhere('mail_outbox', sql`newsletter_id IS NULL AND created_at < ${now - OUTBOX_ROW_RETENTION_DAYS * DAY}`),
  );
  const jobRuns = await inPages(db, deleteWhere('job_runs', sql`started_at < ${now - JOB_RECORD_RETENTION_DAYS * DAY}`));
  const jobMarks = await inPages(db, deleteWhere('job_marks', sql`created_at < ${now - JOB_RECORD_RETENTION_DAYS * DAY}`));
  return { sessions, resetTokens, loginChallenges, outboxBodies, outboxRows, jobRuns, jobMarks };
}
