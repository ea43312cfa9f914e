/**
 * Turns typed Drizzle inserts into one plain SQL file for `wrangler d1 execute --file`.
 * Drizzle builds the statements (column names, defaults, boolean/JSON mapping) and we inline the parameters as
 * SQLite literals, so the file has no bound parameters at all.
 */
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/sqlite-proxy';

const builder = drizzle(async () => ({ rows: [] }));

export interface SeedBatch<T extends SQLiteTable = SQLiteTable> {
  table: T;
  rows: T['$inferInsert'][];
}

/** Typed helper: `batch(users, [...])` checks every row against the table. */
export function batch<T extends SQLiteTable>(table: T, rows: T['$inferInsert'][]): SeedBatch {
  return { table, rows } as unknown as SeedBatch;
}

export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} to SQL`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (value instanceof Uint8Array) return `X'${Buffer.from(value).toString('hex')}'`;
  throw new Error(`Unsupported SQL parameter: ${typeof value}`);
}

/** Replaces each `?` placeholder (outside quoted strings and identifiers) by its literal. */
export function inlineParams(sql: string, params: unknown[]): string {
  let out = '';
  let quote: string | null = null;
  let next = 0;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
      out += ch;
    } else if (ch === '?') {
      if (next >= params.length) throw new Error('More placeholders than parameters');
      out += literal(params[next++]);
    } else {
      out += ch;
    }
  }
  if (next !== params.length) throw new Error('More parameters than placeholders');
  return out;
}

/** Multi-row INSERT statements, `rowsPerStatement` rows each (keeps every statement small for D1). */
export function insertStatements({ table, rows }: SeedBatch, rowsPerStatement = 20): string[] {
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const chunk = rows.slice(i, i + rowsPerStatement);
    const query = builder.insert(table).values(chunk).toSQL();
    statements.push(`${inlineParams(query.sql, query.params)};`);
  }
  return statements;
}

export function tableName(table: SQLiteTable): string {
  return getTableConfig(table).name;
}

/**
 * Orders tables so that every table comes after the tables it references (parents first).
 * Inserting in this order and deleting in the reverse order never violates a foreign key.
 */
export function sortByDependencies(tables: SQLiteTable[]): SQLiteTable[] {
  const byName = new Map(tables.map((t) => [tableName(t), t]));
  const sorted: SQLiteTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`Foreign key cycle through ${name}`);
    state.set(name, 'visiting');
    const table = byName.get(name)!;
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = tableName(fk.reference().foreignTable);
      if (parent !== name && byName.has(parent)) visit(parent);
    }
    state.set(name, 'done');
    sorted.push(table);
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return sorted;
}

/** DELETE statements for every given table, children first, and a reset of the autoincrement counters. */
export function wipeStatements(tables: SQLiteTable[]): string[] {
  const names = sortByDependencies(tables).map(tableName).reverse();
  return [
    ...names.map((name) => `DELETE FROM "${name}";`),
    `DELETE FROM sqlite_sequence WHERE name IN (${names.map((n) => literal(n)).join(', ')});`,
  ];
}
