import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cantons } from '../../contract/enums';

/**
 * The canton of every Swiss postcode (official directory of localities, swisstopo; a postcode shared by several
 * cantons belongs to the canton of most of its localities). Reports group and filter workshops and inquiries by the
 * canton of their postcode through this table, so no write path has to keep a canton column right. Decisions 024 and 028.
 */
export const postcodeCantons = sqliteTable(
  'postcode_cantons',
  {
    postcode: text('postcode').primaryKey(),
    canton: text('canton', { enum: cantons }).notNull(),
  },
  (t) => [index('postcode_cantons_canton_idx').on(t.canton, t.postcode)],
);

/**
 * A counter every successful write request bumps (worker/middleware/data-version.ts): a cached report is fresh
 * while the counter still has the value it was computed at. One row, `name` = 'reports'. Decision 024.
 */
export const dataVersions = sqliteTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** Computed reports (GET statistics) by filters and language, valid for one data version. Bounded in size. */
export const reportCache = sqliteTable(
  'report_cache',
  {
    key: text('key').primaryKey(),
    dataVersion: integer('data_version').notNull(),
    /** The report's JSON. */
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('report_cache_created_idx').on(t.createdAt)],
);
