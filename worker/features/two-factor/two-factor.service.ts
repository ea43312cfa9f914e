import { decodeBase32IgnorePadding, encodeBase32NoPadding } from '@oslojs/encoding';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { recoveryCodes, sessions, usedLoginChallenges, users } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { appLink } from '../../lib/app-links';
import { isUniqueViolation } from '../../lib/batch-guard';
import { rateLimitKey } from '../../lib/client-ip';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { decryptField, encryptField } from '../../lib/field-crypto';
import { rateLimited } from '../../lib/rate-limit';
import type { SessionClient, SessionUser } from '../../lib/session-user';
import { hashToken, nowSeconds } from '../../lib/tokens';
import type { LoginResult } from '../../contract/auth/auth.schemas';
import { mailRecipientColumns, userSalutation } from '../../mail/addressee';
import { formatDateTime, greeting } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { twoFactorReset } from '../../mail/templates/account-security';
import { assertCodeMayBeChecked, enforceCodeAttemptLimit } from '../auth/attempt-limits';
import { assertMaySignIn, passwordStamp, startSession, userColumns } from '../auth/auth.service';
import { checkOwnPassword, recordFailedCode, resetFailedCodes, sessionAccount } from '../auth/failed-logins';
import { assertRecentlyReauthenticated } from '../auth/reauthentication';
import { readChallenge } from './challenge';
import { twoFactorRequiredSql } from './requirement';
import { matchingStep, newTotpKey, totpUri } from './totp';
import type {
  RecoveryCodes,
  TwoFactorDisableBody,
  TwoFactorLoginBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../contract/two-factor/two-factor.schemas';

const SECRET_COLUMN = 'users.totp_secret';
const RECOVERY_CODE_COUNT = 10;

const codeInvalid = (status: 400 | 401) =>
  new AppError(status, 'two_factor_code_invalid', 'The code is wrong, expired or already used');
const challengeInvalid = () => new AppError(400, 'token_invalid', 'The sign-in has expired; please start again');
const notEnabled = () => new AppError(409, 'two_factor_not_enabled', 'Two-factor sign-in is not set up');

interface TwoFactorRow {
  id: number;
  passwordHash: string | null;
  totpSecret: string | null;
  totpEnabledAt: number | null;
  codeRetryAt: number | null;
  required: number;
}

async function loadRow(db: Database, userId: number): Promise<TwoFactorRow> {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
      codeRetryAt: users.codeRetryAt,
      required: twoFactorRequiredSql,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError(401, 'unauthenticated', 'Please sign in');
  return row;
}

const keyOf = async (env: Env, stored: string) => decodeBase32IgnorePadding(await decryptField(env, stored, SECRET_COLUMN));

/**
 * Accepts a TOTP code once: the step is stored with a conditional UPDATE, so the same code (or an older one) sent
 * again, even at the same moment, finds no row to update.
 */
async function consumeTotp(db: Database, env: Env, row: TwoFactorRow, code: string): Promise<boolean> {
  if (!row.totpSecret) return false;
  const step = matchingStep(await keyOf(env, row.totpSecret), code);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, row.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** Recovery codes: 10 letters/digits in two groups (`abcde-fghij`, 50 bits); compared without dash, spaces or case. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const recoveryCodeHash = (code: string) => hashToken(`recovery:${normaliseRecoveryCode(code)}`);

function newRecoveryCode(): string {
  const text = encodeBase32NoPadding(crypto.getRandomValues(new Uint8Array(7)))
    .toLowerCase()
    .slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** New codes replace every earlier one (used or not); returns the statements and the codes to show once. */
function replaceRecoveryCodes(db: Database, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const statements = [
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) }))),
  ] as const;
  return { codes, statements };
}

async function consumeRecoveryCode(db: Database, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: nowSeconds() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryCodeHash(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/**
 * A current code checked inside a session (new recovery codes, turning two-factor off): limited and counted as at
 * sign-in (auth/attempt-limits.ts), so a stolen session cannot guess codes faster than a sign-in can.
 */
async function checkOwnCode(db: Database, env: Env, user: SessionUser, row: TwoFactorRow, code: string, client: SessionClient) {
  await enforceCodeAttemptLimit(env, user.id);
  assertCodeMayBeChecked(row);
  if (await consumeTotp(db, env, row, code)) return;
  await recordFailedCode(db, env, sessionAccount(user), client);
  throw codeInvalid(400);
}

const passwordWrong = () =>
  new AppError(422, 'old_password_wrong', 'The password is wrong', [
    { path: 'password', code: 'old_password_wrong', message: 'The password is wrong' },
  ]);

export async function getStatus(db: Database, user: SessionUser): Promise<TwoFactorStatus> {
  const row = await loadRow(db, user.id);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  const enabled = row.totpEnabledAt !== null;
  return { enabled, required: Boolean(row.required), recovery_codes_left: enabled ? (left?.n ?? 0) : 0 };
}

/** A new secret, stored encrypted but not active until confirmed with a first code; a repeated set-up replaces it. */
export async function startSetup(db: Database, env: Env, user: SessionUser): Promise<TwoFactorSetup> {
  const row = await loadRow(db, user.id);
  if (row.totpEnabledAt !== null) {
    throw new AppError(409, 'two_factor_already_enabled', 'Two-factor sign-in is already on; turn it off first');
  }
  const key = newTotpKey();
  const secret = encodeBase32NoPadding(key);
  await db
    .update(users)
    .set({ totpSecret: await encryptField(env, secret, SECRET_COLUMN), totpLastStep: null, updatedAt: nowSeconds() })
    .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)));
  return { secret, uri: totpUri(key, user.email) };
}

/** The first code proves the app holds the secret: two-factor sign-in is on; 10 recovery codes are shown once. */
export async function confirmSetup(db: Database, env: Env, user: SessionUser, code: string, ip: string): Promise<RecoveryCodes> {
  const row = await loadRow(db, user.id);
  if (row.totpEnabledAt !== null) {
    throw new AppError(409, 'two_factor_already_enabled', 'Two-factor sign-in is already on; turn it off first');
  }
  if (!row.totpSecret) throw notEnabled();
  await enforceCodeAttemptLimit(env, user.id, 'setup');
  if (!(await consumeTotp(db, env, row, code))) throw codeInvalid(400);
  const { codes, statements } = replaceRecoveryCodes(db, user.id);
  await db.batch([
    db.update(users).set({ totpEnabledAt: nowSeconds(), updatedAt: nowSeconds() }).where(eq(users.id, user.id)),
    ...statements,
    auditInsert(db, { actorUserId: user.id, action: 'auth.two_factor_enabled', entityType: 'user', entityId: user.id, ip }),
  ]);
  return { recovery_codes: codes };
}

/** New recovery codes (the old ones stop working), confirmed with a current TOTP code. */
export async function regenerateRecoveryCodes(
  db: Database,
  env: Env,
  user: SessionUser,
  code: string,
  client: SessionClient,
): Promise<RecoveryCodes> {
  const row = await loadRow(db, user.id);
  if (row.totpEnabledAt === null) throw notEnabled();
  await checkOwnCode(db, env, user, row, code, client);
  const { codes, statements } = replaceRecoveryCodes(db, user.id);
  await db.batch([
    ...statements,
    resetFailedCodes(db, user.id),
    auditInsert(db, {
      actorUserId: user.id,
      action: 'auth.two_factor_recovery_codes_regenerated',
      entityType: 'user',
      entityId: user.id,
      ip: client.ip,
    }),
  ]);
  return { recovery_codes: codes };
}

/** Off with the password and a current code; refused while the organisation requires it for the role. */
export async function disable(db: Database, env: Env, user: SessionUser, body: TwoFactorDisableBody, client: SessionClient) {
  const row = await loadRow(db, user.id);
  if (row.totpEnabledAt === null) throw notEnabled();
  if (row.required) {
    throw new AppError(409, 'two_factor_required', 'The organisation requires two-factor sign-in for this role');
  }
  await checkOwnPassword(db, env, user, body.password, client, passwordWrong);
  await checkOwnCode(db, env, user, row, body.code, client);
  await db.batch([
    db
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: nowSeconds() })
      .where(eq(users.id, user.id)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    resetFailedCodes(db, user.id),
    auditInsert(db, {
      actorUserId: user.id,
      action: 'auth.two_factor_disabled',
      entityType: 'user',
      entityId: user.id,
      ip: client.ip,
    }),
  ]);
}

/**
 * Admin: a staff member lost the phone and the recovery codes. Turns two-factor sign-in off for them, ends their
 * sessions and mails them (O04): the next sign-in is with the password (and, when required for the role, the set-up
 * again). Needs the admin's password confirmed in this session, as other changes that open an account do. Not for the
 * own account (that is `disable`, with password and code), so a stolen admin session cannot strip its own second
 * factor.
 */
export async function resetForUser(
  db: Database,
  env: Env,
  actor: SessionUser,
  userId: number,
  sessionId: string | null,
  ip: string,
): Promise<void> {
  if (userId === actor.id) {
    throw new AppError(409, 'conflict', 'Turn off your own two-factor sign-in in My profile (password and code)');
  }
  const [target] = await db
    .select({ ...mailRecipientColumns, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!target || target.role === 'coach') throw notFound('User');
  await assertRecentlyReauthenticated(db, sessionId);
  const mail = {
    ...renderMail(twoFactorReset, target.language, {
      greeting: greeting(target.language, target),
      admin: `${actor.firstname} ${actor.lastname}`,
      when: formatDateTime(nowSeconds(), target.language),
      loginUrl: appLink(env, target.language, '/login'),
    }),
    recipient: target.email,
    recipientUserId: target.id,
  };
  await commitWithMail(
    db,
    env,
    [
      db
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: nowSeconds() })
        .where(eq(users.id, userId)),
      db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
      db.delete(sessions).where(eq(sessions.userId, userId)),
      resetFailedCodes(db, userId),
      auditInsert(db, { actorUserId: actor.id, action: 'auth.two_factor_reset', entityType: 'user', entityId: userId, ip }),
    ],
    [mail],
  );
}

/**
 * The second step: a challenge from POST /api/login plus a TOTP or recovery code -> the session. Limited per account
 * (whoever has the challenge already knows the password) and per client, on the login's limiters.
 */
export async function completeLogin(
  db: Database,
  env: Env,
  body: TwoFactorLoginBody,
  client: SessionClient,
): Promise<LoginResult> {
  const { userId, passwordStamp: stamp, expiresAt } = await readChallenge(env, body.challenge);
  const byClient = await env.LOGIN_CLIENT_LIMITER.limit({ key: `client:${rateLimitKey(client.ip)}` });
  if (!byClient.success) throw rateLimited(60, 'Too many attempts. Please wait a minute and try again.');
  await enforceCodeAttemptLimit(env, userId);
  const challengeId = hashToken(body.challenge);
  const [answered] = await db
    .select({ id: usedLoginChallenges.id })
    .from(usedLoginChallenges)
    .where(eq(usedLoginChallenges.id, challengeId));
  if (answered) throw challengeInvalid();

  const [account] = await db
    .select({
      ...userColumns,
      passwordHash: users.passwordHash,
      passwordExpiresAt: users.passwordExpiresAt,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
      codeRetryAt: users.codeRetryAt,
      required: twoFactorRequiredSql,
      salutation: userSalutation,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account || account.totpEnabledAt === null || passwordStamp(account.passwordHash) !== stamp) throw challengeInvalid();
  assertMaySignIn(account);
  assertCodeMayBeChecked(account);

  const code = body.code.replace(/\s+/g, '');
  const row: TwoFactorRow = { ...account, id: account.id };
  const method = /^\d{6}$/.test(code)
    ? (await consumeTotp(db, env, row, code)) && 'totp'
    : (await consumeRecoveryCode(db, userId, code)) && 'recovery_code';
  if (!method) {
    await recordFailedCode(db, env, { ...account, mayWarn: true }, client);
    throw codeInvalid(401);
  }
  if (method === 'recovery_code') {
    await auditInsert(db, {
      actorUserId: userId,
      action: 'auth.two_factor_recovery_code_used',
      entityType: 'user',
      entityId: userId,
      ip: client.ip,
    });
  }
  const {
    passwordHash: _h,
    passwordExpiresAt: _e,
    totpSecret: _s,
    totpEnabledAt: _t,
    codeRetryAt: _c,
    required: _r,
    salutation: _salutation,
    ...user
  } = account;
  // One challenge, one session: the batch that starts the session also records the challenge as answered, and a
  // second answer to it (another code, at once or later) meets the unique key and starts nothing.
  const markAnswered = db.insert(usedLoginChallenges).values({ id: challengeId, expiresAt });
  try {
    return await startSession(db, { ...user, twoFactorSetupRequired: false }, client, { two_factor: method }, [markAnswered]);
  } catch (error) {
    if (isUniqueViolation(error, 'used_login_challenges.id')) throw challengeInvalid();
    throw error;
  }
}
