import { sql } from 'drizzle-orm';
import type { Database } from './env';
import { readBatch } from './read-batch';
import { nowSeconds } from './tokens';

/*
 * Values computed from the data, kept until the data changes (docs/decisions/024-reports.md): each entry carries the
 * data version it was computed at, and the version goes up after every successful write request
 * (worker/middleware/data-version.ts) and after the daily job. Reports and the dashboard's conflicts use it.
 */

/** How many entries are kept (the newest); a report of 500 coaches is some 50 KB. */
export const VERSIONED_CACHE_SIZE = 200;

/** The current data version, 0 before the first write. */
export const dataVersionQuery = sql`SELECT coalesce((SELECT version FROM data_versions WHERE name = 'reports'), 0) AS version`;

/** The entry of `key` if it was computed at the current data version (no row otherwise); fits into a read batch. */
export const cachedQuery = (key: string) =>
  sql`SELECT body FROM report_cache WHERE key = ${key} AND data_version = (${dataVersionQuery})`;

/** The value in the rows of `cachedQuery`, or null. */
export const cachedValue = <T>(rows: unknown[]): T | null =>
  rows[0] ? (JSON.parse((rows[0] as { body: string }).body) as T) : null;

/** The version in the rows of `dataVersionQuery`. */
export const versionOf = (rows: unknown[]) => (rows[0] as { version: number }).version;

/**
 * Keeps a value for its data version: never over one of a newer version (a slow request finishing late), dropping
 * entries of older versions and all but the newest VERSIONED_CACHE_SIZE.
 */
export async function storeCached(db: Database, key: string, version: number, value: unknown) {
  // Raw statements with parameters: drizzle's batch cannot carry them, readBatch sends them in one (atomic) D1 batch.
  await readBatch(db, [
    sql`INSERT INTO report_cache (key, data_version, body, created_at)
      VALUES (${key}, ${version}, ${JSON.stringify(value)}, ${nowSeconds()})
      ON CONFLICT(key) DO UPDATE SET data_version = excluded.data_version, body = excluded.body, created_at = excluded.created_at
      WHERE excluded.data_version >= report_cache.data_version`,
    sql`DELETE FROM report_cache WHERE data_version < ${version}`,
    sql`DELETE FROM report_cache WHERE key IN
      (SELECT key FROM report_cache ORDER BY created_at DESC, key LIMIT -1 OFFSET ${VERSIONED_CACHE_SIZE})`,
  ]);
}
