import { env } from 'cloudflare:test';
import { onTestFinished } from 'vitest';
import type { Env } from '../lib/env';

type Bindings = { [K in keyof Env]?: Env[K] | undefined };

/**
 * Sets worker bindings for the running test only, e.g. `useBindings({ ENVIRONMENT: 'production' })`. Requests through
 * `SELF.fetch`, and the queue and cron handlers called with `env`, see them: the pool hands the worker this same
 * `env` object. The previous values come back when the test finishes, so tests of one file cannot leak into each other.
 */
export function useBindings(overrides: Bindings): void {
  const target = env as unknown as Record<string, unknown>;
  const saved = Object.keys(overrides).map((key) => ({ key, had: Object.hasOwn(target, key), value: target[key] }));
  Object.assign(target, overrides);
  onTestFinished(() => {
    for (const { key, had, value } of saved) {
      if (had) target[key] = value;
      else delete target[key];
    }
  });
}

/**
 * The sign-in limiters as wrangler.toml configures them (10 a minute per account key, 60 per client), counting every
 * key from the test's start: a test's attempts fall into one window, whatever the clock's minute does meanwhile.
 */
export function useSignInLimiters() {
  const counting = (limit: number): RateLimit => {
    const counts = new Map<string, number>();
    return {
      limit: async ({ key }) => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { success: counts.get(key)! <= limit };
      },
    };
  };
  useBindings({ LOGIN_ACCOUNT_LIMITER: counting(10), LOGIN_CLIENT_LIMITER: counting(60) });
}
