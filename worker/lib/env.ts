import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from '../db/schema';
import type { SessionUser } from './session-user';

export interface MailQueueMessage {
  outboxId: string;
}

/** What the dead-letter queue holds: the outbox row given up on, and why (the queue's own dead-lettering has none). */
export interface DeadLetterMessage extends MailQueueMessage {
  reason?: string;
}

export interface Env {
  DB: D1Database;
  FILES: R2Bucket;
  MAIL_QUEUE: Queue<MailQueueMessage>;
  /** The mail dead-letter queue: rows given up after the last attempt (worker/jobs/mail-dead-letters.ts). */
  MAIL_DLQ: Queue<DeadLetterMessage>;
  ASSETS: Fetcher;
  LOGIN_ACCOUNT_LIMITER: RateLimit;
  LOGIN_CLIENT_LIMITER: RateLimit;
  INQUIRY_LIMITER: RateLimit;
  PASSWORD_RESET_ACCOUNT_LIMITER: RateLimit;
  EVALUATION_CLIENT_LIMITER: RateLimit;
  EVALUATION_LINK_LIMITER: RateLimit;
  /** Link and credential pages without sign-in, per client and page (worker/lib/rate-limit.ts). */
  PUBLIC_LINK_LIMITER: RateLimit;
  /** A high per-client ceiling for calendar services and the Postmark webhook. */
  PUBLIC_CLIENT_LIMITER: RateLimit;
  /** `development` locally (.dev.vars); anything else is production and fails closed (lib/config.ts). */
  ENVIRONMENT?: string;
  APP_URL: string;
  MAIL_FROM: string;
  STAFF_NOTIFICATION_EMAIL: string;
  SIGNING_SECRET?: string;
  /** Keys that encrypt personal fields at rest, `id:base64url(32 bytes)[,…]`, current first (worker/lib/field-crypto.ts). */
  DATA_ENCRYPTION_KEYS?: string;
  POSTMARK_TOKEN?: string;
  /** Postmark message stream ids; default `outbound` (transactional) and `broadcast` (newsletter). */
  POSTMARK_STREAM_TRANSACTIONAL?: string;
  POSTMARK_STREAM_BROADCAST?: string;
  /** HTTP Basic password Postmark's bounce webhook sends (user `postmark`); without it the webhook answers 503. */
  POSTMARK_WEBHOOK_SECRET?: string;
  /** `off` silences the local transport's console copy of each mail (development only; tests). */
  LOCAL_MAIL_LOG?: string;
  /** `off` silences the one log line per API request (worker/middleware/request-id.ts; the tests). */
  REQUEST_LOG?: string;
  /** The deployed git commit, set by the deploy (`wrangler deploy --var GIT_COMMIT:<sha>`); GET /api/health shows it. */
  GIT_COMMIT?: string;
  /** The deployed version's id and upload time (wrangler.toml `[version_metadata]`): health's "since deploy". */
  CF_VERSION_METADATA?: WorkerVersionMetadata;
  /** `on` adds `X-D1-Queries` to every response (benchmarks). */
  QUERY_COUNT_HEADER?: string;
  /** Rows per D1 read of the statistics export; tests set a small one to cross pages (default 1,000). */
  EXPORT_PAGE_SIZE?: string;
  TURNSTILE_SECRET?: string;
  TURNSTILE_SITE_KEY?: string;
}

export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

export interface AppVariables {
  /** `cf-ray`, or a random id: the `X-Request-Id` header, `request_id` of error bodies and log lines. */
  requestId: string;
  db: Database;
  user: SessionUser | null;
  sessionId: string | null;
  /** The bearer token's session ended for inactivity in this request (401 `session_expired`). */
  sessionIdle: boolean;
}

export interface AppBindings {
  Bindings: Env;
  Variables: AppVariables;
}
