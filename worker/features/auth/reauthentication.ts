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

const compactIban = (iban: string | null | undefined) => iban?.replace(/\s+/g, '').toUpperCase() || null;
const comparableEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

/** A stored value replaced by a different one. A first entry (nothing stored) or a removal redirects nothing. */
const replaced = (stored: string | null, submitted: string | null) =>
  stored !== null && submitted !== null && stored !== submitted;

/** Whether a save replaces the stored IBAN (both in clear text; spaces and case do not count). */
export const ibanReplaced = (stored: string | null | undefined, submitted: string | null | undefined) =>
  replaced(compactIban(stored), compactIban(submitted));

/** Whether a save replaces the stored email address (case does not count). */
export const emailReplaced = (stored: string | null | undefined, submitted: string | null | undefined) =>
  replaced(comparableEmail(stored), comparableEmail(submitted));
