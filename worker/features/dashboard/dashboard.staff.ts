import { addDays } from '../../contract/lib/dates';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import type { SessionUser } from '../../lib/session-user';
import { cachedQuery, cachedValue, dataVersionQuery, storeCached, versionOf } from '../../lib/versioned-cache';
import { newsletterDueSql } from '../newsletter/newsletters.service';
import type { DashboardConflict, DashboardItem } from '../../contract/dashboard/dashboard.schemas';
import {
  DASHBOARD_LIST_LIMIT,
  plannedStates,
  statesIn,
  totalOf,
  workshopColumns,
  workshopOf,
  type WorkshopRow,
} from './dashboard.shared';

/** Understaffed workshops are looked for from today through this many days ahead. */
export const UNDERSTAFFED_DAYS = 30;
/**
 * Conflicts are looked for from today through this many days ahead: the months in which one still needs action, and
 * a bounded scan (a year of placements took ~4x GET /api/user at ten years' size; decision 025).
 */
export const CONFLICT_DAYS = 90;
/**
 * A coach request still `new-request` this many days after it was sent counts as unanswered: the days after which
 * the coach is reminded (master data `request_reminder_days`, default 3).
 */
const unansweredAfterDays = sql`coalesce((SELECT request_reminder_days FROM organisation WHERE id = 1), 3)`;

interface StaffCounts {
  new_inquiries: number;
  my_inquiries: number;
  understaffed_workshops: number;
  unanswered_requests: number;
  unanswered_after_days: number;
  evaluations_to_validate: number;
  orders_to_send: number;
  newsletter_due: number;
}

type ConflictRow = WorkshopRow & { coach_id: number; coach_name: string; reason: DashboardConflict['reason']; total: number };

const planned = statesIn(plannedStates);

/** Every count but the conflicts, in one statement. */
function countsQuery(user: SessionUser, today: string, now: number): SQL {
  return sql`SELECT
    (SELECT count(*) FROM inquiries WHERE state = 'requested' AND assigned_associate_id IS NULL) AS new_inquiries,
    (SELECT count(*) FROM inquiries WHERE state = 'requested' AND assigned_associate_id = ${user.id}) AS my_inquiries,
    (SELECT count(*) FROM workshops w
       WHERE w.state IN ${planned} AND w.date >= ${today} AND w.date <= ${addDays(today, UNDERSTAFFED_DAYS)}
         AND (SELECT count(*) FROM workshop_coaches wc WHERE wc.workshop_id = w.id) < w.coaches_needed) AS understaffed_workshops,
    (SELECT count(DISTINCT r.coach_id || '-' || coalesce('s' || w.series_id, 'w' || w.id))
       FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id
       WHERE r.state = 'new-request' AND r.created_at <= ${now} - ${unansweredAfterDays} * 86400
         AND w.date >= ${today} AND w.state IN ${planned}) AS unanswered_requests,
    ${unansweredAfterDays} AS unanswered_after_days,
    (SELECT count(*) FROM evaluations WHERE kind = 'by_coach' AND state = 'pending') AS evaluations_to_validate,
    (SELECT count(*) FROM material_orders WHERE state = 'ordered') AS orders_to_send,
    ${newsletterDueSql} AS newsletter_due`;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of the date column `p.date`. */
const isoWeekday = sql`((CAST(strftime('%w', p.date) AS INTEGER) + 6) % 7 + 1)`;

/**
 * Placements on planned workshops from `from` to `to` that collide with the coach's blocked days, holidays, weekday
 * or time-of-day blocks, imported calendar busy times (the rules of unavailabilities.service `blocksSlot`) or with another not cancelled workshop
 * of the coach whose time overlaps; the first few, with the count of all in `total` (titles and names are looked up
 * for those few only).
 */
// `found` is materialized: otherwise SQLite inlines it and evaluates the reason twice (filter and column).
function conflictsQuery(user: SessionUser, from: string, to: string): SQL {
  return sql`
  WITH placed AS (
    SELECT wc.coach_id, w.id, w.date, w.start_time, w.end_time
    FROM workshops w JOIN workshop_coaches wc ON wc.workshop_id = w.id
    WHERE w.state IN ${planned} AND w.date >= ${from} AND w.date <= ${to}),
  found AS MATERIALIZED (
    SELECT p.coach_id, p.id, CASE
      WHEN EXISTS (SELECT 1 FROM unavailabilities u WHERE u.coach_id = p.coach_id AND u.kind = 'blocked_day'
                     AND u.date <= p.date AND coalesce(u.to_date, u.date) >= p.date) THEN 'blocked_day'
      WHEN EXISTS (SELECT 1 FROM holidays h WHERE h.coach_id = p.coach_id AND h.from_date <= p.date AND h.to_date >= p.date)
        THEN 'holiday'
      WHEN EXISTS (SELECT 1 FROM unavailabilities u WHERE u.coach_id = p.coach_id AND u.kind = 'weekday'
                     AND u.weekday = ${isoWeekday}) THEN 'weekday'
      WHEN EXISTS (SELECT 1 FROM unavailabilities u WHERE u.coach_id = p.coach_id AND u.kind = 'time_of_day'
                     AND (u.weekday IS NULL OR u.weekday = ${isoWeekday})
                     AND CASE u.time_of_day
                           WHEN 'before_noon' THEN p.start_time < '12:00'
                           WHEN 'afternoon' THEN p.start_time < '18:00' AND p.end_time > '12:00'
                           ELSE p.end_time > '18:00' END) THEN 'time_of_day'
      WHEN EXISTS (SELECT 1 FROM imported_busy_times b WHERE b.coach_id = p.coach_id AND b.date = p.date
                     AND (b.start_time IS NULL OR (b.start_time < p.end_time AND b.end_time > p.start_time))) THEN 'calendar'
      WHEN EXISTS (SELECT 1 FROM workshop_coaches o JOIN workshops ow ON ow.id = o.workshop_id
                     WHERE o.coach_id = p.coach_id AND ow.id <> p.id AND ow.date = p.date AND ow.state <> 'cancelled'
                       AND ow.start_time < p.end_time AND ow.end_time > p.start_time) THEN 'double_booking'
    END AS reason
    FROM placed p),
  first AS (
    SELECT f.coach_id, f.id, f.reason, count(*) OVER () AS total
    FROM found f JOIN workshops w ON w.id = f.id
    WHERE f.reason IS NOT NULL
    ORDER BY w.date, w.start_time, w.id, f.coach_id
    LIMIT ${DASHBOARD_LIST_LIMIT})
  SELECT ${workshopColumns(user.language)}, f.coach_id, u.firstname || ' ' || u.lastname AS coach_name, f.reason, f.total
  FROM first f JOIN workshops w ON w.id = f.id JOIN users u ON u.id = f.coach_id
  ORDER BY w.date, w.start_time, w.id, f.coach_id`;
}

/**
 * The conflicts depend on the data and the day only: kept per day and language until the next write
 * (worker/lib/versioned-cache.ts), since their scan is the dashboard's costliest part (decision 025).
 */
async function conflictRows(db: Database, user: SessionUser, today: string, kept: unknown[]): Promise<ConflictRow[]> {
  const cached = cachedValue<ConflictRow[]>(kept);
  if (cached) return cached;
  const [version, rows] = await readBatch(db, [dataVersionQuery, conflictsQuery(user, today, addDays(today, CONFLICT_DAYS))]);
  await storeCached(db, conflictsKey(user, today), versionOf(version!), rows);
  return rows as ConflictRow[];
}

const conflictsKey = (user: SessionUser, today: string) => `dashboard-conflicts|${today}|${user.language}`;

export function staffQueries(user: SessionUser, today: string, now: number) {
  const conflictsTo = addDays(today, CONFLICT_DAYS);
  return {
    queries: [countsQuery(user, today, now), cachedQuery(conflictsKey(user, today))],
    async items(results: unknown[][], db: Database): Promise<DashboardItem[]> {
      const [[c], kept] = results as [[StaffCounts], unknown[]];
      const rows = await conflictRows(db, user, today, kept);
      return [
        { key: 'new_inquiries', count: c.new_inquiries },
        { key: 'my_inquiries', count: c.my_inquiries },
        {
          key: 'understaffed_workshops',
          count: c.understaffed_workshops,
          from: today,
          to: addDays(today, UNDERSTAFFED_DAYS),
        },
        { key: 'unanswered_requests', count: c.unanswered_requests, days: c.unanswered_after_days },
        {
          key: 'coach_conflicts',
          count: totalOf(rows),
          from: today,
          to: conflictsTo,
          conflicts: rows.map((row) => ({
            workshop: workshopOf(row),
            coach: { id: row.coach_id, name: row.coach_name },
            reason: row.reason,
          })),
        },
        { key: 'evaluations_to_validate', count: c.evaluations_to_validate },
        { key: 'orders_to_send', count: c.orders_to_send },
        // Admins send the newsletter: 1 when none went out in the last three months.
        ...(user.role === 'admin' ? [{ key: 'newsletter_due' as const, count: c.newsletter_due }] : []),
      ];
    },
  };
}
