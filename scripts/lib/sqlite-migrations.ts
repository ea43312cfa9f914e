/**
 * The migrations in drizzle/ applied to a SQLite database in Node (`node:sqlite`) the way D1 applies them: foreign keys
 * enforced, and each file as one atomic batch (`wrangler d1 migrations apply` sends a file's statements with
 * `db.batch`), inside which SQLite ignores `PRAGMA foreign_keys=OFF` just as D1 does (docs/stack.md, "D1 and Drizzle
 * traps").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const MIGRATIONS_DIR = 'drizzle';

/** The migration files in the order wrangler applies them. */
export const migrationNames = (dir = MIGRATIONS_DIR) =>
  readdirSync(dir)
    .filter((name) => /^\d+_.*\.sql$/.test(name))
    .sort();

export function openD1LikeDatabase(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

export function applyMigration(db: DatabaseSync, name: string, dir = MIGRATIONS_DIR) {
  const sql = readFileSync(join(dir, name), 'utf8');
  db.exec('BEGIN');
  try {
    db.exec(sql);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
}

/** A database with every migration applied, as a fresh D1 after `wrangler d1 migrations apply`. */
export function migratedDatabase(dir = MIGRATIONS_DIR): DatabaseSync {
  const db = openD1LikeDatabase();
  for (const name of migrationNames(dir)) applyMigration(db, name, dir);
  return db;
}
