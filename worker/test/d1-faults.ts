import { env } from 'cloudflare:test';

/** A statement that writes (the injector counts these; reads pass untouched). */
const WRITE = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|replace)\b/i;

interface Statement {
  statement?: string;
}
type Method = (...args: unknown[]) => Promise<unknown>;

const sqlOf = (statement: unknown) => (statement as Statement).statement ?? '';

/** The report cache's version bump after every successful write request (middleware/data-version.ts): no part of it. */
const AFTER_COMMIT = /\bdata_versions\b/;

/**
 * Makes the `failAt`-th write statement D1 runs (1-based, counted over single statements and every statement inside a
 * batch, in order, leaving out the report cache's version bump) — or the first write matching `failAt` when it is a
 * pattern — fail as a D1 error would. Inside a batch the statement is swapped for one that fails, so D1's own
 * atomicity decides what survives; a single statement throws before it runs. `failAt: Infinity` only counts.
 * The app runs in the tests' isolate, so patching the bindings' prototypes covers the requests of `fetchApp`/`api`.
 */
export function injectD1WriteFault(failAt: number | RegExp) {
  const databasePrototype = Object.getPrototypeOf(env.DB) as { batch: Method };
  const statementPrototype = Object.getPrototypeOf(env.DB.prepare('SELECT 1')) as Record<'run' | 'all' | 'raw' | 'first', Method>;
  const originals = {
    batch: databasePrototype.batch,
    run: statementPrototype.run,
    all: statementPrototype.all,
    raw: statementPrototype.raw,
    first: statementPrototype.first,
  };
  const state = { writes: 0, failed: null as string | null };
  const hit = (sql: string) => {
    if (!WRITE.test(sql)) return false;
    if (failAt instanceof RegExp) return state.failed === null && failAt.test(sql);
    return !AFTER_COMMIT.test(sql) && ++state.writes === failAt;
  };

  databasePrototype.batch = function (this: D1Database, ...args: unknown[]) {
    const statements = (args[0] as D1PreparedStatement[]).map((statement) => {
      if (!hit(sqlOf(statement))) return statement;
      state.failed = sqlOf(statement);
      return env.DB.prepare('SELECT * FROM injected_d1_fault');
    });
    return originals.batch.call(this, statements, ...args.slice(1));
  };
  for (const name of ['run', 'all', 'raw', 'first'] as const) {
    statementPrototype[name] = function (this: Statement, ...args: unknown[]) {
      if (hit(sqlOf(this))) {
        state.failed = sqlOf(this);
        return Promise.reject(new Error('D1_ERROR: injected fault: SQLITE_IOERR'));
      }
      return originals[name].apply(this, args);
    };
  }
  return {
    state,
    restore() {
      databasePrototype.batch = originals.batch;
      Object.assign(statementPrototype, { run: originals.run, all: originals.all, raw: originals.raw, first: originals.first });
    },
  };
}

/** Tables whose rows change without the request's doing (sessions' last use) or that D1 keeps itself. */
const UNSTABLE = new Set(['sessions', '_cf_KV', '_cf_METADATA', 'd1_migrations', 'sqlite_sequence']);

/** Every row of every table, for comparing the whole database before and after a failed request. */
export async function snapshotDatabase(): Promise<Record<string, string[]>> {
  const { results: tables } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  ).all<{ name: string }>();
  const names = tables.map(({ name }) => name).filter((name) => !UNSTABLE.has(name));
  // One round trip for every table: the test reads the whole database twice per failed write.
  const results = await env.DB.batch(names.map((name) => env.DB.prepare(`SELECT * FROM "${name}"`)));
  // Sorted as text: some tables (FTS5's) have no rowid to order by.
  return Object.fromEntries(names.map((name, i) => [name, results[i]!.results.map((row) => JSON.stringify(row)).sort()]));
}
