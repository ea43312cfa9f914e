import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** `column IN (…)` with one bound parameter for any number of values (D1 allows 100 parameters per statement). */
export const inList = (column: SQLiteColumn | SQL, values: readonly (number | string)[]) =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
