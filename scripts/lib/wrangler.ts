import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

/** `npx wrangler …` without metrics or banner; output to the terminal unless the options say otherwise. */
export const runWrangler = (args: readonly string[], options: SpawnSyncOptions = { stdio: 'inherit' }) =>
  spawnSync('npx', ['wrangler', ...args], {
    ...options,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' },
  });
