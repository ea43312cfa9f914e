// Part of `npm run check:bundle`: the worker's startup builds no schema (decision 051). Reads esbuild's metafile of the
// bundle `wrangler deploy --dry-run` just built and follows the entry's static imports: esbuild runs those modules when
// the worker starts, and the modules behind an `import()` only on the call. Fails when the entry reaches a feature's
// routes or service, the app, the contract, the tables, jobs or mail, zod, @hono/zod-openapi or Drizzle, or more code
// than the budget, and names what it reached.
import { readFileSync } from 'node:fs';

const [metafile = '.wrangler/dry-run/bundle-meta.json'] = process.argv.slice(2);
const ENTRY = 'worker/index.ts';
/** The code the entry runs at startup today is ~20 KB (the routers' table, the dispatcher, Hono's path helper). */
const BUDGET_BYTES = 40_000;
const forbidden = [
  /^worker\/features\/.*\.(routes|service)\.ts$/,
  /^worker\/(contract|db|jobs|mail)\//,
  /^worker\/app\.ts$/,
  /^node_modules\/(zod|@hono\/zod-openapi|drizzle-orm|@asteasolutions\/zod-to-openapi)\//,
];

const meta = JSON.parse(readFileSync(metafile, 'utf8'));
if (!meta.inputs[ENTRY]) throw new Error(`${metafile} has no ${ENTRY}`);
const bytesInOutput = new Map();
for (const output of Object.values(meta.outputs)) {
  for (const [path, { bytesInOutput: bytes }] of Object.entries(output.inputs ?? {})) bytesInOutput.set(path, bytes);
}

const reached = new Set();
const pending = [ENTRY];
while (pending.length > 0) {
  const path = pending.pop();
  if (reached.has(path)) continue;
  reached.add(path);
  for (const dependency of meta.inputs[path]?.imports ?? []) {
    if (dependency.kind !== 'dynamic-import' && !dependency.external) pending.push(dependency.path);
  }
}

const total = [...reached].reduce((sum, path) => sum + (bytesInOutput.get(path) ?? 0), 0);
/** A module of this repository, or the package of one in node_modules. */
const owner = (path) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? path;
const bad = [...new Set([...reached].filter((path) => forbidden.some((pattern) => pattern.test(path))).map(owner))];
if (bad.length > 0 || total > BUDGET_BYTES) {
  console.error(`The worker's startup runs more than it should (decision 051): ${ENTRY} imports, not through import():`);
  for (const path of reached) console.error(`  ${String(bytesInOutput.get(path) ?? 0).padStart(8)} B  ${path}`);
  if (bad.length > 0) console.error(`Load these with import() on first use: ${bad.join(', ')}`);
  else console.error(`${total} B is over the budget of ${BUDGET_BYTES} B`);
  process.exit(1);
}
console.log(`worker startup: ${reached.size} modules, ${(total / 1000).toFixed(1)} kB run at startup, no schema built`);
