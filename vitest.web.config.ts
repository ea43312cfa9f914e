import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases, linguiMacro } from './vite.config.js';

/**
 * Libraries that import React. Node would load them with React itself; through Vite, the build's aliases reach their
 * `react` imports too. A new library that imports React belongs here.
 */
const reactLibraries = [
  '@testing-library/react',
  '@lingui/react',
  '@radix-ui/',
  'react-hook-form',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'swr',
  'wouter',
];

/** Node tests that spawn wrangler and the seed: minutes of CPU on a busy machine, so a project of their own. */
const stackTests = ['scripts/backup.node.test.ts'];

export default defineConfig({
  plugins: [linguiMacro(), react()],
  // The build's aliases, so the SPA tests run on preact/compat as it ships (on React with `REACT=1`). `module`, so
  // Testing Library (no `exports` map) resolves to its ES module, whose imports Vite can alias.
  resolve: { alias: aliases, mainFields: ['module'] },
  test: {
    // One worker per core. Vitest's default (cores - 1) keeps a core for its main process, which mostly waits:
    // on a 2-core machine that ran every file one after the other.
    maxWorkers: availableParallelism(),
    // npm test runs this suite beside the browser tests, on a busy machine (web/test/dom-setup.ts for the DOM's waits).
    testTimeout: 20_000,
    setupFiles: ['web/test/setup.ts'],
    server: { deps: { inline: reactLibraries } },
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
          exclude: ['web/**/*.dom.test.ts', ...stackTests],
        },
      },
      {
        extends: true,
        // Tests that run the stack's own tools (wrangler migrations, the seed, backup and restore): `npm run
        // test:stack`, which npm test runs once the browser tests are done (docs/testing.md).
        test: { name: 'stack', environment: 'node', include: stackTests },
      },
    ],
  },
});
