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
          // One log line per request would bury the test output; worker/middleware/request-id.test.ts turns it on.
          REQUEST_LOG: 'off',
          FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
        },
        // Tests hand the mail queue's batches to the consumer themselves (createMessageBatch). The queues wrangler.toml
        // names have consumers that would deliver one file's mail in the background while the next file runs on fresh
        // tables (an option can add consumers, not remove them), so the producers send to queues without one.
        queueProducers: {
          MAIL_QUEUE: { queueName: 'test-mail-without-consumer' },
          MAIL_DLQ: { queueName: 'test-mail-dlq-without-consumer' },
        },
      },
    })),
  ],
  test: {
    include: ['worker/**/*.test.ts'],
    exclude: ['worker/**/*.node.test.ts', '**/node_modules/**'],
    setupFiles: ['./worker/test/fresh-storage.ts'],
    // Vitest's default leaves one of two cores idle; a workerd instance runs one file at a time (docs/testing.md).
    maxWorkers: 2,
    // npm test runs this suite beside the browser tests: a PDF or a property test may take several seconds there.
    testTimeout: 20_000,
    // Test files share the two workerd instances, each file on fresh storage (worker/test/database.ts): ~1 min instead
    // of ~10 min with an instance per file. Now and then an instance never reports the end of its last file; the
    // watchdog then ends the run on the files' own results (decision 048).
    isolate: false,
    reporters: ['default', './worker/test/pool-shutdown-watchdog.ts'],
  },
});
