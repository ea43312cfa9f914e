import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro, pathAliases } from './vite.config.js';

export default defineConfig({
  plugins: [linguiMacro(), react()],
  resolve: { alias: pathAliases },
  test: {
    // One worker per core. Vitest's default (cores - 1) keeps a core for its main process, which mostly waits:
    // on a 2-core machine that ran every file one after the other.
    maxWorkers: availableParallelism(),
    setupFiles: ['web/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['web/**/*.test.tsx', 'web/**/*.dom.test.ts'],
          setupFiles: ['web/test/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Pure logic needs no DOM. `*.node.test.ts` under worker/ and scripts/: checks that need Node (XSD
          // validation of payment files, PDF and QR decoding, the mail catalogue against its page, the backup's
          // restore test).
          include: ['web/**/*.test.ts', 'test-support/**/*.test.ts', 'worker/**/*.node.test.ts', 'scripts/**/*.node.test.ts'],
          exclude: ['web/**/*.dom.test.ts'],
        },
      },
    ],
  },
});
