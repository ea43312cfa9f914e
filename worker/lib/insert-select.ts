import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './env';

/**
 * `INSERT INTO table SELECT …` as a batch statement. Drizzle's `insert().select()` wants every column in table
 * order; this fills the columns not given with their SQL default (or NULL), so a service names only what it sets:
 * `insertSelect(db, coachFees, { workshopId: sql\`wc.workshop_id\`, … }, sql\`FROM workshop_coaches wc …\`)`.
 */
export function insertSelect<T extends SQLiteTable>(
  db: Database,
  table: T,
  values: Partial<Record<keyof T['_']['columns'], SQL>>,
  from: SQL,
) {
  const given = values as Record<string, SQL | undefined>;
  const list = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = given[key];
    if (value) return value;
    const fallback = column.default;
    if (fallback === undefined || fallback === null) return sql`NULL`;
    return is(fallback, SQL) ? fallback : sql`${fallback}`;
  });
  return db.insert(table).select(sql`SELECT ${sql.join(list, sql`, `)} ${from}`);
}
