import { and, eq, gte } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';

/** How long a confirmed password counts as recent for changes that need it (IBAN, email address). */
export const REAUTHENTICATION_WINDOW_SECONDS = 10 * 60;

export const reauthenticationRequired = () =>
  new AppError(403, 'reauthentication_required', 'Please confirm your password to make this change');

/** Throws 403 `reauthentication_required` unless the session confirmed its password within the window. */
export async function assertRecentlyReauthenticated(db: Database, sessionId: string | null): Promise<void> {
  if (!sessionId) throw reauthenticationRequired();
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gte(sessions.reauthenticatedAt, nowSeconds() - REAUTHENTICATION_WINDOW_SECONDS)))
    .limit(1);
  if (!row) throw reauthenticationRequired();
}
