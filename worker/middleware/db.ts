import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import * as schema from '../db/schema';
import type { AppBindings } from '../lib/env';

export const createDb = (d1: D1Database) => drizzle(d1, { schema });

/** Counts the SQL statements a request prepares (each batch member is prepared once). */
function countingD1(d1: D1Database, counter: { queries: number }): D1Database {
  return new Proxy(d1, {
    get(target, property, receiver) {
      if (property === 'prepare') {
        return (query: string) => {
          counter.queries++;
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Drizzle on `c.var.db`. With `QUERY_COUNT_HEADER=on` (benchmarks only) every response tells how many
 * D1 statements it took in `X-D1-Queries`.
 */
export const dbMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  if (c.env.QUERY_COUNT_HEADER !== 'on') {
    c.set('db', createDb(c.env.DB));
    await next();
    return;
  }
  const counter = { queries: 0 };
  c.set('db', createDb(countingD1(c.env.DB, counter)));
  await next();
  c.res.headers.set('X-D1-Queries', String(counter.queries));
});
