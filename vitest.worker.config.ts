import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('./drizzle'),
          SIGNING_SECRET: 'test-signing-secret',
          LOCAL_MAIL_LOG: 'off',
        },
      },
    })),
  ],
  test: {
    include: ['worker/**/*.test.ts'],
    setupFiles: ['./worker/test/apply-migrations.ts'],
  },
});
