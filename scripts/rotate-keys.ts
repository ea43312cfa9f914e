/**
 * `npm run keys:rotate`: re-encrypts every encrypted column (AHV number, IBAN, salaries, TOTP secrets) with the current
 * data key, the first in DATA_ENCRYPTION_KEYS, and encrypts plain-text leftovers. Idempotent: a second run finds
 * nothing to do. See decision 038 and the README ("Deploy", key rotation).
 *
 *   npm run keys:rotate                           the local D1 (keys from .dev.vars or DATA_ENCRYPTION_KEYS)
 *   npm run keys:rotate -- --persist-to DIR       another local state directory (as `wrangler --persist-to`)
 *   npm run keys:rotate -- --remote               the deployed D1: DATA_ENCRYPTION_KEYS must be set in the shell to the
 *                                                 value of the Worker secret (new key first, old keys after it)
 *   npm run keys:rotate -- --dry-run              only count what would change
 *
 * Each value is updated only while it still holds what was read (UPDATE … WHERE column = old value), so the app can
 * keep running. Values under a key that is no longer listed are reported and left alone (exit code 1).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dataKeysProblem } from '../worker/lib/field-crypto';
import {
  encryptedColumns,
  planColumn,
  selectStoredValues,
  updateStatements,
  type ColumnReport,
  type StoredValue,
} from '../worker/lib/key-rotation';
import { localDataKeys } from './dev-vars';

const { values: options } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log('Usage: npm run keys:rotate -- [--remote | --persist-to DIR] [--dry-run]');
  process.exit(0);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = options.remote
  ? ['--remote']
  : ['--local', ...(options['persist-to'] ? ['--persist-to', resolve(options['persist-to'])] : [])];
const wranglerBin = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');
/** Statements per `wrangler d1 execute --file` call: small enough for D1's limits, few enough round trips. */
const CHUNK = 200;

function wrangler(args: string[]): string {
  const result = spawnSync(process.execPath, [wranglerBin, 'd1', 'execute', 'DB', ...target, ...args], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error([result.stdout, result.stderr].filter(Boolean).join('\n').trim() || `wrangler exited ${result.status}`);
  }
  return result.stdout;
}

function read(sql: string): StoredValue[] {
  const [first] = JSON.parse(wrangler(['--json', '--command', sql])) as Array<{ results: StoredValue[] }>;
  return first?.results ?? [];
}

function write(statements: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'rotate-keys-'));
  try {
    for (let i = 0; i < statements.length; i += CHUNK) {
      const file = join(dir, `chunk-${i / CHUNK}.sql`);
      writeFileSync(file, `${statements.slice(i, i + CHUNK).join('\n')}\n`);
      wrangler(['--file', file, '--yes']);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function describe(report: ColumnReport): string {
  const rekeyed = Object.entries(report.rekeyed).map(([id, n]) => `${n} from key ${id}`);
  const parts = [
    `${report.current} current`,
    ...(rekeyed.length > 0 ? [`re-encrypted ${rekeyed.join(', ')}`] : []),
    ...(report.encrypted > 0 ? [`${report.encrypted} plain encrypted`] : []),
    ...(report.unreadable.length > 0 ? [`${report.unreadable.length} UNREADABLE (rows ${report.unreadable.join(', ')})`] : []),
  ];
  return `${report.column.padEnd(45)} ${parts.join('; ')}`;
}

async function main() {
  const keys = options.remote ? process.env.DATA_ENCRYPTION_KEYS : localDataKeys(join(root, '.dev.vars'));
  const env = { DATA_ENCRYPTION_KEYS: keys };
  const problem = dataKeysProblem(env);
  if (problem) {
    console.error(`${problem}. ${options.remote ? 'Set it in the shell to the Worker secret’s value.' : ''}`);
    process.exit(1);
  }
  console.log(
    `Rotating to key ${keys!.split(',')[0]!.split(':')[0]} on the ${options.remote ? 'REMOTE' : 'local'} D1${options['dry-run'] ? ' (dry run)' : ''}`,
  );
  let written = 0;
  let unreadable = 0;
  for (const column of encryptedColumns) {
    const report = await planColumn(env, column, read(selectStoredValues(column)));
    if (!options['dry-run']) write(updateStatements(column, report.updates));
    written += report.updates.length;
    unreadable += report.unreadable.length;
    console.log(describe(report));
  }
  console.log(`${options['dry-run'] ? 'Would write' : 'Wrote'} ${written} value(s).`);
  if (unreadable > 0) {
    console.error(`${unreadable} value(s) do not decrypt with any configured key: put the old key back (after the first).`);
    process.exit(1);
  }
}

await main();
