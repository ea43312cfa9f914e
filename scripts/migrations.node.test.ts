import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { dataTables, insertSampleRow, parentsFirst } from './lib/sample-rows';
import { applyMigration, migratedDatabase, migrationNames, openD1LikeDatabase } from './lib/sqlite-migrations';

const rowCount = (db: DatabaseSync, table: string) =>
  (db.prepare(`SELECT count(*) AS rows FROM "${table}"`).get() as { rows: number }).rows;

/** Every table, index, trigger and view with its SQL, whitespace collapsed. */
const schemaOf = (db: DatabaseSync) =>
  (
    db.prepare(`SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`).all() as {
      type: string;
      name: string;
      sql: string | null;
    }[]
  ).map((entry) => ({ ...entry, sql: entry.sql?.replace(/\s+/g, ' ') ?? null }));

/** Fills every table with one more row (parents first); names the tables that stayed empty and why. */
function fillEveryTable(db: DatabaseSync, step: number): string[] {
  return parentsFirst(db, dataTables(db)).flatMap((table) => {
    const error = insertSampleRow(db, table, step);
    return error && rowCount(db, table) === 0 ? [`${table}: ${error}`] : [];
  });
}

// The upgrade path D1 takes in production: each migration runs on a database that already holds data in every table
// the earlier migrations created (one more generated row per table before each migration), keeps every row of the
// tables that stay, leaves no broken foreign key (a table recreated under `PRAGMA foreign_keys=OFF`, which D1 ignores,
// would cascade-delete its children), and ends with the schema a fresh database gets.
describe('the migrations in drizzle/', () => {
  it('apply one after the other to a database with rows in every table, losing none, to the schema of a fresh one', () => {
    const db = openD1LikeDatabase();
    migrationNames().forEach((name, step) => {
      expect(fillEveryTable(db, step), `tables left empty before ${name}`).toEqual([]);
      const before = new Map(dataTables(db).map((table) => [table, rowCount(db, table)]));
      applyMigration(db, name);
      const lost = dataTables(db)
        .filter((table) => before.has(table) && rowCount(db, table) < before.get(table)!)
        .map((table) => `${table}: ${before.get(table)} -> ${rowCount(db, table)} rows`);
      expect(lost, `rows lost by ${name}`).toEqual([]);
      expect(db.prepare('PRAGMA foreign_key_check').all(), `broken foreign keys after ${name}`).toEqual([]);
    });
    expect(schemaOf(db)).toEqual(schemaOf(migratedDatabase()));
  });
});
