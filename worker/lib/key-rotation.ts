import { decryptField, encryptField, FieldDecryptionError, keyIdOf, needsReencryption } from './field-crypto';
import type { Env } from './env';

/*
 * Key rotation (decision 038, `npm run keys:rotate`): every encrypted column is read, each value not encrypted with the
 * current (first) key is re-encrypted with it, plain-text leftovers are encrypted. Plain functions on rows and SQL
 * text, so the Node script (through `wrangler d1 execute`) and the worker tests (through D1) share them.
 */

type KeyEnv = Pick<Env, 'DATA_ENCRYPTION_KEYS'>;

/** Every column that holds field-encrypted values; `table.column` is the ciphertext's additional data. */
export const encryptedColumns = [
  { table: 'coach_profiles', key: 'user_id', column: 'ahv_number' },
  { table: 'coach_profiles', key: 'user_id', column: 'iban' },
  { table: 'coach_profiles', key: 'user_id', column: 'gross_monthly_salary' },
  { table: 'coach_profiles', key: 'user_id', column: 'replacement_incomes_per_month' },
  { table: 'users', key: 'id', column: 'totp_secret' },
] as const;
export type EncryptedColumn = (typeof encryptedColumns)[number];

/** The stored values of a column, as `{ k, v }` rows (the row's key and the value). */
export const selectStoredValues = (c: EncryptedColumn) =>
  `SELECT ${c.key} AS k, ${c.column} AS v FROM ${c.table} WHERE ${c.column} IS NOT NULL ORDER BY ${c.key}`;

export interface StoredValue {
  k: number;
  v: string;
}

export interface Reencryption {
  key: number;
  from: string;
  to: string;
}

export interface ColumnReport {
  column: string;
  /** Already under the current key. */
  current: number;
  /** Re-encrypted, per key id they were under. */
  rekeyed: Record<string, number>;
  /** Plain text from before encryption, now encrypted. */
  encrypted: number;
  /** Under a key that is no longer configured (or damaged): left as they are. */
  unreadable: number[];
  updates: Reencryption[];
}

/** What to write for one column: each value not under the current key, re-encrypted with it. */
export async function planColumn(env: KeyEnv, c: EncryptedColumn, rows: StoredValue[]): Promise<ColumnReport> {
  const aad = `${c.table}.${c.column}`;
  const report: ColumnReport = { column: aad, current: 0, rekeyed: {}, encrypted: 0, unreadable: [], updates: [] };
  for (const { k, v } of rows) {
    if (!(await needsReencryption(env, v))) {
      report.current++;
      continue;
    }
    let clear: string;
    try {
      clear = await decryptField(env, v, aad);
    } catch (error) {
      if (!(error instanceof FieldDecryptionError)) throw error;
      report.unreadable.push(k);
      continue;
    }
    const oldKey = keyIdOf(v);
    if (oldKey === null) report.encrypted++;
    else report.rekeyed[oldKey] = (report.rekeyed[oldKey] ?? 0) + 1;
    report.updates.push({ key: k, from: v, to: await encryptField(env, clear, aad) });
  }
  return report;
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * One UPDATE per value, conditional on the value read: a row the app changed meanwhile (already under the new key) is
 * left alone, so the rotation can run while the app is live.
 */
export const updateStatements = (c: EncryptedColumn, updates: Reencryption[]) =>
  updates.map(
    (u) =>
      `UPDATE ${c.table} SET ${c.column} = ${sqlText(u.to)} WHERE ${c.key} = ${Math.trunc(u.key)} AND ${c.column} = ${sqlText(u.from)};`,
  );
