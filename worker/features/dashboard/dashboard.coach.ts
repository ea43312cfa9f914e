import { addDays } from '../../contract/lib/dates';
import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../lib/session-user';
import { orderDeadline } from '../../lib/working-days';
import type { DashboardItem } from '../../contract/dashboard/dashboard.schemas';
import {
  DASHBOARD_LIST_LIMIT,
  plannedStates,
  statesIn,
  totalOf,
  workshopColumns,
  workshopOf,
  type WorkshopRow,
} from './dashboard.shared';

/** Order deadlines count as coming up from today through this many days ahead. */
export const DEADLINE_DAYS = 14;
/** Held workshops of the last this many days (today included) are checked for missing expenses. */
export const EXPENSE_DAYS = 30;

const planned = statesIn(plannedStates);
const held = statesIn(['done', 'invoiceable', 'invoiced']);

interface CoachCounts {
  open_requests: number;
  evaluations_to_fill: number;
  expenses_to_enter: number;
}
type NextRow = WorkshopRow & {
  street_address: string | null;
  postcode: string | null;
  room: string | null;
  contact_name: string;
  contact_phone: string | null;
  contact_email: string | null;
  total: number;
};
type DeadlineRow = WorkshopRow & { total: number };

/**
 * The workshop dates whose order deadline (the 5th working day before them) lies from `today` through `last`:
 * the deadline only grows with the date, so it is a range of dates.
 */
export function datesWithDeadlineBetween(today: string, last: string): { from: string; to: string } {
  let from = today;
  while (orderDeadline(from) < today) from = addDays(from, 1);
  let to = last;
  while (orderDeadline(addDays(to, 1)) <= last) to = addDays(to, 1);
  return { from, to };
}

function countsQuery(user: SessionUser, today: string): SQL {
  return sql`SELECT
    (SELECT count(DISTINCT coalesce('s' || w.series_id, 'w' || w.id))
       FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id
       WHERE r.coach_id = ${user.id} AND r.state = 'new-request' AND w.date >= ${today}) AS open_requests,
    (SELECT count(*) FROM evaluations
       WHERE coach_id = ${user.id} AND kind = 'by_coach' AND state = 'open') AS evaluations_to_fill,
    (SELECT count(*) FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
       WHERE wc.coach_id = ${user.id} AND w.state IN ${held}
         AND w.date >= ${addDays(today, -(EXPENSE_DAYS - 1))} AND w.date <= ${today}
         AND NOT EXISTS (SELECT 1 FROM expenses x WHERE x.coach_id = ${user.id} AND x.workshop_id = w.id)) AS expenses_to_enter`;
}

/**
 * The coach's planned workshops from today on, the next few with place and school contact. Read from the coach's
 * placements (the unary plus keeps SQLite off the workshops' state index, which walked every coming workshop).
 */
const nextWorkshopsQuery = (user: SessionUser, today: string): SQL => sql`
  SELECT ${workshopColumns(user.language)}, w.street_address, w.postcode, w.room,
         trim(coalesce(w.contact_firstname, '') || ' ' || coalesce(w.contact_lastname, '')) AS contact_name,
         w.contact_phone, w.contact_email, count(*) OVER () AS total
  FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
  WHERE wc.coach_id = ${user.id} AND +w.state IN ${planned} AND +w.date >= ${today}
  ORDER BY w.date, w.start_time, w.id
  LIMIT ${DASHBOARD_LIST_LIMIT}`;

/** The coach's planned workshops whose order deadline comes up and for which they have no open or sent order. */
function deadlinesQuery(user: SessionUser, today: string): SQL {
  const dates = datesWithDeadlineBetween(today, addDays(today, DEADLINE_DAYS));
  return sql`
  SELECT ${workshopColumns(user.language)}, count(*) OVER () AS total
  FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
  WHERE wc.coach_id = ${user.id} AND w.state IN ${planned} AND w.date >= ${dates.from} AND w.date <= ${dates.to}
    AND NOT EXISTS (SELECT 1 FROM material_orders mo
                    WHERE mo.coach_id = ${user.id} AND mo.workshop_id = w.id AND mo.state <> 'cancelled')
  ORDER BY w.date, w.start_time, w.id
  LIMIT ${DASHBOARD_LIST_LIMIT}`;
}

export function coachQueries(user: SessionUser, today: string) {
  return {
    queries: [countsQuery(user, today), nextWorkshopsQuery(user, today), deadlinesQuery(user, today)],
    items(results: unknown[][]): DashboardItem[] {
      const [[c], nextRows, deadlineRows] = results as [[CoachCounts], NextRow[], DeadlineRow[]];
      return [
        { key: 'open_requests', count: c.open_requests },
        {
          key: 'next_workshops',
          count: totalOf(nextRows),
          workshops: nextRows.map((row) => ({
            ...workshopOf(row),
            street_address: row.street_address,
            postcode: row.postcode,
            room: row.room,
            contact: { name: row.contact_name, phone: row.contact_phone, email: row.contact_email },
          })),
        },
        { key: 'evaluations_to_fill', count: c.evaluations_to_fill },
        {
          key: 'order_deadlines',
          count: totalOf(deadlineRows),
          deadlines: deadlineRows.map((row) => ({ ...workshopOf(row), deadline: orderDeadline(row.date) })),
        },
        {
          key: 'expenses_to_enter',
          count: c.expenses_to_enter,
          from: addDays(today, -(EXPENSE_DAYS - 1)),
          to: today,
        },
      ];
    },
  };
}
