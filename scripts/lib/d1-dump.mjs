// A restorable SQL dump of a D1 database read through `wrangler d1 execute --json` (local or remote), table by table.
// `wrangler d1 export` refuses databases with virtual tables (our FTS5 `inquiries_search`), so the dump is written
// here: tables and their rows first, then the FTS table refilled through its own INSERTs (which rebuilds its index),
// then indexes, views and triggers (after the rows, so the FTS triggers do not index the rows twice).
import { spawn } from 'node:child_process';
import { quietEnv } from '../lib.mjs';

/** FTS5 keeps its index in these shadow tables; they are rebuilt from the virtual table's rows, never dumped. */
const FTS_SHADOW_SUFFIXES = ['data', 'idx', 'content', 'docsize', 'config'];
/** D1's own tables (not readable remotely, recreated by D1). */
const INTERNAL = /^(sqlite_|_cf_)/;
/** Rows per INSERT, and a cap on its length: remote D1 refuses statements over 100 KB. */
const ROWS_PER_INSERT = 100;
const MAX_STATEMENT_BYTES = 90_000;

/** `wrangler d1 execute DB --json` with one or more statements; the results in statement order. */
export function queryD1(target, statements) {
  const args = ['wrangler', 'd1', 'execute', 'DB', '--json', ...target, '--command', statements.join(';\n')];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const text = Buffer.concat(out).toString('utf8');
      if (code !== 0) return reject(new Error(`wrangler d1 execute exited with ${code}: ${Buffer.concat(err)}${text}`));
      resolve(JSON.parse(text).map((result) => result.results));
    });
  });
}

export const quoteIdentifier = (name) => `"${String(name).replaceAll('"', '""')}"`;

export function sqlValue(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot dump the number ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  // BLOB columns would arrive as arrays: no table has one, and JSON could not carry them faithfully anyway.
  throw new Error(`cannot dump a value of type ${typeof value}: ${JSON.stringify(value).slice(0, 80)}`);
}

/** INSERTs of `rows` into `table`, a hundred rows (or 90 KB) at most per statement. */
export function insertStatements(table, columns, rows) {
  const statements = [];
  const head = `INSERT INTO ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) VALUES\n`;
  let tuples = [];
  let bytes = head.length;
  const flush = () => {
    if (tuples.length) statements.push(`${head}${tuples.join(',\n')};`);
    tuples = [];
    bytes = head.length;
  };
  for (const row of rows) {
    const tuple = `(${columns.map((column) => sqlValue(row[column])).join(', ')})`;
    if (tuples.length >= ROWS_PER_INSERT || bytes + tuple.length > MAX_STATEMENT_BYTES) flush();
    tuples.push(tuple);
    bytes += tuple.length + 2;
  }
  flush();
  return statements;
}

/**
 * The generated columns of a table, read from its CREATE TABLE (`workshops.school_key`): `SELECT *` returns them, but
 * an INSERT may not set them; SQLite computes them again on restore.
 */
export const generatedColumns = (tableSql) =>
  new Set([...tableSql.matchAll(/[`"[]?(\w+)[`"\]]?\s+[\w ]*?\bGENERATED\s+ALWAYS\s+AS\b/gi)].map((match) => match[1]));

/** The schema objects to dump: plain tables, virtual tables (FTS), then indexes, views and triggers. */
export function classifySchema(objects) {
  const user = objects.filter((o) => o.sql && !INTERNAL.test(o.name));
  const virtual = user.filter((o) => o.type === 'table' && /^CREATE\s+VIRTUAL\s+TABLE/i.test(o.sql));
  const shadow = new Set(virtual.flatMap((v) => FTS_SHADOW_SUFFIXES.map((suffix) => `${v.name}_${suffix}`)));
  const tables = user.filter((o) => o.type === 'table' && !virtual.includes(o) && !shadow.has(o.name));
  const later = user.filter((o) => ['index', 'view', 'trigger'].includes(o.type));
  return { tables, virtual, later };
}

/**
 * Reads the whole database and returns the dump (SQL text) and the row count per table (the FTS table included).
 * `target`: `['--local', '--persist-to', dir]` or `['--remote']`.
 */
export async function dumpD1(target) {
  const [objects] = await queryD1(target, [
    `SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid`,
  ]);
  const { tables, virtual, later } = classifySchema(objects);
  const sourceTables = [...tables, ...virtual];
  // One read per table: the virtual table's rowid is part of its rows (the FTS triggers key it by the inquiry id).
  const reads = sourceTables.map((t) =>
    virtual.includes(t)
      ? `SELECT rowid AS "rowid", * FROM ${quoteIdentifier(t.name)}`
      : `SELECT * FROM ${quoteIdentifier(t.name)}`,
  );
  const results = reads.length ? await queryD1(target, reads) : [];
  const counts = {};
  const lines = [
    '-- Workshop Admin D1 dump (scripts/backup.mjs). Restore: npm run backup:restore -- <this folder>',
    'PRAGMA defer_foreign_keys = ON;',
  ];
  const write = (object, rows) => {
    counts[object.name] = rows.length;
    if (rows.length === 0) return;
    const generated = generatedColumns(object.sql);
    const columns = Object.keys(rows[0]).filter((column) => !generated.has(column));
    lines.push(...insertStatements(object.name, columns, rows));
  };
  // Every table before any row: an INSERT checks its foreign keys against tables that must exist already.
  for (const table of tables) lines.push(`${table.sql};`);
  tables.forEach((table, i) => write(table, results[i]));
  virtual.forEach((table, i) => {
    lines.push(`${table.sql};`);
    write(table, results[tables.length + i]);
  });
  for (const object of later) lines.push(`${object.sql};`);
  return { sql: `${lines.join('\n')}\n`, counts };
}

/** Row count per table of a database, for comparing a restore with its dump. */
export async function rowCounts(target, names) {
  const results = await queryD1(
    target,
    names.map((name) => `SELECT count(*) AS n FROM ${quoteIdentifier(name)}`),
  );
  return Object.fromEntries(names.map((name, i) => [name, results[i][0].n]));
}
