import type { SQL } from 'drizzle-orm';
import type { Database } from './env';

/**
 * Runs several raw `sql` reads in one D1 round trip. Drizzle's own `db.batch()` cannot carry `db.all(sql)`
 * statements that have parameters, so each is rendered by Drizzle and sent through the native `D1.batch()`.
 */
export async function readBatch(db: Database, queries: SQL[]): Promise<unknown[][]> {
  const d1 = db.$client;
  const statements = queries.map((query) => {
    const { sql, params } = db.all(query).getQuery();
    return d1.prepare(sql).bind(...params);
  });
  const results = await d1.batch(statements);
  return results.map((result) => result.results);
}

type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

/**
 * Several writes in one D1 batch, one transaction: Drizzle builders and raw `sql` statements (an UPDATE … FROM, an
 * INSERT … SELECT over json_each), which Drizzle's own `db.batch()` cannot carry with parameters.
 */
export async function writeBatch(db: Database, statements: Statement[]): Promise<unknown[][]> {
  const d1 = db.$client;
  const prepared = statements.map((statement) => {
    const { sql, params } = 'toSQL' in statement ? statement.toSQL() : db.all(statement).getQuery();
    return d1.prepare(sql).bind(...params);
  });
  const results = await d1.batch(prepared);
  return results.map((result) => result.results ?? []);
}
