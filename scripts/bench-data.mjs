// Shared by the benchmarks that seed bulk rows into a local D1 (bench:api, bench:export).

/** A value as an SQL literal (strings quoted, NULL). */
export const sqlText = (value) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;

/** The i-th entry, round and round. */
export const pick = (list, i) => list[i % list.length];

/** `INSERT` statements of `chunk` rows each. */
export function insertRows(table, columns, rows, chunk = 200) {
  const out = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows.slice(i, i + chunk).map((row) => `(${row.map(sqlText).join(',')})`);
    out.push(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values.join(',')};`);
  }
  return out;
}

/** 2026-01-01 plus `dayOffset` days. */
export const isoDate = (dayOffset) => new Date(Date.UTC(2026, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);

/** Waits until `url` answers 2xx (a starting `wrangler dev`), at most 100 s. */
export async function waitFor(url) {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}
