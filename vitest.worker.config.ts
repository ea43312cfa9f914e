import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // Tests run as local development (no Turnstile, local mail transport); a test that proves production
        // behaviour sets its bindings with `useBindings` (worker/test/bindings.ts).
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('./drizzle'),
          ENVIRONMENT: 'development',
          SIGNING_SECRET: 'test-signing-secret-of-at-least-32-bytes',
          DATA_ENCRYPTION_KEYS: 'test1:dGVzdC1kYXRhLWVuY3J5cHRpb24ta2V5LTMyYnl0ZXM',
          LOCAL_MAIL_LOG: 'off',
          FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
        },
      },
    })),
  ],
  test: {
    include: ['worker/**/*.test.ts'],
    exclude: ['worker/**/*.node.test.ts', '**/node_modules/**'],
    setupFiles: ['./worker/test/apply-migrations.ts'],
    // Vitest's default leaves one of two cores idle; a file's workerd instance is single-threaded (docs/testing.md).
    maxWorkers: 2,
  },
});
