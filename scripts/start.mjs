// `npm start`: build the SPA, migrate and seed the local D1 (idempotent), then run the whole stack with wrangler dev.
// Options: --port N (default 8787), --persist-to DIR (default .wrangler/state), --fresh (wipe that state first), --skip-build,
// --raised-limits (every rate limit at 1000 a minute: the browser tests' stack, where all tests come from one client).
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureDevVars, printDemoLogins, quietEnv, run, writeRaisedLimitsConfig } from './lib.mjs';
import { spawn } from 'node:child_process';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    fresh: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'raised-limits': { type: 'boolean', default: false },
  },
});
const persist = ['--persist-to', values['persist-to']];
const url = `http://localhost:${values.port}`;
const RAISED_LIMITS_CONFIG = 'wrangler.raised-limits.toml';

ensureDevVars();
if (values['raised-limits']) writeRaisedLimitsConfig(RAISED_LIMITS_CONFIG, 1000, 'npm start --raised-limits');
if (values.fresh) rmSync(values['persist-to'], { recursive: true, force: true });
if (!values['skip-build']) await run('npm', ['run', '-s', 'build']);
await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...persist]);
await run('npx', ['tsx', 'scripts/seed.ts', ...persist]);

const dev = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    '--port',
    values.port,
    '--ip',
    '127.0.0.1',
    '--var',
    `APP_URL:${url}`,
    '--show-interactive-dev-session=false',
    ...persist,
    ...(values['raised-limits'] ? ['--config', RAISED_LIMITS_CONFIG] : []),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'], env: quietEnv },
);
let announced = false;
dev.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready on/.test(String(chunk))) {
    announced = true;
    printDemoLogins(url);
  }
});
const stop = () => dev.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => process.exit(code ?? 0));
