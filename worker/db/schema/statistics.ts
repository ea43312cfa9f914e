import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cantons } from './enums';

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
