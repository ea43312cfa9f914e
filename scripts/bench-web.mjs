// `npm run bench:web`: builds the SPA (React, then the default preact/compat build) and prints the gzip size of the JS and CSS
// a browser actually loads for each route, measured in Chromium against `vite preview`.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { quietEnv, run } from './lib.mjs';

const PORT = 4319;
const routes = ['/', '/login', '/password-reset/x'];
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

async function measure(label) {
  const preview = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    env: quietEnv,
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer(`http://localhost:${PORT}/`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    const rows = [];
    for (const route of routes) {
      const page = await browser.newPage();
      const sizes = { js: 0, css: 0 };
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => null);
        if (body) sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
      });
      await page.goto(`http://localhost:${PORT}${route}`, { waitUntil: 'networkidle' });
      await page.close();
      rows.push({
        build: label,
        route,
        'JS KB gz': kb(sizes.js),
        'CSS KB gz': kb(sizes.css),
        'total KB gz': kb(sizes.js + sizes.css),
      });
    }
    await browser.close();
    return rows;
  } finally {
    // npx starts vite in a child process: end the whole group, not just the wrapper.
    process.kill(-preview.pid, 'SIGTERM');
  }
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

await run('npm', ['run', '-s', 'i18n:compile']);
await run('npx', ['vite', 'build', '--logLevel', 'warn'], { env: { ...quietEnv, REACT: '1' } });
const react = await measure('react');
await run('npx', ['vite', 'build', '--logLevel', 'warn']); // the default (preact/compat) build, left in dist/
const preact = await measure('preact/compat (default)');
console.table([...react, ...preact]);
