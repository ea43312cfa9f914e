import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, Database } from '../lib/env';
import { errorFields, log } from '../lib/log';

const reading = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks every cached report stale (decision 024): a write happened. An upsert, so a wiped table heals itself. */
export const bumpDataVersion = (db: Database) =>
  db.run(sql`INSERT INTO data_versions (name, version) VALUES ('reports', 1)
    ON CONFLICT(name) DO UPDATE SET version = version + 1`);

/**
 * After a write request that succeeded (any method but GET/HEAD/OPTIONS, status below 400), the data version goes up,
 * so no report computed before it is served again. Coarse on purpose: no write path has to remember it.
 */
export const dataVersionMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  if (reading.has(c.req.method) || c.res.status >= 400 || !c.var.db) return;
  // The change is committed by now: a failing bump must not turn it into a 500 (a school would send its inquiry
  // again). Reports may then be served from the cache until the next write bumps the version.
  await bumpDataVersion(c.var.db).catch((error: unknown) =>
    log('error', 'reports.data_version_not_bumped', { request_id: c.var.requestId, ...errorFields(error) }),
  );
});
