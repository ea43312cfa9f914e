import { sql, type SQL } from 'drizzle-orm';
import type { DashboardItem } from '../../contract/dashboard/dashboard.schemas';
import { overdueSql } from '../invoices/invoices.read';
import { openCentimesSql } from '../payments/settle';

interface FinanceCounts {
  profiles_to_approve: number;
  invoiceable_count: number;
  invoiceable_centimes: number;
  overdue_count: number;
  overdue_centimes: number;
  fee_count: number;
  fee_centimes: number;
  extra_fee_count: number;
  extra_fee_centimes: number;
  expense_count: number;
  expense_centimes: number;
}

/**
 * Everything in one statement. Due for payout: pending items with a payout month up to this one, as the payout run
 * takes them (payouts/payout-items `dueItems`: an expense without payout month counts in the month of its date).
 */
function countsQuery(today: string): SQL {
  const month = today.slice(0, 7);
  return sql`SELECT
    (SELECT count(*) FROM users WHERE role = 'coach' AND state = 'processing') AS profiles_to_approve,
    i.invoiceable_count, i.invoiceable_centimes, o.overdue_count, o.overdue_centimes,
    f.fee_count, f.fee_centimes, e.extra_fee_count, e.extra_fee_centimes, x.expense_count, x.expense_centimes
  FROM
    (SELECT count(*) AS invoiceable_count, coalesce(sum(amount_centimes), 0) AS invoiceable_centimes
       FROM invoices WHERE state = 'invoiceable') AS i,
    (SELECT count(*) AS overdue_count, coalesce(sum(${openCentimesSql()}), 0) AS overdue_centimes
       FROM invoices i WHERE ${overdueSql(today)}) AS o,
    (SELECT count(*) AS fee_count, coalesce(sum(amount_centimes), 0) AS fee_centimes
       FROM coach_fees WHERE state = 'pending' AND payout_month <= ${month}) AS f,
    (SELECT count(*) AS extra_fee_count, coalesce(sum(amount_centimes), 0) AS extra_fee_centimes
       FROM extra_fees WHERE state = 'pending' AND payout_month <= ${month}) AS e,
    (SELECT count(*) AS expense_count,
            coalesce(sum(journey_centimes + catering_centimes + other_centimes), 0) AS expense_centimes
       FROM expenses WHERE state = 'pending' AND coalesce(payout_month, substr(date, 1, 7)) <= ${month}) AS x`;
}

export function financeQueries(today: string) {
  return {
    queries: [countsQuery(today)],
    items(results: unknown[][]): DashboardItem[] {
      const [[c]] = results as [[FinanceCounts]];
      const parts = [
        { kind: 'fee' as const, count: c.fee_count, total_centimes: c.fee_centimes },
        { kind: 'extra_fee' as const, count: c.extra_fee_count, total_centimes: c.extra_fee_centimes },
        { kind: 'expense' as const, count: c.expense_count, total_centimes: c.expense_centimes },
      ];
      return [
        { key: 'profiles_to_approve', count: c.profiles_to_approve },
        { key: 'invoiceable_workshops', count: c.invoiceable_count, total_centimes: c.invoiceable_centimes },
        { key: 'overdue_invoices', count: c.overdue_count, total_centimes: c.overdue_centimes },
        {
          key: 'payouts_due',
          count: parts.reduce((sum, part) => sum + part.count, 0),
          total_centimes: parts.reduce((sum, part) => sum + part.total_centimes, 0),
          parts,
        },
      ];
    },
  };
}
