import { sql, type SQL } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { log, loggableText } from '../../lib/log';
import { storeCached } from '../../lib/versioned-cache';

/** SQL pieces the reports share (docs/decisions/024-reports.md). */

/** Held workshops: they took place (done, invoiceable, invoiced); participants, hours and the coach's report count these. */
export const HELD = sql`('done', 'invoiceable', 'invoiced')`;

/** The grade's name in the reader's language, German when it lacks one. */
export const gradeName = (gradeId: SQL, language: UiLanguage) => sql`(
  SELECT coalesce(gt.name, gd.name) FROM grade_translations gd
  LEFT JOIN grade_translations gt ON gt.grade_id = gd.grade_id AND gt.language = ${language}
  WHERE gd.grade_id = ${gradeId} AND gd.language = 'de')`;

/** The school year (by the year it starts in) of an ISO date column: 2026-07-31 → 2025, 2026-08-01 → 2026. */
export const schoolYearSql = (date: SQL) =>
  sql`(CAST(substr(${date}, 1, 4) AS INTEGER) - (CASE WHEN substr(${date}, 6, 2) < '08' THEN 1 ELSE 0 END))`;

/** Unix seconds of `HH:00` UTC on the Sunday on or after `MM-25` of `t`'s year: where Swiss summer time starts or ends. */
const lastSundayUtc = (t: SQL, monthDay: string) =>
  sql`CAST(strftime('%s', date(strftime('%Y', ${t}, 'unixepoch') || '${sql.raw(monthDay)}', 'weekday 0') || ' 01:00') AS INTEGER)`;

/**
 * Seconds Zurich is ahead of UTC at unix seconds `t` (of UTC month `month`, 1–12): UTC+2 from the last Sunday of March
 * 01:00 UTC to the last Sunday of October 01:00 UTC, UTC+1 otherwise (the EU rule Switzerland follows). Only March and
 * October rows compute the Sundays: the date functions are the expensive part of a scan.
 */
export const zurichOffsetSql = (t: SQL, month: SQL) => sql`CASE
  WHEN ${month} BETWEEN 4 AND 9 THEN 7200
  WHEN ${month} IN (3, 10) THEN 3600 * (1 + (${t} >= ${lastSundayUtc(t, '-03-25')} AND ${t} < ${lastSundayUtc(t, '-10-25')}))
  ELSE 3600 END`;

/** The UTC month (1–12) of unix seconds `t`. */
export const utcMonthSql = (t: SQL) => sql`CAST(strftime('%m', ${t}, 'unixepoch') AS INTEGER)`;

/** The Zurich calendar day (`YYYY-MM-DD`) of unix seconds `t`. */
export const zurichDateSql = (t: SQL) => sql`date(${t} + ${zurichOffsetSql(t, utcMonthSql(t))}, 'unixepoch')`;

/** Minutes as hours, to two decimals. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** Every month (`YYYY-MM`) from `from` to `to`, both included. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const end = to.slice(0, 7);
  for (let label = from.slice(0, 7); label <= end;) {
    months.push(label);
    month++;
    if (month > 12) [year, month] = [year + 1, 1];
    label = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

/** Hands work to the request's `waitUntil`: the answer leaves before the work ends. */
export type Defer = (work: Promise<unknown>) => void;

/**
 * Keeps a computed section in the report cache (`storeCached`): awaited, or — given `defer` — written after the answer
 * has left, so a first view after a write does not wait for the cache's write transaction too. A failed write is
 * logged; the next view computes the section again.
 */
export async function keepComputed(db: Database, key: string, version: number, value: unknown, defer?: Defer) {
  const work = storeCached(db, key, version, value);
  if (!defer) return work;
  defer(
    work.catch((error: unknown) =>
      log('error', 'report_cache.store_failed', { error: loggableText(error instanceof Error ? error.message : String(error)) }),
    ),
  );
}
