// `npm run bench:lighthouse`: Lighthouse (mobile) on the public form at `/`, served by `wrangler dev` with its own
// seeded state, in Debian's Chromium. Prints the scores and fails below the targets (performance 90, accessibility 100).
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { quietEnv } from './lib.mjs';

const PORT = 8793;
const url = `http://localhost:${PORT}/`;
const targets = { performance: 90, accessibility: 100 };
const runs = Number(process.env.RUNS ?? 3);

const stack = spawn('node', ['scripts/start.mjs', '--port', String(PORT), '--persist-to', '.wrangler/bench-state', '--fresh'], {
  env: quietEnv,
  stdio: 'ignore',
  detached: true,
});
const stopStack = () => {
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

try {
  await waitFor(`${url}api/basedata`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      results.push({
        run: i + 1,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        'FCP ms': Math.round(lhr.audits['first-contentful-paint'].numericValue),
        'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
        CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
  } finally {
    await chrome.kill();
  }
  console.table(results);
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  const summary = { performance: median('performance'), accessibility: median('accessibility') };
  console.log(
    `median of ${runs}: performance ${summary.performance} (target ${targets.performance}), accessibility ${summary.accessibility} (target ${targets.accessibility})`,
  );
  process.exitCode = summary.performance >= targets.performance && summary.accessibility >= targets.accessibility ? 0 : 1;
} finally {
  stopStack();
}

async function waitFor(target) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${target} did not come up`);
}
