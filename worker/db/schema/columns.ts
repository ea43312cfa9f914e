import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/** Machine timestamps are unix seconds (UTC); people's dates are ISO `YYYY-MM-DD` text, times `HH:MM` text. */
export const createdAt = () =>
  integer('created_at')
    .notNull()
    .default(sql`(unixepoch())`);
export const updatedAt = () =>
  integer('updated_at')
    .notNull()
    .default(sql`(unixepoch())`);
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
