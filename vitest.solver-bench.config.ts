import { defineConfig } from 'vitest/config';
import workerConfig from './vitest.worker.config';

// `npm run bench:solver`: the staffing-plan solver's benchmark, inside workerd like the worker tests, but only this
// file (it runs the full-size solve several times, too long for `npm test`).
export default defineConfig({
  ...workerConfig,
  test: {
    ...workerConfig.test,
    include: ['worker/features/staffing-plan/solver.bench.ts'],
    setupFiles: [],
  },
});
