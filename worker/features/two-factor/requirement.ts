import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * SQL (0/1) for a row of `users`: the role must use two-factor sign-in now, whether or not it is set up. The
 * organisation's setting "two-factor sign-in required" applies to admin and finance.
 */
export const twoFactorRequiredSql = sql<number>`(${users.role} IN ('admin', 'finance')
  AND COALESCE((SELECT two_factor_required FROM organisation WHERE id = 1), 0) = 1)`;

/** SQL (0/1): required now and not set up yet, so every call but the set-up ones answers two_factor_setup_required. */
export const twoFactorSetupRequiredSql = sql<number>`(${twoFactorRequiredSql} AND ${users.totpEnabledAt} IS NULL)`;
