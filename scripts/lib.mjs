import { spawn } from 'node:child_process';

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
