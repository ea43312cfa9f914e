// Shared by the benchmarks that run a local stack (bench:api, bench:export, bench:load): bulk rows, port, load average.
import { availableParallelism, loadavg } from 'node:os';

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

/**
 * The port a bench's `wrangler dev` listens on: `BENCH_PORT`, else the bench's own default. The defaults lie outside
 * 8780–8820 (the dev stack, the browser tests and other stacks) and differ per bench, so two benches can run at once.
 */
export function benchPort(defaultPort) {
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`BENCH_PORT must be a port, not ${process.env.BENCH_PORT}`);
  return port;
}

/** The machine's load average (1, 5, 15 min) as printed beside a bench's figures: `load 1.23 / 0.98 / 0.70 (2 cores)`. */
export function loadAverage() {
  return `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (${availableParallelism()} cores)`;
}
