import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import type { Database } from './env';
import { AppError } from './errors';

const allNull = sql.raw(
  Object.keys(getTableColumns(auditLog))
    .map(() => 'NULL')
    .join(', '),
);
const GUARD_FAILURE = 'NOT NULL constraint failed: audit_log.action';

/**
 * D1 has no interactive transactions: what a service checked before `db.batch()` may have changed by the time the
 * batch runs (two people clicking at once). A guard re-checks the condition inside the batch. It writes nothing while
 * the condition holds; when it does not (false or NULL), it inserts a row without the NOT NULL `audit_log.action`,
 * which fails the statement, and D1 rolls the whole batch back, outbox mails included. Put it first in the batch,
 * so that it sees the state before the batch's own writes.
 */
export function batchGuard(db: Database, condition: SQL) {
  return db.insert(auditLog).select(sql`SELECT ${allNull} WHERE NOT coalesce((${condition}), 0)`);
}

/** Whether D1 refused a statement because of the named constraint (`UNIQUE constraint failed: table.column`). */
function failedOnConstraint(error: unknown, constraintMessage: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message.includes(constraintMessage)) return true;
  }
  return false;
}

/** Whether a batch failed on a unique index, e.g. `isUniqueViolation(error, 'users.email')`. */
export const isUniqueViolation = (error: unknown, column: string) =>
  failedOnConstraint(error, `UNIQUE constraint failed: ${column}`);

/** Whether a batch failed because its `batchGuard` no longer held (and so wrote nothing). */
export const isGuardFailure = (error: unknown) => failedOnConstraint(error, GUARD_FAILURE);

/**
 * Runs a batch that carries a `batchGuard`: when the guard no longer held, the batch wrote nothing and the caller
 * gets the error `conflict` builds (a 409; it may read what changed to say why).
 */
export async function guarded<T>(commit: Promise<T>, conflict: () => AppError | Promise<AppError>): Promise<T> {
  try {
    return await commit;
  } catch (error) {
    if (isGuardFailure(error)) throw await conflict();
    throw error;
  }
}

/** For a guard that finds the data changed since it was read: someone else was quicker. */
export const changedMeanwhile = (what: string) =>
  new AppError(409, 'conflict', `${what} was changed by someone else meanwhile; reload it and try again`);
