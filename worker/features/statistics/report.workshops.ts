import { sql, type SQL } from 'drizzle-orm';
import { workshopStates, type UiLanguage, type WorkshopLanguage } from '../../contract/enums';
import { languageName } from '../../mail/wording';
import { offeredTitle } from '../evaluations/statistics.aggregate';
import { gradeName, HELD, hoursOf, monthsOf, utcMonthSql, zurichOffsetSql } from './report.shared';
import type { Period } from '../../contract/statistics/school-years';
import type { StatisticsReport } from '../../contract/statistics/statistics.schemas';

/**
 * The workshop figures of the report: each a GROUP BY over the filtered workshops (`where`, alias `w`), sent in the
 * report's one round trip. What each counts: docs/decisions/024-reports.md.
 */

/** Workshops the distributions count; `heldParticipants`: the participants of the held ones among them. */
export const notCancelled = sql`w.state <> 'cancelled'`;
export const heldParticipants = sql`sum(CASE WHEN w.state IN ${HELD} THEN coalesce(w.number_participants, 0) ELSE 0 END)`;

export const byStateQuery = (where: SQL) => sql`
  SELECT w.state AS key, count(*) AS n FROM workshops w WHERE ${where} GROUP BY w.state`;

/**
 * Participants of held workshops; the inquiry's m/f/n split counts when it fits the workshop's class (its parts add up
 * to at most the workshop's participants), otherwise the whole class is unspecified.
 */
export const participantsQuery = (where: SQL) => sql`
  SELECT coalesce(sum(total), 0) AS total, coalesce(sum(CASE WHEN parts <= total THEN m END), 0) AS m,
         coalesce(sum(CASE WHEN parts <= total THEN f END), 0) AS f, coalesce(sum(CASE WHEN parts <= total THEN n END), 0) AS n
  FROM (
    SELECT coalesce(w.number_participants, 0) AS total, coalesce(q.number_participants_m, 0) AS m,
           coalesce(q.number_participants_f, 0) AS f, coalesce(q.number_participants_n, 0) AS n,
           coalesce(q.number_participants_m, 0) + coalesce(q.number_participants_f, 0) + coalesce(q.number_participants_n, 0) AS parts
    FROM workshops w LEFT JOIN inquiries q ON q.id = w.inquiry_id
    WHERE ${where} AND w.state IN ${HELD}
  )`;

/** One bar per value of `key` over the workshops not cancelled, largest first. */
const distributionQuery = (where: SQL, key: SQL, label: (key: SQL) => SQL) => sql`
  SELECT d.key, ${label(sql`d.key`)} AS label, d.workshops, d.participants FROM (
    SELECT ${key} AS key, count(*) AS workshops, ${heldParticipants} AS participants
    FROM workshops w WHERE ${where} AND ${notCancelled} GROUP BY 1
  ) d ORDER BY d.workshops DESC, d.key`;

export const byOfferedWorkshopQuery = (where: SQL, language: UiLanguage) =>
  distributionQuery(where, sql`w.offered_workshop_id`, (key) => offeredTitle(key, language));
export const byLanguageQuery = (where: SQL) => distributionQuery(where, sql`w.language`, () => sql`''`);
export const byGradeQuery = (where: SQL, language: UiLanguage) =>
  distributionQuery(where, sql`w.grade_id`, (key) => sql`coalesce(${gradeName(key, language)}, '')`);
/** The canton of the school's postcode (postcode_cantons); no postcode or one not in the table: key null. */
export const byCantonQuery = (where: SQL) => sql`
  SELECT pc.canton AS key, coalesce(pc.canton, '') AS label, count(*) AS workshops, ${heldParticipants} AS participants
  FROM workshops w LEFT JOIN postcode_cantons pc ON pc.postcode = w.postcode
  WHERE ${where} AND ${notCancelled}
  GROUP BY pc.canton ORDER BY workshops DESC, pc.canton`;

export const byMonthQuery = (where: SQL) => sql`
  SELECT substr(w.date, 1, 7) AS key, count(*) AS n FROM workshops w WHERE ${where} AND ${notCancelled} GROUP BY 1`;

/**
 * Lead time: whole days from the Zurich day the inquiry came in to the workshop date (0 when the workshop is dated
 * earlier), for workshops not cancelled that were made from an inquiry. Counted per number of days (a histogram):
 * average, median and buckets are read from those few rows.
 */
export const leadTimeQuery = (where: SQL) => sql`
  SELECT max(0, CAST(julianday(x.date) - julianday(x.t + ${zurichOffsetSql(sql`x.t`, sql`x.m`)}, 'unixepoch', 'start of day') AS INTEGER)) AS days,
         count(*) AS n
  FROM (
    SELECT w.date, q.created_at AS t, ${utcMonthSql(sql`q.created_at`)} AS m
    FROM workshops w JOIN inquiries q ON q.id = w.inquiry_id
    WHERE ${where} AND ${notCancelled}
  ) x
  GROUP BY 1`;

/** The most frequent reasons shown; the rest is in the total. */
export const CANCELLATION_REASONS_LIMIT = 100;

/** Cancelled workshops by reason, trimmed and case-insensitive (ASCII letters: SQLite's lower()). */
export const cancellationsQuery = (where: SQL) => sql`
  SELECT min(nullif(trim(w.cancellation_reason), '')) AS reason, count(*) AS n
  FROM workshops w WHERE ${where} AND w.state = 'cancelled'
  GROUP BY lower(nullif(trim(w.cancellation_reason), ''))
  ORDER BY n DESC, reason
  LIMIT ${CANCELLATION_REASONS_LIMIT}`;

/** Per placed coach (only `coachId` when the report is filtered to a coach): workshops not cancelled and their hours. */
export const coachWorkloadQuery = (where: SQL, coachId?: number) => sql`
  SELECT u.id AS coach_id, u.firstname, u.lastname, c.workshops, c.minutes FROM (
    SELECT wc.coach_id, count(*) AS workshops, sum(w.duration_minutes) AS minutes
    FROM workshops w JOIN workshop_coaches wc ON wc.workshop_id = w.id
    WHERE ${where} AND ${notCancelled} ${coachId ? sql`AND wc.coach_id = ${coachId}` : sql``}
    GROUP BY wc.coach_id
  ) c JOIN users u ON u.id = c.coach_id
  ORDER BY c.workshops DESC, u.lastname COLLATE NOCASE, u.firstname COLLATE NOCASE, u.id`;

interface KeyCount {
  key: string;
  n: number;
}
interface BarRow<K> {
  key: K;
  label: string;
  workshops: number;
  participants: number;
}
export interface ParticipantsRow {
  total: number;
  m: number;
  f: number;
  n: number;
}
interface DayCount {
  days: number;
  n: number;
}
interface WorkloadRow {
  coach_id: number;
  firstname: string;
  lastname: string;
  workshops: number;
  minutes: number;
}

export function byState(rows: KeyCount[]): StatisticsReport['workshops'] {
  const counts = new Map(rows.map((row) => [row.key, row.n]));
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    by_state: workshopStates.map((state) => ({ state, count: counts.get(state) ?? 0 })),
  };
}

export function participants(row: ParticipantsRow): StatisticsReport['participants'] {
  return { ...row, unspecified: row.total - row.m - row.f - row.n };
}

export const languageBars = (rows: BarRow<WorkshopLanguage>[], language: UiLanguage) =>
  rows.map((row) => ({ ...row, label: languageName(language, row.key) }));

export function byMonth(rows: KeyCount[], period: Period): StatisticsReport['by_month'] {
  const counts = new Map(rows.map((row) => [row.key, row.n]));
  return monthsOf(period.from, period.to).map((month) => ({ month, workshops: counts.get(month) ?? 0 }));
}

/** Bucket limits in days (decision 024). */
const LEAD_BUCKETS: Array<[number, number | null]> = [
  [0, 14],
  [15, 30],
  [31, 60],
  [61, 90],
  [91, 180],
  [181, null],
];
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Average, median and buckets from the histogram of days (sorted here; the rows are one per distinct day count). */
export function leadTime(rows: DayCount[]): StatisticsReport['lead_time'] {
  const sorted = [...rows].sort((a, b) => a.days - b.days);
  const workshops = sorted.reduce((sum, row) => sum + row.n, 0);
  const buckets = LEAD_BUCKETS.map(([min, max]) => ({
    min_days: min,
    max_days: max,
    workshops: sorted.filter((row) => row.days >= min && (max === null || row.days <= max)).reduce((s, r) => s + r.n, 0),
  }));
  if (workshops === 0) return { workshops, average_days: null, median_days: null, buckets };
  const totalDays = sorted.reduce((sum, row) => sum + row.days * row.n, 0);
  return { workshops, average_days: oneDecimal(totalDays / workshops), median_days: median(sorted, workshops), buckets };
}

/** The middle value (the mean of the two middle ones for an even count) of a sorted histogram. */
function median(sorted: DayCount[], count: number): number {
  const valueAt = (position: number) => {
    let seen = 0;
    for (const row of sorted) {
      seen += row.n;
      if (seen > position) return row.days;
    }
    return sorted.at(-1)!.days;
  };
  return oneDecimal((valueAt(Math.floor((count - 1) / 2)) + valueAt(Math.floor(count / 2))) / 2);
}

export function cancellations(
  rows: Array<{ reason: string | null; n: number }>,
  total: number,
): StatisticsReport['cancellations'] {
  return { total, reasons: rows.map((row) => ({ reason: row.reason, count: row.n })) };
}

export const coachWorkload = (rows: WorkloadRow[]): StatisticsReport['coach_workload'] =>
  rows.map(({ minutes, ...row }) => ({ ...row, hours: hoursOf(minutes) }));
