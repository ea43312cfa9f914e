// `npm run backup:restore -- <backup dir>`: restores a dump of scripts/backup.mjs into a FRESH local D1 and checks the
// row count of every table against the dump's counts.json.
//   --persist-to DIR   the local state to restore into (default .wrangler/restore-state; wiped first)
// Then: `npm start -- --persist-to <DIR> --skip-build`. R2 objects are not copied: r2-manifest.json lists what the
// bucket held (docs/backup.md). A remote restore goes through D1 Time Travel or `wrangler d1 execute --remote --file`.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { rowCounts } from './lib/d1-dump.mjs';
import { run } from './lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'persist-to': { type: 'string', default: '.wrangler/restore-state' } },
});
const dir = positionals[0];
if (!dir || !existsSync(join(dir, 'dump.sql'))) {
  console.error('usage: npm run backup:restore -- <backup dir containing dump.sql> [--persist-to DIR]');
  process.exit(2);
}
const persistTo = values['persist-to'];
const started = performance.now();
rmSync(persistTo, { recursive: true, force: true });
await run(
  'npx',
  ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', join(dir, 'dump.sql'), '--yes'],
  {
    stdio: 'ignore',
  },
);
const expected = JSON.parse(readFileSync(join(dir, 'counts.json'), 'utf8'));
const restored = await rowCounts(['--local', '--persist-to', persistTo], Object.keys(expected));
const differing = Object.keys(expected).filter((table) => restored[table] !== expected[table]);
const rows = Object.values(restored).reduce((sum, n) => sum + n, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (differing.length) {
  console.error(`restore differs from the dump: ${differing.map((t) => `${t} ${restored[t]}/${expected[t]}`).join(', ')}`);
  process.exit(1);
}
console.log(
  `restored ${Object.keys(restored).length} tables, ${rows} rows into ${persistTo} in ${seconds} s (counts equal the dump's)`,
);
