import { sql } from 'drizzle-orm';
import type { UiLanguage } from '../../db/schema/enums';
import type { Database } from '../../lib/env';
import { nowSeconds } from '../../lib/tokens';
import { readBatch } from '../../lib/read-batch';
import type { StatisticsFilters } from './statistics.filters';
import type { Period } from './school-years';
import type { StatisticsReport } from './statistics.schemas';

/** How many computed reports are kept (the newest); a report of 500 coaches is some 50 KB. */
export const REPORT_CACHE_SIZE = 200;

/** The current data version (bumped after every write, worker/middleware/data-version.ts), 0 before the first. */
export const dataVersionQuery = sql`SELECT coalesce((SELECT version FROM data_versions WHERE name = 'reports'), 0) AS version`;

/** One entry per filters, period (the default period moves with the day) and language. */
export function reportCacheKey(filters: StatisticsFilters, period: Period, language: UiLanguage): string {
  const { school_year: _year, from: _from, to: _to, ...rest } = filters;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({ ...sorted, from: period.from, to: period.to, language });
}

/** The report stored for this key if it was computed at the current data version. */
export async function cachedReport(db: Database, key: string): Promise<StatisticsReport | null> {
  const [rows] = (await readBatch(db, [
    sql`SELECT body FROM report_cache WHERE key = ${key} AND data_version = (${dataVersionQuery})`,
  ])) as [Array<{ body: string }>];
  return rows[0] ? (JSON.parse(rows[0].body) as StatisticsReport) : null;
}

/**
 * Keeps a computed report for its data version: never over one of a newer version (a slow request finishing late),
 * dropping entries of older versions and all but the newest REPORT_CACHE_SIZE.
 */
export async function storeReport(db: Database, key: string, version: number, report: StatisticsReport) {
  // Raw statements with parameters: drizzle's batch cannot carry them, readBatch sends them in one (atomic) D1 batch.
  await readBatch(db, [
    sql`INSERT INTO report_cache (key, data_version, body, created_at)
      VALUES (${key}, ${version}, ${JSON.stringify(report)}, ${nowSeconds()})
      ON CONFLICT(key) DO UPDATE SET data_version = excluded.data_version, body = excluded.body, created_at = excluded.created_at
      WHERE excluded.data_version >= report_cache.data_version`,
    sql`DELETE FROM report_cache WHERE data_version < ${version}`,
    sql`DELETE FROM report_cache WHERE key IN
      (SELECT key FROM report_cache ORDER BY created_at DESC, key LIMIT -1 OFFSET ${REPORT_CACHE_SIZE})`,
  ]);
}
