import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Keeps wrangler offline and quiet: no metrics, no cf.json fetch, no banner. */
export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
};

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: quietEnv, ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}

export const demoAccounts = [
  ['admin', 'admin@example.org'],
  ['associate', 'associate@example.org'],
  ['coach', 'coach@example.org'],
  ['finance', 'finance@example.org'],
];
export const DEMO_PASSWORD = 'Demo-2026!';

export function printDemoLogins(url) {
  const lines = [
    '',
    `  Workshop Admin is running on ${url}`,
    '',
    '  Demo logins (local seed only), password for all: ' + DEMO_PASSWORD,
    ...demoAccounts.map(([role, email]) => `    ${role.padEnd(10)} ${email}`),
    '',
    `  API reference: ${url}/api/docs`,
    '',
  ];
  console.log(lines.join('\n'));
}

/**
 * Local settings for `wrangler dev` in `.dev.vars` (git-ignored): development mode, a random signing secret and a
 * random data encryption key.
 * Written once; an existing file only gets the lines it lacks, so values a developer set are kept.
 */
export function ensureDevVars(file = '.dev.vars') {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const has = (name) => new RegExp(`^\\s*${name}\\s*=`, 'm').test(current);
  const missing = [
    ['ENVIRONMENT', 'development'],
    ['SIGNING_SECRET', randomBytes(32).toString('base64url')],
    ['DATA_ENCRYPTION_KEYS', `dev1:${randomBytes(32).toString('base64url')}`],
  ].filter(([name]) => !has(name));
  if (missing.length === 0) return;
  const lines = missing.map(([name, value]) => `${name}=${value}`);
  const separator = current && !current.endsWith('\n') ? '\n' : '';
  appendFileSync(file, `${separator}${lines.join('\n')}\n`);
  console.log(`${file}: added ${missing.map(([name]) => name).join(', ')}`);
}

/**
 * Writes a copy of wrangler.toml with every rate limit raised to `limit` a period, next to it (paths in it are
 * relative to the file, and wrangler reads .dev.vars beside it): for test and load stacks, never for production.
 */
export function writeRaisedLimitsConfig(file, limit, purpose) {
  const config = readFileSync('wrangler.toml', 'utf8').replace(
    /simple = \{ limit = \d+, period = (\d+) \}/g,
    `simple = { limit = ${limit}, period = $1 }`,
  );
  writeFileSync(file, `# Generated copy for ${purpose} (rate limits raised); not for deploying.\n${config}`);
}
