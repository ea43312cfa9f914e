import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro, pathAliases } from './vite.config.js';

export default defineConfig({
  plugins: [linguiMacro(), react()],
  resolve: { alias: pathAliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    // `*.node.test.ts` under worker/ and scripts/: checks that need Node (XSD validation of payment files, PDF and QR
    // decoding, the backup's restore test);
    // each starts with `// @vitest-environment node`.
    include: ['web/**/*.test.{ts,tsx}', 'test-support/**/*.test.ts', 'worker/**/*.node.test.ts', 'scripts/**/*.node.test.ts'],
    setupFiles: ['web/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
