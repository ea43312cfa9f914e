// `npm run bench:startup`: the worker's startup work as `wrangler check startup` measures it (decision 051). Builds the
// bundle once as deployed (`wrangler deploy --dry-run`), profiles its startup STARTUP_RUNS times (default 5) in a local
// workerd on ephemeral ports, and prints per run the active CPU time (sampled time minus idle: wrangler's "Active", the
// work of evaluating the bundle's top-level code), the profile window and the load average. Fails when the median
// active time is above 100 ms.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { quietEnv } from './lib.mjs';

const BUDGET_MS = 100;
const RUNS = Number(process.env.STARTUP_RUNS) || 5;

function wrangler(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['wrangler', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: quietEnv });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

/** wrangler's own summary of a startup profile (summarizeStartupProfile), in milliseconds. */
function summarize(profile) {
  const functionName = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  let sampled = 0;
  let idle = 0;
  let garbage = 0;
  profile.timeDeltas.forEach((delta, index) => {
    sampled += delta;
    const name = functionName.get(profile.samples[index]);
    if (name === '(idle)') idle += delta;
    else if (name === '(garbage collector)') garbage += delta;
  });
  return { active: (sampled - idle) / 1000, garbage: garbage / 1000, window: (profile.endTime - profile.startTime) / 1000 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const dir = mkdtempSync(join(tmpdir(), 'startup-bench-'));
try {
  mkdirSync('dist/client', { recursive: true });
  const bundle = join(dir, 'worker.bundle');
  await wrangler(['deploy', '--dry-run', `--outfile=${bundle}`]);
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const loadBefore = load();
    const profileFile = join(dir, `startup-${run}.cpuprofile`);
    const output = await wrangler(['check', 'startup', `--worker=${bundle}`, `--outfile=${profileFile}`]);
    if (run === 1) console.log(/Bundle: .*/.exec(output)?.[0] ?? '');
    const figures = summarize(JSON.parse(readFileSync(profileFile, 'utf8')));
    runs.push(figures);
    console.log(
      `run ${run}: active ${figures.active.toFixed(1)} ms (GC ${figures.garbage.toFixed(1)} ms), ` +
        `profile window ${figures.window.toFixed(1)} ms; load average ${loadBefore}`,
    );
  }
  const active = median(runs.map((run) => run.active));
  const window = median(runs.map((run) => run.window));
  console.log(
    `startup: median active ${active.toFixed(1)} ms, window ${window.toFixed(1)} ms over ${RUNS} runs ` +
      `(budget ${BUDGET_MS} ms active); load average ${load()} (1, 5, 15 min)`,
  );
  if (active > BUDGET_MS) {
    console.error(`Over budget: the worker's startup does ${active.toFixed(1)} ms of work (decision 051)`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
