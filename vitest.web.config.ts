import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases, linguiMacro } from './vite.config.js';

export default defineConfig({
  plugins: [linguiMacro(), react()],
  resolve: { alias: aliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['web/**/*.test.{ts,tsx}'],
    setupFiles: ['web/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
