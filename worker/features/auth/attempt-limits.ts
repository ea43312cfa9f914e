import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { rateLimitKey } from '../../lib/client-ip';
import type { Env } from '../../lib/env';
import { rateLimited } from '../../lib/rate-limit';
import { nowSeconds } from '../../lib/tokens';

/**
 * Limits on guessing a password or a second-factor code, wherever one is checked (sign-in, the password change, the
 * password confirmation, turning two-factor off, new recovery codes). Decision 035 rules out locking an account: the
 * owner can always still sign in. So every limit here slows down, none shuts out for long.
 *
 * - Per account and client: at most 10 attempts a minute (LOGIN_ACCOUNT_LIMITER), shared by sign-in and the checks in
 *   a session. Codes count per account.
 * - Per account, from any client: after 10 wrong passwords in a row, each next password is checked only after a
 *   wait that doubles from 1 s up to a minute (`users.password_retry_at`).
 * - Per account: after 10 wrong codes in a row, the next code is checked only after 30 s, then 1, 2, 4 … minutes up to an
 *   hour (`users.code_retry_at`); a right code ends the streak. The third wrong code mails the owner (O03).
 */
export const PASSWORD_SLOWDOWN_FROM = 10;
export const PASSWORD_MAX_WAIT_SECONDS = 60;
export const CODE_SLOWDOWN_FROM = 10;
export const CODE_FIRST_WAIT_SECONDS = 30;
export const CODE_MAX_WAIT_SECONDS = 60 * 60;
/** The wrong code in a row that mails the owner, once per streak. */
export const FAILED_CODES_WARNING_AT = 3;

const tooManyAttempts = (retryAt: number, now: number) =>
  rateLimited(Math.max(1, retryAt - now), 'Too many attempts. Please wait and try again.');

/** 429 while the account's password attempts wait (after many wrong ones), from whatever client. */
export function assertPasswordMayBeChecked(account: { passwordRetryAt: number | null }, now = nowSeconds()) {
  if (account.passwordRetryAt !== null && account.passwordRetryAt > now) throw tooManyAttempts(account.passwordRetryAt, now);
}

/** 429 while the account's second-factor codes wait (after many wrong ones). */
export function assertCodeMayBeChecked(account: { codeRetryAt: number | null }, now = nowSeconds()) {
  if (account.codeRetryAt !== null && account.codeRetryAt > now) throw tooManyAttempts(account.codeRetryAt, now);
}

/**
 * Counts one code attempt of this account (any client): 429 beyond 10 a minute, shared by the sign-in's codes and
 * those in a session. The set-up's first code counts apart (`setup`): it proves a secret not yet in use.
 */
export async function enforceCodeAttemptLimit(env: Env, userId: number, scope: 'two-factor' | 'setup' = 'two-factor') {
  const { success } = await env.LOGIN_ACCOUNT_LIMITER.limit({
    key: `${scope === 'setup' ? 'two-factor-setup' : 'two-factor'}:${userId}`,
  });
  if (!success) throw rateLimited(60, 'Too many attempts. Please wait a minute and try again.');
}

/**
 * The next password wait after one more failure, as SQL over the row's count before it (an UPDATE reads the old
 * values): none below the threshold, then 1, 2, 4 … seconds, at most a minute.
 */
export const passwordRetryAtAfterFailure = (now: number) =>
  sql`CASE WHEN ${users.failedLoginCount} + 1 >= ${PASSWORD_SLOWDOWN_FROM}
    THEN ${now} + min(1 << min(${users.failedLoginCount} + 1 - ${PASSWORD_SLOWDOWN_FROM}, 6), ${PASSWORD_MAX_WAIT_SECONDS})
    ELSE ${users.passwordRetryAt} END`;

export const codeRetryAtAfterFailure = (now: number) =>
  sql`CASE WHEN ${users.failedCodeCount} + 1 >= ${CODE_SLOWDOWN_FROM}
    THEN ${now} + min(${CODE_FIRST_WAIT_SECONDS} * (1 << min(${users.failedCodeCount} + 1 - ${CODE_SLOWDOWN_FROM}, 7)), ${CODE_MAX_WAIT_SECONDS})
    ELSE ${users.codeRetryAt} END`;

/**
 * Per client (IPv6 by its /64), and per account *from that client*: guessing one account's password is slowed down,
 * but someone hammering a known address cannot lock its owner out, who signs in from another client.
 */
export async function enforceLoginRateLimit(env: Env, email: string, ip: string) {
  const client = rateLimitKey(ip);
  const [byClient, byAccount] = await Promise.all([
    env.LOGIN_CLIENT_LIMITER.limit({ key: `client:${client}` }),
    env.LOGIN_ACCOUNT_LIMITER.limit({ key: `account:${email.toLowerCase()}|${client}` }),
  ]);
  if (!byClient.success || !byAccount.success) throw rateLimited(60, 'Too many attempts. Please wait a minute and try again.');
}
