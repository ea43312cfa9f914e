import { and, eq, sql } from 'drizzle-orm';
import { auditLog, expenses } from '../../db/schema';
import { batchGuard, guarded } from '../../lib/batch-guard';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { insertSelect } from '../../lib/insert-select';
import type { SessionUser } from '../../lib/session-user';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import { currentMonth, paidOutError } from './expenses.write';

/** Why not every id can be paid out: one is missing (404) or already paid out (409 paid_out); null when all can. */
async function refusal(db: Database, ids: number[]): Promise<AppError | null> {
  const rows = await db.select({ id: expenses.id, state: expenses.state }).from(expenses).where(inList(expenses.id, ids));
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) return new AppError(404, 'not_found', `No expense with id ${missing.join(', ')}`);
  const paid = rows.filter((r) => r.state !== 'pending').map((r) => r.id);
  if (paid.length) return new AppError(409, 'paid_out', `Already paid out: expense ${paid.join(', ')}`);
  return null;
}

/**
 * `POST expenses/set-paid-out` (finance): all or nothing in one batch. Every id must exist and be pending, re-checked
 * inside the batch, so a payout run or a second click in between makes this one change nothing.
 */
export async function setPaidOut(db: Database, user: SessionUser, ids: number[]) {
  const refused = await refusal(db, ids);
  if (refused) throw refused;
  const paidOutAt = nowSeconds();
  const selected = inList(expenses.id, ids);
  await guarded(
    db.batch([
      batchGuard(db, sql`(SELECT count(*) FROM expenses WHERE ${selected} AND state = 'pending') = ${ids.length}`),
      db
        .update(expenses)
        .set({
          state: 'paid-out',
          paidOutAt,
          paidOutById: user.id,
          payoutMonth: sql`coalesce(${expenses.payoutMonth}, ${currentMonth()})`,
          updatedAt: sql`unixepoch()`,
        })
        .where(and(selected, eq(expenses.state, 'pending'))),
      insertSelect(
        db,
        auditLog,
        {
          actorUserId: sql`${user.id}`,
          action: sql`'expense.paid_out'`,
          entityType: sql`'expense'`,
          entityId: sql`CAST(id AS TEXT)`,
          details: sql`json_object('total_centimes', journey_centimes + catering_centimes + other_centimes, 'payout_month', payout_month)`,
        },
        sql`FROM expenses WHERE ${inList(sql`id`, ids)}`,
      ),
    ]),
    async () => (await refusal(db, ids)) ?? paidOutError(),
  );
  return { ids, paid_out_at: paidOutAt };
}
