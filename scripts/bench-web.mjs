// `npm run bench:web`: what a phone really fetches for each public page, measured in Chromium against the whole stack
// (`npm start` on its own port and state): HTML, JS, CSS and translation catalogs at first load (until the network is
// idle, nothing touched) and what the first touch of the form adds, each file with its gzip size and its largest
// modules (dist/bundle-report.json). Fails above the budgets of scripts/web-budgets.mjs; prints the build's estimate
// (`npm run check:size`) beside each figure. Options: --port (default 8841), --routes /,/login (default all budgets).
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { loadAverage, startBenchStack } from './bench-stack.mjs';
import { budgets, estimateFirstLoad, kb, largestModules, readReport } from './web-budgets.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8841' }, routes: { type: 'string' } } });
const chosen = values.routes ? budgets.filter((budget) => values.routes.split(',').includes(budget.route)) : budgets;
const { origin, evaluationToken, stop } = await startBenchStack({ port: values.port, state: '.wrangler/bench-web-state' });

try {
  const report = readReport();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows = [];
  let failed = false;
  try {
    for (const budget of chosen) {
      const path = budget.route.replace('{token}', evaluationToken);
      const measured = await measure(browser, path, Boolean(budget.firstTouchKB));
      const estimate = estimateFirstLoad(report, budget).total;
      const over = kb(measured.firstLoad) > budget.firstLoadKB || kb(measured.firstTouch) > (budget.firstTouchKB ?? Infinity);
      failed ||= over;
      rows.push({
        route: budget.route,
        'first load KB gz': kb(measured.firstLoad),
        budget: budget.firstLoadKB,
        'build estimate': kb(estimate),
        'first touch KB gz': budget.firstTouchKB ? kb(measured.firstTouch) : '–',
        'touch budget': budget.firstTouchKB ?? '–',
        'FCP ms': measured.fcp,
        result: over ? 'OVER' : 'ok',
      });
      console.log(`\n${budget.route} (${path}): every file fetched`);
      for (const file of measured.files) {
        const asset = file.path.replace(/^\//, '');
        console.log(
          `  ${String(kb(file.bytes)).padStart(5)} KB  ${file.phase.padEnd(6)} ${file.kind.padEnd(10)} ${file.path}  ${largestModules(report, asset)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nload average ${loadAverage()} (1, 5, 15 min)`);
  console.table(rows);
  process.exitCode = failed ? 1 : 0;
} finally {
  stop();
}

/** One cold visit on a phone-sized page: every non-API response with its gzip size, before and after the first touch. */
async function measure(browser, path, touch) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const files = [];
  let phase = 'load';
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || url.pathname.startsWith('/api/')) return;
    const filePhase = phase;
    pending.push(
      response.body().then(
        (body) =>
          files.push({
            path: url.pathname,
            kind: response.request().resourceType(),
            phase: filePhase,
            bytes: gzipSync(body, { level: 9 }).length,
          }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const fcp = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0));
  if (touch) {
    phase = 'touch';
    await page.locator('main input:not([type=hidden]), main textarea').first().focus();
    await page.keyboard.type('a');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await Promise.all(pending);
  }
  await context.close();
  const sum = (which) => files.filter((file) => file.phase === which).reduce((total, file) => total + file.bytes, 0);
  files.sort((a, b) => a.phase.localeCompare(b.phase) || b.bytes - a.bytes);
  return { files, firstLoad: sum('load'), firstTouch: sum('touch'), fcp };
}
