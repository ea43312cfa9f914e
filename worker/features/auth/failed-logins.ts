import { and, eq, ne, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import { users } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import type { Database, Env } from '../../lib/env';
import { nowSeconds } from '../../lib/tokens';
import { formatDateTime, greeting, oneLine, type Addressee } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { failedLogins } from '../../mail/templates/failed-logins';
import { failedCodes } from '../../mail/templates/account-security';
import type { SessionClient, SessionUser } from '../../lib/session-user';
import {
  FAILED_CODES_WARNING_AT,
  assertPasswordMayBeChecked,
  codeRetryAtAfterFailure,
  enforceLoginRateLimit,
  passwordRetryAtAfterFailure,
} from './attempt-limits';
import { verifyPassword } from '../../lib/password';
import type { AppError } from '../../lib/errors';

/** The consecutive failed sign-in that warns the owner (docs/emails.md O02). */
export const FAILED_LOGINS_WARNING_AT = 5;
const USER_AGENT_IN_MAIL_MAX = 120;

export interface FailedLoginAccount extends Addressee {
  id: number;
  email: string;
  language: UiLanguage;
  /** False for accounts that may not sign in anyway (not approved, inactive): no mail to them. */
  mayWarn: boolean;
}

export const describeClient = ({ ip, userAgent }: SessionClient) =>
  userAgent ? `${ip}, ${oneLine(userAgent).slice(0, USER_AGENT_IN_MAIL_MAX)}` : ip;

/** A signed-in user as the account whose password or code a check in the session found wrong. */
export const sessionAccount = (user: SessionUser): FailedLoginAccount => ({ ...user, mayWarn: true });

/** One kind of failed attempt: its counter, the wait it sets, its audit action and the owner's warning. */
interface FailureKind {
  count: typeof users.failedLoginCount | typeof users.failedCodeCount;
  /** The columns one more failure sets (the counter + 1 and the next wait), from `now`. */
  counted: (now: number) => SQLiteUpdateSetSource<typeof users>;
  action: 'auth.login_failed' | 'auth.two_factor_failed';
  template: typeof failedLogins | typeof failedCodes;
  warningAt: number;
}

const wrongPassword: FailureKind = {
  count: users.failedLoginCount,
  counted: (now) => ({ failedLoginCount: sql`${users.failedLoginCount} + 1`, passwordRetryAt: passwordRetryAtAfterFailure(now) }),
  action: 'auth.login_failed',
  template: failedLogins,
  warningAt: FAILED_LOGINS_WARNING_AT,
};

const wrongCode: FailureKind = {
  count: users.failedCodeCount,
  counted: (now) => ({ failedCodeCount: sql`${users.failedCodeCount} + 1`, codeRetryAt: codeRetryAtAfterFailure(now) }),
  action: 'auth.two_factor_failed',
  template: failedCodes,
  warningAt: FAILED_CODES_WARNING_AT,
};

/**
 * Counts one failure of a known account and audits it, with the next wait (attempt-limits.ts); the failure that makes
 * the streak reach the kind's threshold also writes the owner's warning. All in one batch, and the mail is written only
 * if the count the batch's own increment produced is exactly the threshold, so concurrent failures send it once.
 */
async function recordFailure(db: Database, env: Env, kind: FailureKind, account: FailedLoginAccount, client: SessionClient) {
  const now = nowSeconds();
  const countReached = sql`(SELECT ${kind.count} FROM ${users} WHERE ${users.id} = ${account.id}) = ${kind.warningAt}`;
  const warning = {
    ...renderMail(kind.template, account.language, {
      greeting: greeting(account.language, account),
      attempts: kind.warningAt,
      when: formatDateTime(now, account.language),
      client: describeClient(client),
      loginUrl: appLink(env, account.language, '/login'),
    }),
    recipient: account.email,
    recipientUserId: account.id,
    onlyIf: countReached,
  };
  await commitWithMail(
    db,
    env,
    [
      db.update(users).set(kind.counted(now)).where(eq(users.id, account.id)),
      auditInsert(db, { actorUserId: account.id, action: kind.action, entityType: 'user', entityId: account.id, ip: client.ip }),
    ],
    account.mayWarn ? [warning] : [],
  );
}

/** A failed sign-in (or a wrong password in a session): from the tenth in a row the next password waits; O02 at 5. */
export const recordFailedLogin = (db: Database, env: Env, account: FailedLoginAccount, client: SessionClient) =>
  recordFailure(db, env, wrongPassword, account, client);

/** Ends a streak (a successful sign-in or password reset): the next five failures warn again. Batch it with the change. */
export const resetFailedLogins = (db: Database, userId: number) =>
  db
    .update(users)
    .set({ failedLoginCount: 0, passwordRetryAt: null })
    .where(and(eq(users.id, userId), ne(users.failedLoginCount, 0)));

/** A wrong second-factor code: from the tenth in a row the next code waits; O03 at the third. */
export const recordFailedCode = (db: Database, env: Env, account: FailedLoginAccount, client: SessionClient) =>
  recordFailure(db, env, wrongCode, account, client);

/** A right code ends the streak of wrong ones and its wait. Batch it with the change the code allows. */
export const resetFailedCodes = (db: Database, userId: number) =>
  db
    .update(users)
    .set({ failedCodeCount: 0, codeRetryAt: null })
    .where(and(eq(users.id, userId), ne(users.failedCodeCount, 0)));

/**
 * A password check inside a session (password change and confirmation, turning two-factor off): limited and counted
 * as a sign-in is (attempt-limits.ts), so a stolen session is no way around the limits; `wrong()` is the answer to a
 * wrong password.
 */
export async function checkOwnPassword(
  db: Database,
  env: Env,
  user: SessionUser,
  password: string,
  client: SessionClient,
  wrong: () => AppError | Promise<AppError>,
): Promise<void> {
  await enforceLoginRateLimit(env, user.email, client.ip);
  const [account] = await db
    .select({ passwordHash: users.passwordHash, passwordRetryAt: users.passwordRetryAt })
    .from(users)
    .where(eq(users.id, user.id));
  if (account) assertPasswordMayBeChecked(account);
  if (await verifyPassword(password, account?.passwordHash ?? null)) return;
  await recordFailedLogin(db, env, sessionAccount(user), client);
  throw await wrong();
}
