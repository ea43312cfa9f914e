import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro, pathAliases } from './vite.config.js';

export default defineConfig({
  plugins: [linguiMacro(), react()],
  resolve: { alias: pathAliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['web/**/*.test.{ts,tsx}'],
    setupFiles: ['web/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
