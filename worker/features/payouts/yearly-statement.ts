import { sql } from 'drizzle-orm';
import { todayInZurich } from '../../contract/lib/dates';
import { sumCentimes } from '../../contract/lib/money';
import type { Database } from '../../lib/env';

/*
 * A coach's yearly statement (issue 33, decision 057): what was paid out to them in a calendar year, per month and in
 * total, split into fees, extra fees and the three kinds of expenses. An item counts in the month of the day the
 * money left: the execution date of the run that paid it, or (paid out by hand, without a run) the Zurich day it was
 * marked paid out.
 */

/** The columns of the statement, in print order. */
export const yearlyColumns = ['fee', 'extra_fee', 'journey', 'catering', 'other'] as const;
export type YearlyColumn = (typeof yearlyColumns)[number];
export type YearlyAmounts = Record<YearlyColumn, number> & { total: number };

/** One paid-out item: the month it was paid in (`YYYY-MM`) and its amount in its column(s). */
export interface PaidItem {
  month: string;
  amounts: Record<YearlyColumn, number>;
}

interface PaidRow extends Record<YearlyColumn, number> {
  execution_date: string | null;
  paid_out_at: number | null;
  fallback_month: string;
}

/** Every paid-out fee, extra fee and expense of the coach, with what tells the day it was paid. */
const paidRowsQuery = (coachId: number) => sql`
  SELECT r.execution_date, f.paid_out_at, f.payout_month AS fallback_month,
    f.amount_centimes AS fee, 0 AS extra_fee, 0 AS journey, 0 AS catering, 0 AS other
  FROM coach_fees f LEFT JOIN payout_runs r ON r.id = f.payout_run_id
  WHERE f.coach_id = ${coachId} AND f.state = 'paid-out'
  UNION ALL
  SELECT r.execution_date, e.paid_out_at, e.payout_month, 0, e.amount_centimes, 0, 0, 0
  FROM extra_fees e LEFT JOIN payout_runs r ON r.id = e.payout_run_id
  WHERE e.coach_id = ${coachId} AND e.state = 'paid-out'
  UNION ALL
  SELECT r.execution_date, x.paid_out_at, coalesce(x.payout_month, substr(x.date, 1, 7)),
    0, 0, x.journey_centimes, x.catering_centimes, x.other_centimes
  FROM expenses x LEFT JOIN payout_runs r ON r.id = x.payout_run_id
  WHERE x.coach_id = ${coachId} AND x.state = 'paid-out'`;

/** The day the money left: the run's execution date, else the Zurich day it was marked paid out, else its payout month. */
export function paidOn(row: Pick<PaidRow, 'execution_date' | 'paid_out_at' | 'fallback_month'>): string {
  if (row.execution_date) return row.execution_date;
  if (row.paid_out_at !== null) return todayInZurich(new Date(row.paid_out_at * 1000));
  return `${row.fallback_month}-01`;
}

/** The coach's paid-out items, each with the month it was paid in. */
export async function paidItems(db: Database, coachId: number): Promise<PaidItem[]> {
  const rows = await db.all<PaidRow>(paidRowsQuery(coachId));
  return rows.map((row) => ({
    month: paidOn(row).slice(0, 7),
    amounts: Object.fromEntries(yearlyColumns.map((column) => [column, row[column]])) as Record<YearlyColumn, number>,
  }));
}

const itemTotal = (item: PaidItem) => sumCentimes(yearlyColumns.map((column) => item.amounts[column]));

/** Column sums and their total. */
function sumUp(items: PaidItem[]): YearlyAmounts {
  const sums = Object.fromEntries(
    yearlyColumns.map((column) => [column, sumCentimes(items.map((item) => item.amounts[column]))]),
  ) as Record<YearlyColumn, number>;
  return { ...sums, total: sumCentimes(yearlyColumns.map((column) => sums[column])) };
}

/** The years with something paid, newest first, each with its total. */
export function paidYears(items: PaidItem[]): Array<{ year: number; total_centimes: number }> {
  const totals = new Map<number, number>();
  for (const item of items) {
    const year = Number(item.month.slice(0, 4));
    totals.set(year, (totals.get(year) ?? 0) + itemTotal(item));
  }
  return [...totals]
    .filter(([, total]) => total > 0)
    .map(([year, total]) => ({ year, total_centimes: total }))
    .sort((a, b) => b.year - a.year);
}

export interface YearFigures {
  year: number;
  /** Always twelve, January to December; a month with nothing paid has zeros. */
  months: Array<YearlyAmounts & { month: string }>;
  total: YearlyAmounts;
}

/** The year's figures per month and in total; null when nothing was paid in it. */
export function yearFigures(items: PaidItem[], year: number): YearFigures | null {
  const ofYear = items.filter((item) => item.month.startsWith(`${year}-`));
  const total = sumUp(ofYear);
  if (total.total === 0) return null;
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    return { month, ...sumUp(ofYear.filter((item) => item.month === month)) };
  });
  return { year, months, total };
}
