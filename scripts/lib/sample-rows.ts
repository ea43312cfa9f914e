/**
 * One generated row per table, for the migration upgrade test: every column gets a value of its type, a foreign key the
 * key of the referenced table's newest row, and a column a CHECK compares with literals one of those literals. Several
 * variants are tried (all ones, values rising with the column's position, optional columns left out) until one passes
 * the table's constraints.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

interface Column {
  cid: number;
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
  hidden: number;
}

interface ForeignKey {
  table: string;
  from: string;
  to: string | null;
}

interface Variant {
  rising: boolean;
  omitOptional: boolean;
  literal: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schema's own tables: no SQLite or D1 internals, no virtual table (the FTS index) nor its shadow tables. */
export function dataTables(db: DatabaseSync): string[] {
  const tables = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as {
    name: string;
    sql: string;
  }[];
  const virtual = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql)).map((table) => table.name);
  return tables
    .map((table) => table.name)
    .filter((name) => !/^(sqlite_|_cf_|d1_)/.test(name))
    .filter((name) => !virtual.some((table) => name === table || name.startsWith(`${table}_`)));
}

const foreignKeys = (db: DatabaseSync, table: string) =>
  db.prepare(`SELECT * FROM pragma_foreign_key_list(?)`).all(table) as unknown as ForeignKey[];

/** The tables, each after the tables its foreign keys reference (a reference to itself does not count). */
export function parentsFirst(db: DatabaseSync, tables: readonly string[]): string[] {
  const ordered: string[] = [];
  const visit = (table: string, path: readonly string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const key of foreignKeys(db, table)) if (key.table !== table) visit(key.table, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** The literals a CHECK of the table compares the column with (`"kind" = 'weekday'`, `"gender" in (1, 2, 3)`). */
function checkLiterals(tableSql: string, column: string): SQLInputValue[] {
  const name = column.replace(/[^\w]/g, '');
  const pattern = new RegExp(`"${name}"\\s*(?:=|in\\s*\\(|between)\\s*('([^']*)'|-?\\d+)`, 'gi');
  return [...tableSql.matchAll(pattern)].map(([, literal, text]) => (text ?? Number(literal)) as SQLInputValue);
}

function plainValue(column: Column, step: number, variant: Variant): SQLInputValue {
  const type = column.type.toUpperCase();
  const rising = variant.rising ? column.cid + 1 : 1;
  if (/INT/.test(type)) return rising;
  if (/REAL|FLOA|DOUB/.test(type)) return rising + 0.5;
  if (/BLOB/.test(type)) return new Uint8Array([step, column.cid]);
  return `${String(step).padStart(3, '0')}-${String(rising).padStart(3, '0')}`;
}

function sampleRow(db: DatabaseSync, table: string, step: number, variant: Variant): Map<string, SQLInputValue> {
  const tableSql = (db.prepare(`SELECT sql FROM sqlite_master WHERE name = ?`).get(table) as { sql: string }).sql;
  const columns = db.prepare(`SELECT * FROM pragma_table_xinfo(?)`).all(table) as unknown as Column[];
  const keys = foreignKeys(db, table);
  const keyColumns = columns.filter((column) => column.pk > 0);
  const rowid = keyColumns.length === 1 && keyColumns[0]!.type.toUpperCase() === 'INTEGER' ? keyColumns[0]!.name : null;
  const row = new Map<string, SQLInputValue>();
  for (const column of columns) {
    const optional = column.notnull === 0 || column.dflt_value !== null;
    if (column.hidden !== 0 || column.name === rowid || (variant.omitOptional && optional)) continue;
    const key = keys.find((candidate) => candidate.from === column.name);
    if (key) {
      const parent = db
        .prepare(`SELECT ${key.to ? quote(key.to) : 'rowid'} AS value FROM ${quote(key.table)} ORDER BY rowid DESC LIMIT 1`)
        .get() as { value: SQLInputValue } | undefined;
      if (parent) row.set(column.name, parent.value);
      continue;
    }
    const literals = checkLiterals(tableSql, column.name);
    row.set(column.name, literals[variant.literal % Math.max(literals.length, 1)] ?? plainValue(column, step, variant));
  }
  return row;
}

const variants: Variant[] = [false, true].flatMap((omitOptional) =>
  [false, true].flatMap((rising) => [0, 1, 2].map((literal) => ({ rising, omitOptional, literal }))),
);

/**
 * Inserts one row into the table (`step` makes its text values differ from earlier rows); returns why no variant
 * passed, or null.
 */
export function insertSampleRow(db: DatabaseSync, table: string, step: number): string | null {
  let lastError = '';
  for (const variant of variants) {
    const row = sampleRow(db, table, step, variant);
    const names = [...row.keys()];
    const sql = names.length
      ? `INSERT INTO ${quote(table)} (${names.map(quote).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`
      : `INSERT INTO ${quote(table)} DEFAULT VALUES`;
    try {
      db.prepare(sql).run(...row.values());
      return null;
    } catch (error) {
      lastError = (error as Error).message;
    }
  }
  return lastError;
}
