import { sql } from 'drizzle-orm';
import { auditLog, coachFees, extraFees } from '../../db/schema';
import { batchGuard, guarded } from '../../lib/batch-guard';
import type { Database } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { insertSelect } from '../../lib/insert-select';
import type { SessionUser } from '../../lib/session-user';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import type { SetPaidOutResult } from '../../contract/coach-fees/coach-fees.schemas';

interface Ids {
  fee_ids: number[];
  extra_fee_ids: number[];
}

const unique = (ids: number[]) => [...new Set(ids)];

const pendingCount = (table: 'coach_fees' | 'extra_fees', ids: number[]) =>
  sql`(SELECT count(*) FROM ${sql.raw(table)} WHERE ${inList(sql`id`, ids)} AND state = 'pending')`;

/** One audit row per item, written by the same batch. */
const auditRows = (db: Database, actorId: number, entityType: 'coach_fee' | 'extra_fee', ids: number[], at: number) =>
  insertSelect(
    db,
    auditLog,
    {
      actorUserId: sql`${actorId}`,
      action: sql`${`${entityType}.paid_out`}`,
      entityType: sql`${entityType}`,
      entityId: sql`CAST(value AS TEXT)`,
      details: sql`json_object('paid_out_at', ${at})`,
    },
    sql`FROM json_each(${JSON.stringify(ids)})`,
  );

/** Read after the batch: an adjustment that landed just before it was paid with its new amount (now locked). */
async function paidTotal(db: Database, feeIds: number[], extraIds: number[]) {
  const [row] = await db.all<{ total: number }>(sql`SELECT
    coalesce((SELECT sum(amount_centimes) FROM coach_fees WHERE ${inList(sql`id`, feeIds)}), 0)
    + coalesce((SELECT sum(amount_centimes) FROM extra_fees WHERE ${inList(sql`id`, extraIds)}), 0) AS total`);
  return row?.total ?? 0;
}

/**
 * `POST coach-fees/set-paid-out` (finance): marks the fees and extra fees paid out, all or nothing in one batch.
 * Every id must exist (else 404) and be pending (else 409 `paid_out`); a guard re-checks inside the batch, so when
 * another payout lands in between, nothing of this one is written.
 */
export async function setPaidOut(db: Database, viewer: SessionUser, body: Ids): Promise<SetPaidOutResult> {
  const feeIds = unique(body.fee_ids);
  const extraIds = unique(body.extra_fee_ids);
  const [fees, extras] = await Promise.all([
    feeIds.length
      ? db.all<{ id: number; state: string }>(sql`
      SELECT id, state FROM coach_fees WHERE ${inList(sql`id`, feeIds)}`)
      : [],
    extraIds.length
      ? db.all<{ id: number; state: string }>(sql`
      SELECT id, state FROM extra_fees WHERE ${inList(sql`id`, extraIds)}`)
      : [],
  ]);
  const missingFee = feeIds.find((id) => !fees.some((f) => f.id === id));
  if (missingFee) throw notFound(`Fee ${missingFee}`);
  const missingExtra = extraIds.find((id) => !extras.some((f) => f.id === id));
  if (missingExtra) throw notFound(`Extra fee ${missingExtra}`);
  const locked = [...fees, ...extras].filter((item) => item.state !== 'pending');
  if (locked.length > 0) throw lockedItems(locked.length);

  const now = nowSeconds();
  const paid = { state: 'paid-out' as const, paidOutAt: now, paidOutById: viewer.id, updatedAt: now };
  const statements = [
    batchGuard(
      db,
      sql`${feeIds.length ? pendingCount('coach_fees', feeIds) : sql`0`} = ${feeIds.length}
        AND ${extraIds.length ? pendingCount('extra_fees', extraIds) : sql`0`} = ${extraIds.length}`,
    ),
    ...(feeIds.length
      ? [
          db
            .update(coachFees)
            .set(paid)
            .where(sql`${inList(coachFees.id, feeIds)} AND ${coachFees.state} = 'pending'`),
          auditRows(db, viewer.id, 'coach_fee', feeIds, now),
        ]
      : []),
    ...(extraIds.length
      ? [
          db
            .update(extraFees)
            .set(paid)
            .where(sql`${inList(extraFees.id, extraIds)} AND ${extraFees.state} = 'pending'`),
          auditRows(db, viewer.id, 'extra_fee', extraIds, now),
        ]
      : []),
  ];
  await guarded(db.batch(statements as [(typeof statements)[number], ...typeof statements]), () => lockedItems());
  return { count: feeIds.length + extraIds.length, total_centimes: await paidTotal(db, feeIds, extraIds), paid_out_at: now };
}

const lockedItems = (count?: number) =>
  new AppError(
    409,
    'paid_out',
    count
      ? `${count} of the chosen items ${count === 1 ? 'is' : 'are'} already paid out; nothing was marked`
      : 'Some of the chosen items were paid out meanwhile; nothing was marked',
  );
