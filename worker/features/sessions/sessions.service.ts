import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionClient, SessionUser } from '../../lib/session-user';
import { hashToken, nowSeconds } from '../../lib/tokens';
import { IDLE_TIMEOUT_SECONDS } from '../auth/auth.service';
import { checkOwnPassword } from '../auth/failed-logins';
import { REAUTHENTICATION_WINDOW_SECONDS } from '../auth/reauthentication';
import { deviceOf } from './device';
import type { ActiveSession } from '../../contract/sessions/sessions.schemas';

/** What the client sees as a session's id: never the stored token hash itself. */
const publicIdOf = (sessionId: string) => hashToken(sessionId);

async function ownLiveSessions(db: Database, userId: number) {
  const now = nowSeconds();
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
  return rows
    .map((row) => ({ ...row, lastUsedAt: row.lastUsedAt ?? row.createdAt }))
    .filter((row) => now - row.lastUsedAt <= IDLE_TIMEOUT_SECONDS);
}

/** GET /users/sessions: the own sessions that can still be used, the current one first, then by last use. */
export async function listOwnSessions(db: Database, user: SessionUser, currentSessionId: string): Promise<ActiveSession[]> {
  const rows = await ownLiveSessions(db, user.id);
  return rows
    .map((row) => ({
      id: publicIdOf(row.id),
      ...deviceOf(row.userAgent),
      ip: row.ip,
      signed_in_at: row.createdAt,
      last_used_at: row.lastUsedAt,
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at - a.last_used_at);
}

/** DELETE /users/sessions/{id}: ends one own session (another user's id is simply not found). */
export async function endOwnSession(db: Database, user: SessionUser, publicId: string, ip: string): Promise<void> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
  const target = rows.find((row) => publicIdOf(row.id) === publicId);
  if (!target) throw notFound('Session');
  await db.batch([
    db.delete(sessions).where(and(eq(sessions.id, target.id), eq(sessions.userId, user.id))),
    auditInsert(db, { actorUserId: user.id, action: 'auth.session_ended', entityType: 'user', entityId: user.id, ip }),
  ]);
}

/** POST /users/sessions/sign-out-others: ends every own session except the current one. */
export async function endOtherSessions(db: Database, user: SessionUser, currentSessionId: string, ip: string) {
  const others = and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId));
  const [ended] = await db.batch([
    db.delete(sessions).where(others).returning({ id: sessions.id }),
    auditInsert(db, { actorUserId: user.id, action: 'auth.other_sessions_ended', entityType: 'user', entityId: user.id, ip }),
  ]);
  return { signed_out: ended.length };
}

const passwordWrong = () =>
  new AppError(422, 'password_wrong', 'The password is wrong', [
    { path: 'password', code: 'password_wrong', message: 'The password is wrong' },
  ]);

/**
 * POST /users/reauthenticate: the password confirmed again opens a short window for sensitive changes (IBAN, email
 * addresses) in this session only. Limited and counted as a sign-in is, so it is no way around the limits.
 */
export async function reauthenticate(
  db: Database,
  env: Env,
  user: SessionUser,
  sessionId: string,
  password: string,
  client: SessionClient,
): Promise<{ valid_until: number }> {
  const audit = { actorUserId: user.id, entityType: 'user', entityId: user.id, ip: client.ip } as const;
  await checkOwnPassword(db, env, user, password, client, async () => {
    await auditInsert(db, { ...audit, action: 'auth.reauthentication_failed' });
    return passwordWrong();
  });
  const now = nowSeconds();
  await db.batch([
    db.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, sessionId)),
    auditInsert(db, { ...audit, action: 'auth.reauthenticated' }),
  ]);
  return { valid_until: now + REAUTHENTICATION_WINDOW_SECONDS };
}
