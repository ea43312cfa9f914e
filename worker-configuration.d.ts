// Types of `env` from `cloudflare:test`: the worker's own Env plus the test-only bindings of vitest.worker.config.ts.
type WorkerEnv = import('./worker/lib/env').Env;

declare namespace Cloudflare {
  interface Env extends WorkerEnv {
    TEST_MIGRATIONS: import('@cloudflare/vitest-pool-workers').D1Migration[];
    /** Runs per operation and role of the property tests: `npm run test:fuzz` sets the full budget. */
    FUZZ_RUNS: string;
  }
}

declare module '*?raw' {
  const text: string;
  export default text;
}
