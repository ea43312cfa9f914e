// Types of the test-only bindings added in vitest.worker.config.ts.
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    FILES: R2Bucket;
    MAIL_QUEUE: Queue<{ outboxId: string }>;
    LOGIN_ACCOUNT_LIMITER: RateLimit;
    LOGIN_CLIENT_LIMITER: RateLimit;
    APP_URL: string;
    MAIL_FROM: string;
    STAFF_NOTIFICATION_EMAIL: string;
    SIGNING_SECRET?: string;
    TURNSTILE_SECRET?: string;
    TURNSTILE_SITE_KEY?: string;
    POSTMARK_TOKEN?: string;
    TEST_MIGRATIONS: import('@cloudflare/vitest-pool-workers').D1Migration[];
  }
}

declare module '*?raw' {
  const text: string;
  export default text;
}
