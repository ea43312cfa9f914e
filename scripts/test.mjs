// `npm test`: every check and every test suite, one command, in two lanes side by side (docs/testing.md). The browser
// tests wait on Chromium and the stack more than they use the CPU (about one core of two), so they run from the start
// in a lane of their own, and the other suites and checks use the rest. Each command's output is printed when it
// ends, the time of each at the end; any failure fails the run.
import { spawn } from 'node:child_process';

const staticChecks = ['lint', 'typecheck', 'i18n:check', 'openapi:lint', 'check:bundle', 'check:size'];
const failed = (result) => result.code !== 0;
const FAILED_TAIL_LINES = 100;

const results = [];
const started = performance.now();
const seconds = (since) => (performance.now() - since) / 1000;

/** Runs `npm run -s <script>` with its output held back and printed in one piece when it ends. */
function runScript(script, env = {}) {
  return new Promise((resolve) => {
    const since = performance.now();
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const result = { script, code: code ?? 1, seconds: seconds(since), output };
      const outcome = failed(result) ? `failed (exit ${result.code})` : 'ok';
      process.stdout.write(`\n── npm run ${script}: ${outcome}, ${result.seconds.toFixed(0)} s\n${output}`);
      results.push(result);
      resolve(result);
    });
  });
}

// The browser lane builds the SPA once, then runs the browser tests on that build, then the tests of the stack's own
// tools (backup and restore through wrangler): they end about when the checks lane does, which has more to run.
const build = runScript('build');
const browserLane = build.then(async (result) => {
  if (failed(result)) return;
  await runScript('test:e2e', { E2E_SKIP_BUILD: '1' });
  await runScript('test:stack');
});

// The checks lane: the worker suite first (it reads neither the build nor the compiled catalogs), the static checks
// once the build is done (i18n:check rewrites the catalogs the build copies; check:bundle and check:size read the build), then the
// SPA and Node suite.
async function checksLane() {
  if (failed(await runScript('test:worker'))) return;
  await build;
  if ((await Promise.all(staticChecks.map((script) => runScript(script)))).some(failed)) return;
  await runScript('test:web');
}

await Promise.all([browserLane, checksLane()]);

console.log('\nTimes');
for (const { script, code, seconds: taken } of results) {
  console.log(`  ${script.padEnd(14)} ${taken.toFixed(0).padStart(5)} s${code === 0 ? '' : '  FAILED'}`);
}
console.log(`  ${'total'.padEnd(14)} ${seconds(started).toFixed(0).padStart(5)} s`);
const failures = results.filter(failed);
if (failures.length > 0) {
  // A CI log is often read from its end: the end of each failed command's output again, after the times.
  for (const { script, output } of failures) {
    console.error(
      `\n── end of npm run ${script}'s output:\n${output.trimEnd().split('\n').slice(-FAILED_TAIL_LINES).join('\n')}`,
    );
  }
  console.error(`\nFailed: ${failures.map((result) => result.script).join(', ')}`);
  process.exit(1);
}
