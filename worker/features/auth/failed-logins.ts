import { and, eq, ne, sql } from 'drizzle-orm';
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
import type { SessionClient } from '../../lib/session-user';

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

const describeClient = ({ ip, userAgent }: SessionClient) =>
  userAgent ? `${ip}, ${oneLine(userAgent).slice(0, USER_AGENT_IN_MAIL_MAX)}` : ip;

/**
 * Counts one failed sign-in of a known account and audits it; the failure that makes the streak reach
 * FAILED_LOGINS_WARNING_AT also writes the owner's warning. All in one batch, and the mail is written only if the count
 * the batch's own increment produced is exactly the threshold, so concurrent failures send it once.
 */
export async function recordFailedLogin(db: Database, env: Env, account: FailedLoginAccount, client: SessionClient) {
  const countReached = sql`(SELECT ${users.failedLoginCount} FROM ${users} WHERE ${users.id} = ${account.id}) = ${FAILED_LOGINS_WARNING_AT}`;
  const warning = {
    ...renderMail(failedLogins, account.language, {
      greeting: greeting(account.language, account),
      attempts: FAILED_LOGINS_WARNING_AT,
      when: formatDateTime(nowSeconds(), account.language),
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
      db
        .update(users)
        .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
        .where(eq(users.id, account.id)),
      auditInsert(db, {
        actorUserId: account.id,
        action: 'auth.login_failed',
        entityType: 'user',
        entityId: account.id,
        ip: client.ip,
      }),
    ],
    account.mayWarn ? [warning] : [],
  );
}

/** Ends a streak (a successful sign-in or password reset): the next five failures warn again. Batch it with the change. */
export const resetFailedLogins = (db: Database, userId: number) =>
  db
    .update(users)
    .set({ failedLoginCount: 0 })
    .where(and(eq(users.id, userId), ne(users.failedLoginCount, 0)));
