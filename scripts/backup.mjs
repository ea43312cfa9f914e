// `npm run backup`: a restorable dump of the local D1 (default; `--remote` for the deployed one) and a manifest of the
// R2 objects, written to backups/<timestamp>/ (git-ignored). See docs/backup.md.
//   --persist-to DIR   the local state (default .wrangler/state)
//   --out DIR          where to write (default backups/<UTC timestamp>)
// Writes dump.sql (schema, rows, FTS refill, indexes and triggers), counts.json (rows per table) and
// r2-manifest.json (key, size, etag, uploaded of every object).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dumpD1 } from './lib/d1-dump.mjs';

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    out: { type: 'string' },
  },
});
const started = performance.now();
const stamp = new Date()
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z');
const out = values.out ?? join('backups', stamp);
const target = values.remote ? ['--remote'] : ['--local', '--persist-to', values['persist-to']];

/** Every object of the FILES bucket, through the same bindings wrangler dev uses (remote: the deployed bucket). */
async function r2Manifest() {
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy(
    values.remote ? { remoteBindings: true } : { persist: { path: join(values['persist-to'], 'v3') }, remoteBindings: false },
  );
  try {
    const objects = [];
    let cursor;
    do {
      const page = await proxy.env.FILES.list({ cursor, limit: 1000 });
      for (const o of page.objects) {
        objects.push({ key: o.key, size: o.size, etag: o.etag, uploaded: o.uploaded.toISOString() });
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return objects;
  } finally {
    await proxy.dispose();
  }
}

mkdirSync(out, { recursive: true });
const { sql, counts } = await dumpD1(target);
writeFileSync(join(out, 'dump.sql'), sql);
writeFileSync(join(out, 'counts.json'), `${JSON.stringify(counts, null, 2)}\n`);
const manifest = await r2Manifest();
writeFileSync(
  join(out, 'r2-manifest.json'),
  `${JSON.stringify({ bucket: 'FILES', source: values.remote ? 'remote' : values['persist-to'], created: new Date().toISOString(), objects: manifest }, null, 2)}\n`,
);
const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `backup written to ${out}: ${Object.keys(counts).length} tables, ${rows} rows, ${manifest.length} R2 objects (${manifest.reduce((s, o) => s + o.size, 0)} bytes listed), ${seconds} s`,
);
