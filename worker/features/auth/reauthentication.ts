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

/**
 * Whether saving `submitted` over `stored` needs a recent password confirmation: any change, a removal included, once
 * the field has ever held a value. Only the very first entry of a field never set is free, so a value entered without
 * confirmation can never follow a removal made without it (decision 037).
 */
const needsConfirmation = (stored: string | null, submitted: string | null, everSet: boolean) =>
  stored !== submitted && (stored !== null || everSet);

/** Whether a save of an IBAN needs the confirmation (spaces and case do not count). */
export const ibanChangeNeedsConfirmation = (
  stored: string | null | undefined,
  submitted: string | null | undefined,
  everSet: boolean,
) => needsConfirmation(compactIban(stored), compactIban(submitted), everSet);

/** Whether a save of an email address needs the confirmation (case does not count). */
export const emailChangeNeedsConfirmation = (
  stored: string | null | undefined,
  submitted: string | null | undefined,
  everSet: boolean,
) => needsConfirmation(comparableEmail(stored), comparableEmail(submitted), everSet);
