/**
 * Part of `npm run check:bundle`: measures the modules `wrangler deploy --dry-run --outdir <dir>` wrote, prints their
 * size and gzip size, warns above half of Cloudflare's Worker size limit and fails above it (scripts/lib/worker-size.ts).
 * `tsx scripts/check-worker-size.ts <outdir> <metafile name>`
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isUploadedModule, judgeWorkerSize } from './lib/worker-size';

const [outdir = '.wrangler/dry-run', metafile = 'bundle-meta.json'] = process.argv.slice(2);

const modules = readdirSync(outdir)
  .filter((name) => isUploadedModule(name, metafile))
  .map((name) => {
    const content = readFileSync(join(outdir, name));
    return { name, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
const verdict = judgeWorkerSize(modules);
if (verdict.level === 'over') {
  console.error(verdict.message);
  process.exit(1);
}
console.log(verdict.level === 'warning' ? `Warning: ${verdict.message}` : verdict.message);
