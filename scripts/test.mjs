// `npm test`: every check and every test suite, one command. The static checks run side by side (each is mostly
// single-threaded), then the worker, SPA and browser suites one after another (each fills both cores itself).
// Stops after the first phase that fails and prints each phase's time at the end (docs/testing.md).
import { spawn } from 'node:child_process';

const staticChecks = ['lint', 'typecheck', 'i18n:check', 'openapi:lint', 'check:bundle'];
const phases = [
  { name: 'static checks', scripts: staticChecks },
  { name: 'worker tests', scripts: ['test:worker'] },
  { name: 'SPA and Node tests', scripts: ['test:web'] },
  { name: 'browser tests', scripts: ['test:e2e'] },
];

/** Runs `npm run -s <script>`; its output is printed at once when it is alone, after it ends when it runs beside others. */
function runScript(script, buffered) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '-s', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (buffered) process.stdout.write(`\n── npm run ${script} (${seconds.toFixed(0)} s, exit ${code})\n${output}`);
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

const timings = [];
let failed = null;
const startedAll = performance.now();
for (const phase of phases) {
  const started = performance.now();
  const results = await Promise.all(phase.scripts.map((script) => runScript(script, phase.scripts.length > 1)));
  timings.push({ phase: phase.name, seconds: (performance.now() - started) / 1000, results });
  const failures = results.filter((result) => result.code !== 0);
  if (failures.length > 0) {
    failed = `${phase.name}: ${failures.map((result) => result.script).join(', ')}`;
    break;
  }
}

console.log('\nPhase times');
for (const { phase, seconds, results } of timings) {
  const parts = results.length > 1 ? ` (${results.map((r) => `${r.script} ${r.seconds.toFixed(0)} s`).join(', ')})` : '';
  console.log(`  ${phase.padEnd(20)} ${seconds.toFixed(0).padStart(5)} s${parts}`);
}
console.log(`  ${'total'.padEnd(20)} ${((performance.now() - startedAll) / 1000).toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\nFailed: ${failed}`);
  process.exit(1);
}
