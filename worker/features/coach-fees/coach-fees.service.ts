import { and, eq, sql, type SQL } from 'drizzle-orm';
import { coachFeeAdjustments, coachFees } from '../../db/schema';
import type { PayoutState, UiLanguage } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded } from '../../lib/batch-guard';
import { validationKeys as v } from '../../contract/lib/codes';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import type { FeeKind } from '../../contract/coach-fees/coach-fees.constants';
import type { FeeDetail, FeeItem, FeeList, FeeListFilter, FeeUpdateBody } from '../../contract/coach-fees/coach-fees.schemas';

/** The current month in Zurich, `YYYY-MM`: no payout month may lie before it. */
export const currentMonth = () => todayInZurich().slice(0, 7);

export const paidOut = (what = 'The fee') => new AppError(409, 'paid_out', `${what} is paid out and can no longer be changed`);

export const monthInPast = () =>
  new AppError(422, 'validation_failed', 'The payout month cannot lie before the current month', [
    { path: 'payout_month', code: 'invalid', message: v.monthInvalid },
  ]);

/** Fees and extra fees as one relation with the same columns (`kind` tells them apart). */
const feeItems = sql`(
  SELECT 'fee' AS kind, f.id, f.coach_id, f.workshop_id, f.amount_centimes, f.rate_centimes, NULL AS hours, NULL AS reason,
    f.payout_month, f.state, f.paid_out_at, f.paid_out_by_id
  FROM coach_fees f
  UNION ALL
  SELECT 'extra-fee', e.id, e.coach_id, e.workshop_id, e.amount_centimes, NULL, e.hours, e.reason,
    e.payout_month, e.state, e.paid_out_at, e.paid_out_by_id
  FROM extra_fees e
)`;

export const titleIn = (language: UiLanguage) => sql`coalesce(
  (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}),
  (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = 'de'),
  '')`;

interface ItemRow {
  kind: FeeKind;
  id: number;
  coach_id: number;
  coach_name: string;
  workshop_id: number;
  workshop_date: string;
  workshop_title: string;
  institute: string;
  amount_centimes: number;
  rate_centimes: number | null;
  adjustment_count: number;
  adjustment_reason: string | null;
  hours: number | null;
  reason: string | null;
  payout_month: string;
  state: PayoutState;
  paid_out_at: number | null;
  paid_out_by: string | null;
}

const itemOut = (r: ItemRow): FeeItem => ({
  kind: r.kind,
  id: r.id,
  coach: { id: r.coach_id, name: r.coach_name },
  workshop: { id: r.workshop_id, date: r.workshop_date, title: r.workshop_title, institute: r.institute },
  amount_centimes: r.amount_centimes,
  rate_centimes: r.rate_centimes,
  adjusted: r.adjustment_count > 0,
  adjustment_reason: r.adjustment_reason,
  hours: r.hours,
  reason: r.reason,
  payout_month: r.payout_month,
  state: r.state,
  paid_out_at: r.paid_out_at,
  paid_out_by: r.paid_out_by,
});

/** The filter over `feeItems` (aliased `i`). */
function itemFilter(filter: Partial<FeeListFilter> & { kind?: FeeKind; id?: number }): SQL {
  const conditions: SQL[] = [sql`1 = 1`];
  if (filter.state && filter.state !== 'all') conditions.push(sql`i.state = ${filter.state}`);
  if (filter.month) conditions.push(sql`i.payout_month = ${filter.month}`);
  if (filter.coach_id) conditions.push(sql`i.coach_id = ${filter.coach_id}`);
  if (filter.workshop_id) conditions.push(sql`i.workshop_id = ${filter.workshop_id}`);
  if (filter.kind) conditions.push(sql`i.kind = ${filter.kind}`);
  if (filter.id) conditions.push(sql`i.id = ${filter.id}`);
  return sql.join(conditions, sql` AND `);
}

/** The fees and extra fees `where` selects, in `order`, as rows of `itemOut`. */
const itemsQuery = (language: UiLanguage, where: SQL, order: SQL, page?: { limit: number; offset: number }) => sql`
    SELECT i.kind, i.id, i.coach_id, c.firstname || ' ' || c.lastname AS coach_name,
      i.workshop_id, w.date AS workshop_date, ${titleIn(language)} AS workshop_title, w.institute,
      i.amount_centimes, i.rate_centimes,
      CASE WHEN i.kind = 'fee' THEN (SELECT count(*) FROM coach_fee_adjustments a WHERE a.coach_fee_id = i.id) ELSE 0 END
        AS adjustment_count,
      CASE WHEN i.kind = 'fee' THEN (SELECT a.reason FROM coach_fee_adjustments a WHERE a.coach_fee_id = i.id
        ORDER BY a.id DESC LIMIT 1) END AS adjustment_reason,
      i.hours, i.reason, i.payout_month, i.state, i.paid_out_at,
      p.firstname || ' ' || p.lastname AS paid_out_by
    FROM ${feeItems} i
    JOIN workshops w ON w.id = i.workshop_id
    JOIN users c ON c.id = i.coach_id
    LEFT JOIN users p ON p.id = i.paid_out_by_id
    WHERE ${where}
    ORDER BY ${order}
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`;

async function loadItems(db: Database, language: UiLanguage, where: SQL, order: SQL, page?: { limit: number; offset: number }) {
  return (await db.all<ItemRow>(itemsQuery(language, where, order, page))).map(itemOut);
}

/** A coach's own fees and extra fees, newest payout month first (at most 500: years of workshops); rows of `itemOut`. */
export const ownItemsQuery = (coach: SessionUser) =>
  itemsQuery(coach.language, itemFilter({ coach_id: coach.id }), sql`i.payout_month DESC, w.date DESC, i.kind DESC, i.id DESC`, {
    limit: 500,
    offset: 0,
  });

export const ownItemRows = (rows: ItemRow[]) => rows.map(itemOut);

/** `GET coach-fees/finance/{state}` (finance): fees and extra fees in one list, with totals over every matching row. */
export async function listFees(db: Database, viewer: SessionUser, filter: FeeListFilter): Promise<FeeList> {
  const where = itemFilter(filter);
  const { page, per_page: perPage } = filter;
  const [rows, [totals]] = (await readBatch(db, [
    itemsQuery(viewer.language, where, sql`i.payout_month, w.date, coach_name, i.coach_id, i.kind DESC, i.id`, {
      limit: perPage,
      offset: (page - 1) * perPage,
    }),
    sql`
      SELECT coalesce(sum(CASE WHEN i.kind = 'fee' THEN i.amount_centimes END), 0) AS fees,
        coalesce(sum(CASE WHEN i.kind = 'extra-fee' THEN i.amount_centimes END), 0) AS extra_fees,
        count(*) AS count
      FROM ${feeItems} i WHERE ${where}`,
  ])) as [ItemRow[], { fees: number; extra_fees: number; count: number }[]];
  const items = rows.map(itemOut);
  const fees = totals?.fees ?? 0;
  const extraFees = totals?.extra_fees ?? 0;
  const count = totals?.count ?? 0;
  return {
    items,
    totals: { fees, extra_fees: extraFees, total: fees + extraFees, count },
    total: count,
    page,
    per_page: perPage,
  };
}

/** One fee or extra fee; a coach sees only their own (another's answers 404). */
export async function feeItem(db: Database, viewer: SessionUser, kind: FeeKind, id: number): Promise<FeeItem> {
  const own = viewer.role === 'coach' ? { coach_id: viewer.id } : {};
  const [item] = await loadItems(db, viewer.language, itemFilter({ kind, id, ...own }), sql`i.id`);
  if (!item) throw notFound(kind === 'fee' ? 'Fee' : 'Extra fee');
  return item;
}

/** `GET coach-fees/{id}` (finance): a fee with every adjustment of its amount. */
export async function feeDetail(db: Database, viewer: SessionUser, id: number): Promise<FeeDetail> {
  const item = await feeItem(db, viewer, 'fee', id);
  const adjustments = await db.all<{ from_centimes: number; to_centimes: number; reason: string; by: string | null; at: number }>(
    sql`SELECT a.from_centimes, a.to_centimes, a.reason, u.firstname || ' ' || u.lastname AS by, a.created_at AS at
      FROM coach_fee_adjustments a LEFT JOIN users u ON u.id = a.adjusted_by_id
      WHERE a.coach_fee_id = ${id} ORDER BY a.id`,
  );
  return { ...item, adjustments };
}

/**
 * `PATCH coach-fees/{id}` (finance, pending only): a new amount (its reason kept in `coach_fee_adjustments`) and/or
 * another payout month (not before the current one). The state is re-checked inside the batch: a payout wins.
 */
export async function updateFee(db: Database, viewer: SessionUser, id: number, body: FeeUpdateBody): Promise<FeeDetail> {
  const fee = await feeItem(db, viewer, 'fee', id);
  if (fee.state !== 'pending') throw paidOut();
  if (body.payout_month !== undefined && body.payout_month < currentMonth()) throw monthInPast();
  const amountChanges = body.amount_centimes !== undefined && body.amount_centimes !== fee.amount_centimes;
  const pendingNow = and(eq(coachFees.id, id), eq(coachFees.state, 'pending'));
  const statements = [
    batchGuard(db, sql`EXISTS (SELECT 1 FROM coach_fees WHERE id = ${id} AND state = 'pending')`),
    db
      .update(coachFees)
      .set({
        ...(amountChanges ? { amountCentimes: body.amount_centimes } : {}),
        ...(body.payout_month ? { payoutMonth: body.payout_month } : {}),
        updatedAt: nowSeconds(),
      })
      .where(pendingNow),
    ...(amountChanges
      ? [
          db.insert(coachFeeAdjustments).values({
            coachFeeId: id,
            fromCentimes: fee.amount_centimes,
            toCentimes: body.amount_centimes!,
            reason: body.reason!,
            adjustedById: viewer.id,
          }),
        ]
      : []),
    auditInsert(db, {
      actorUserId: viewer.id,
      action: 'coach_fee.updated',
      entityType: 'coach_fee',
      entityId: id,
      details: {
        ...(amountChanges ? { from: fee.amount_centimes, to: body.amount_centimes, reason: body.reason } : {}),
        ...(body.payout_month ? { payout_month: body.payout_month } : {}),
      },
    }),
  ] as const;
  await guarded(db.batch(statements), () => paidOut());
  return feeDetail(db, viewer, id);
}
