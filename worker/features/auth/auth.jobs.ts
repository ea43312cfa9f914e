import { sql } from 'drizzle-orm';
import { auditLog, sessions, users } from '../../db/schema';
import type { Database } from '../../lib/env';
import { insertSelect } from '../../lib/insert-select';
import { nowSeconds } from '../../lib/tokens';

const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/** The login's rule (auth.service `login`): an account in change-password whose temporary password's time is up. */
const expiredTemporaryPassword = (now: number) =>
  sql`state = 'change-password' AND password_expires_at IS NOT NULL AND password_expires_at < ${now}
    AND password_hash IS NOT NULL`;

/**
 * Temporary passwords past their expiry lose their hash, and the account its sessions: the login already refuses
 * them, and an expired secret is not kept. State and expiry stay, so staff see the account waits for its password and
 * may resend the invitation (which sets a new temporary password). Audited per account without an actor. Returns how
 * many accounts.
 */
export async function expireTemporaryPasswords(db: Database, now = nowSeconds()): Promise<number> {
  let expired = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const ids = (
      await db.all<{ id: number }>(
        sql`SELECT id FROM users WHERE ${expiredTemporaryPassword(now)} ORDER BY id LIMIT ${PAGE_SIZE}`,
      )
    ).map((row) => row.id);
    if (ids.length === 0) break;
    const listed = sql`id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
    const stillExpired = sql`${listed} AND ${expiredTemporaryPassword(now)}`;
    // Each statement re-checks inside the batch: an invitation resent meanwhile keeps its new password, and a run
    // at the same time finds nothing left to clear or audit.
    const [, cleared] = await db.batch([
      insertSelect(
        db,
        auditLog,
        { action: sql`'auth.temporary_password_expired'`, entityType: sql`'user'`, entityId: sql`CAST(id AS TEXT)` },
        sql`FROM users WHERE ${stillExpired}`,
      ),
      db.update(users).set({ passwordHash: null, updatedAt: now }).where(stillExpired).returning({ id: users.id }),
      db.delete(sessions).where(sql`user_id IN (SELECT id FROM users WHERE ${listed} AND password_hash IS NULL)`),
    ]);
    expired += cleared.length;
    if (ids.length < PAGE_SIZE) break;
  }
  return expired;
}
