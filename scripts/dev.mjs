// `npm run dev`: the worker with wrangler dev on :8787 and the SPA with Vite's hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';
import { ensureDevVars, printDemoLogins, quietEnv, run } from './lib.mjs';

ensureDevVars();
await run('npm', ['run', '-s', 'i18n:compile']);
await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local']);
await run('npx', ['tsx', 'scripts/seed.ts']);
const children = [
  spawn('npx', ['wrangler', 'dev', '--port', '8787', '--show-interactive-dev-session=false'], {
    stdio: 'inherit',
    env: quietEnv,
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: quietEnv }),
];
printDemoLogins('http://localhost:5173');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
