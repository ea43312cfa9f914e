import type { BatchItem } from 'drizzle-orm/batch';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import type { UserState } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import type { Database, Env } from '../../lib/env';
import { rateLimitKey } from '../../lib/client-ip';
import { AppError } from '../../lib/errors';
import type { SessionClient, SessionUser } from '../../lib/session-user';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { generateToken, hashToken, nowSeconds } from '../../lib/tokens';
import { verifyTurnstile } from '../../lib/turnstile';
import { userSalutation } from '../../mail/addressee';
import { greeting } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { passwordReset } from '../../mail/templates/password-reset';
import { stateAfterOwnPasswordSql } from '../users/user-states';
import { issueChallenge } from '../two-factor/challenge';
import { twoFactorSetupRequiredSql } from '../two-factor/requirement';
import type { TwoFactorChallenge } from '../../contract/two-factor/two-factor.schemas';
import { assertPasswordMayBeChecked, enforceLoginRateLimit } from './attempt-limits';
import { rateLimited as limited } from '../../lib/rate-limit';
import { checkOwnPassword, recordFailedLogin, resetFailedCodes, resetFailedLogins } from './failed-logins';
import type { ChangePasswordBody, LoginResult, PasswordResetBody, User } from '../../contract/auth/auth.schemas';

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** A session unused this long ends, whatever its absolute expiry (decision 037). */
export const IDLE_TIMEOUT_SECONDS = 2 * 60 * 60;
/** `last_used_at` is written at most this often per session: one cheap UPDATE a minute, not one per request. */
export const LAST_USED_RESOLUTION_SECONDS = 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export const userColumns = {
  id: users.id,
  role: users.role,
  language: users.language,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  state: users.state,
} as const;

/** Exactly the `User` fields: rows selected with more (the salutation for a mail) do not leak into answers. */
export const toUser = ({ id, role, language, firstname, lastname, email, state }: SessionUser): User => ({
  id,
  role,
  language,
  firstname,
  lastname,
  email,
  state,
});

/** States in which a user may not sign in at all. */
const blockedStates: Partial<Record<UserState, AppError>> = {
  created: new AppError(403, 'not_approved', 'This account has not been approved yet'),
  inactive: new AppError(403, 'account_inactive', 'This account is inactive'),
};

/** A bearer token's session: active (with its user), idle (ended for inactivity, now deleted) or none. */
export type SessionLookup = { status: 'active'; user: SessionUser; sessionId: string } | { status: 'idle' } | null;

/** Sessions from before the last-use column count from their creation. */
const lastActivityOf = (row: { lastUsedAt: number | null; createdAt: number }) => row.lastUsedAt ?? row.createdAt;

export async function findSessionUser(db: Database, token: string): Promise<SessionLookup> {
  const sessionId = hashToken(token);
  const now = nowSeconds();
  const [row] = await db
    .select({
      ...userColumns,
      twoFactorSetupRequired: twoFactorSetupRequiredSql,
      lastUsedAt: sessions.lastUsedAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || blockedStates[row.state]) return null;
  const { lastUsedAt: _lastUsedAt, createdAt: _createdAt, twoFactorSetupRequired, ...columns } = row;
  const user = { ...columns, twoFactorSetupRequired: Boolean(twoFactorSetupRequired) };
  const lastActivity = lastActivityOf(row);
  if (now - lastActivity > IDLE_TIMEOUT_SECONDS) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return { status: 'idle' };
  }
  if (now - lastActivity >= LAST_USED_RESOLUTION_SECONDS) await touchSession(db, sessionId, now);
  return { status: 'active', user, sessionId };
}

/** Conditional, so parallel requests of one session write at most once per resolution step. */
async function touchSession(db: Database, sessionId: string, now: number) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        or(isNull(sessions.lastUsedAt), lt(sessions.lastUsedAt, now - LAST_USED_RESOLUTION_SECONDS + 1)),
      ),
    );
}

export async function getUserById(db: Database, id: number): Promise<SessionUser | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

interface LoginInput {
  email: string;
  password: string;
  turnstile_token?: string;
}

const rateLimited = () => limited(60, 'Too many attempts. Please wait a minute and try again.');

/** Per client, and per account so nobody can flood one mailbox with reset mails from many addresses. */
async function enforcePasswordResetRateLimit(env: Env, email: string, ip: string) {
  const [byClient, byAccount] = await Promise.all([
    env.LOGIN_CLIENT_LIMITER.limit({ key: `reset:${rateLimitKey(ip)}` }),
    env.PASSWORD_RESET_ACCOUNT_LIMITER.limit({ key: `reset-account:${email.toLowerCase()}` }),
  ]);
  if (!byClient.success || !byAccount.success) throw rateLimited();
}

async function assertBotCheckPassed(env: Env, token: string | undefined, ip: string) {
  if (!(await verifyTurnstile(env, token, ip))) throw new AppError(400, 'bot_check_failed', 'The bot check failed');
}

const USER_AGENT_MAX = 300;

/** A new session's token (given to the client once) and its row (only the token's hash is stored). */
export function newSession(userId: number, client: SessionClient) {
  const token = generateToken();
  const now = nowSeconds();
  return {
    token,
    row: {
      id: hashToken(token),
      userId,
      expiresAt: now + SESSION_TTL_SECONDS,
      lastUsedAt: now,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      ip: client.ip,
    },
  };
}

/** A session, or (two-factor sign-in on) a challenge to answer with a code at POST /api/login/two-factor. */
export async function login(
  db: Database,
  env: Env,
  input: LoginInput,
  client: SessionClient,
): Promise<LoginResult | TwoFactorChallenge> {
  const { ip } = client;
  await assertBotCheckPassed(env, input.turnstile_token, ip);
  await enforceLoginRateLimit(env, input.email, ip);

  const [account] = await db
    .select({
      ...userColumns,
      salutation: userSalutation,
      passwordHash: users.passwordHash,
      passwordExpiresAt: users.passwordExpiresAt,
      passwordRetryAt: users.passwordRetryAt,
      totpEnabledAt: users.totpEnabledAt,
      twoFactorSetupRequired: twoFactorSetupRequiredSql,
    })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (account) assertPasswordMayBeChecked(account);
  const passwordOk = await verifyPassword(input.password, account?.passwordHash ?? null);
  if (!account || !passwordOk) {
    if (account) await recordFailedLogin(db, env, { ...account, mayWarn: !blockedStates[account.state] }, client);
    else await auditInsert(db, { actorUserId: null, action: 'auth.login_failed', ip });
    throw new AppError(401, 'wrong_credentials', 'Wrong credentials');
  }
  assertMaySignIn(account);

  const {
    passwordHash,
    passwordExpiresAt: _expiry,
    passwordRetryAt: _retryAt,
    salutation: _salutation,
    totpEnabledAt,
    twoFactorSetupRequired,
    ...user
  } = account;
  let storedHash = passwordHash;
  if (passwordHash && needsRehash(passwordHash)) {
    storedHash = await hashPassword(input.password);
    await db.update(users).set({ passwordHash: storedHash }).where(eq(users.id, user.id));
  }
  if (totpEnabledAt !== null) return issueChallenge(env, user.id, passwordStamp(storedHash));
  return startSession(db, { ...user, twoFactorSetupRequired: Boolean(twoFactorSetupRequired) }, client);
}

/** Throws when the account may not sign in (not approved, inactive, temporary password expired). */
export function assertMaySignIn(account: Pick<SessionUser, 'state'> & { passwordExpiresAt: number | null }): void {
  const blocked = blockedStates[account.state];
  if (blocked) throw blocked;
  if (account.state === 'change-password' && account.passwordExpiresAt !== null && account.passwordExpiresAt < nowSeconds()) {
    throw new AppError(403, 'temporary_password_expired', 'The temporary password has expired');
  }
}

/** A short digest of the stored password hash: a two-factor challenge dies with the password it proved. */
export const passwordStamp = (passwordHash: string | null) => hashToken(passwordHash ?? '').slice(0, 16);

/** Creates the session (audited `auth.login`, with how the second factor was given if any) and the sign-in answer. */
export async function startSession(
  db: Database,
  user: SessionUser,
  client: SessionClient,
  details?: Record<string, unknown>,
  alsoInBatch: BatchItem<'sqlite'>[] = [],
): Promise<LoginResult> {
  const session = newSession(user.id, client);
  await db.batch([
    db.insert(sessions).values(session.row),
    ...alsoInBatch,
    resetFailedLogins(db, user.id),
    resetFailedCodes(db, user.id),
    auditInsert(db, {
      actorUserId: user.id,
      action: 'auth.login',
      entityType: 'user',
      entityId: user.id,
      ip: client.ip,
      ...(details ? { details } : {}),
    }),
  ]);
  return { token: session.token, expires_at: session.row.expiresAt, user: userWithTwoFactorFlag(user) };
}

/** The `User` answer plus `two_factor_setup_required` when the user must set up two-factor sign-in first. */
export const userWithTwoFactorFlag = (user: SessionUser): User =>
  user.twoFactorSetupRequired ? { ...toUser(user), two_factor_setup_required: true } : toUser(user);

export async function logout(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Emails a reset link when the account exists and may sign in; answers the same either way. */
export async function requestPasswordReset(
  db: Database,
  env: Env,
  { email, turnstile_token }: { email: string; turnstile_token?: string },
  ip: string,
): Promise<void> {
  await assertBotCheckPassed(env, turnstile_token, ip);
  await enforcePasswordResetRateLimit(env, email, ip);

  const user = await db
    .select({ ...userColumns, salutation: userSalutation })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
    .then((rows) => rows[0]);
  if (!user || blockedStates[user.state]) return;

  const token = generateToken();
  const resetUrl = appLink(env, user.language, `/password-reset/${token}`);
  await commitWithMail(
    db,
    env,
    [
      db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt))),
      db.insert(passwordResetTokens).values({
        id: hashToken(token),
        userId: user.id,
        expiresAt: nowSeconds() + RESET_TOKEN_TTL_SECONDS,
      }),
      auditInsert(db, {
        actorUserId: user.id,
        action: 'auth.password_reset_requested',
        entityType: 'user',
        entityId: user.id,
        ip,
      }),
    ],
    [
      {
        ...renderMail(passwordReset, user.language, { greeting: greeting(user.language, user), resetUrl }),
        recipient: user.email,
        recipientUserId: user.id,
      },
    ],
  );
}

const invalidToken = () => new AppError(400, 'token_invalid', 'The link is invalid or has expired');

async function findUsableResetToken(db: Database, token: string) {
  const [row] = await db
    .select({ tokenId: passwordResetTokens.id, user: userColumns })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.id, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, nowSeconds()),
      ),
    )
    .limit(1);
  return row && !blockedStates[row.user.state] ? row : null;
}

export async function findPasswordResetToken(db: Database, token: string) {
  const row = await findUsableResetToken(db, token);
  if (!row) throw new AppError(404, 'token_invalid', 'The link is invalid or has expired');
  return { email: row.user.email, token };
}

export async function resetPassword(db: Database, body: PasswordResetBody & { email: string }, ip: string) {
  const row = await findUsableResetToken(db, body.token);
  if (!row || row.user.email !== body.email) throw invalidToken();
  const { user } = row;
  await db.batch([
    db
      .update(users)
      .set({
        passwordHash: await hashPassword(body.password),
        passwordExpiresAt: null,
        state: stateAfterOwnPasswordSql(user.role),
        // The owner took over: a new streak of failures warns again.
        failedLoginCount: 0,
        updatedAt: nowSeconds(),
      })
      .where(eq(users.id, user.id)),
    db.update(passwordResetTokens).set({ usedAt: nowSeconds() }).where(eq(passwordResetTokens.id, row.tokenId)),
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    auditInsert(db, { actorUserId: user.id, action: 'auth.password_reset', entityType: 'user', entityId: user.id, ip }),
  ]);
  return { id: user.id };
}

export async function changePassword(
  db: Database,
  env: Env,
  user: SessionUser,
  currentSessionId: string,
  body: ChangePasswordBody,
  client: SessionClient,
): Promise<User> {
  await checkOwnPassword(
    db,
    env,
    user,
    body.old_password,
    client,
    () =>
      new AppError(422, 'old_password_wrong', 'The current password is wrong', [
        { path: 'old_password', code: 'old_password_wrong', message: 'The current password is wrong' },
      ]),
  );
  const [[saved]] = await db.batch([
    db
      .update(users)
      .set({
        passwordHash: await hashPassword(body.password),
        passwordExpiresAt: null,
        state: stateAfterOwnPasswordSql(user.role),
        updatedAt: nowSeconds(),
      })
      .where(eq(users.id, user.id))
      .returning({ state: users.state }),
    db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId))),
    auditInsert(db, { actorUserId: user.id, action: 'auth.password_changed', entityType: 'user', entityId: user.id }),
  ]);
  return userWithTwoFactorFlag({ ...user, state: saved?.state ?? user.state });
}
