// The whole stack (`npm start`: build, migrate, seed, wrangler dev) on a port and state of its own, for the browser
// benchmarks (bench:web, bench:lighthouse); with the first open evaluation link the seed lists.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { quietEnv } from './lib.mjs';

/** The load average (1, 5, 15 min), printed beside every figure: a busy machine inflates them. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export async function startBenchStack({ port, state }) {
  const origin = `http://localhost:${port}`;
  const stack = spawn('node', ['scripts/start.mjs', '--port', String(port), '--persist-to', state, '--fresh'], {
    env: quietEnv,
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  let output = '';
  stack.stdout.on('data', (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-stack.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  try {
    await waitFor(`${origin}/api/basedata`);
  } catch (error) {
    stop();
    throw error;
  }
  const evaluationToken = /\/evaluations\/([\w-]{20,})/.exec(output)?.[1];
  if (!evaluationToken) {
    stop();
    throw new Error('the seed printed no open evaluation link');
  }
  return { origin, evaluationToken, stop };
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}
