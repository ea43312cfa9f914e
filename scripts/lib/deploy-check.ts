/**
 * What a production deploy needs (`npm run deploy`, scripts/deploy.ts): every binding and variable of the worker's
 * `Env` configured in wrangler.toml with real values, and every secret set on the Worker. The list is typed against
 * `Env`, so a binding added there without a line here fails the type check.
 */
import type { Env } from '../../worker/lib/env';

type Requirement =
  | 'd1'
  | 'r2'
  | 'queue'
  | 'rate-limit'
  | 'assets'
  | 'version-metadata'
  | 'var'
  | 'secret'
  /** Passed by scripts/deploy.ts itself (`--var`). */
  | 'deploy'
  /** Local runs, tests and benchmarks only, or with a default. */
  | 'optional';

export const envRequirements = {
  DB: 'd1',
  FILES: 'r2',
  MAIL_QUEUE: 'queue',
  MAIL_DLQ: 'queue',
  ASSETS: 'assets',
  LOGIN_ACCOUNT_LIMITER: 'rate-limit',
  LOGIN_CLIENT_LIMITER: 'rate-limit',
  INQUIRY_LIMITER: 'rate-limit',
  PASSWORD_RESET_ACCOUNT_LIMITER: 'rate-limit',
  EVALUATION_CLIENT_LIMITER: 'rate-limit',
  EVALUATION_LINK_LIMITER: 'rate-limit',
  PUBLIC_LINK_LIMITER: 'rate-limit',
  PUBLIC_CLIENT_LIMITER: 'rate-limit',
  CF_VERSION_METADATA: 'version-metadata',
  ENVIRONMENT: 'var',
  APP_URL: 'var',
  MAIL_FROM: 'var',
  STAFF_NOTIFICATION_EMAIL: 'var',
  TURNSTILE_SITE_KEY: 'var',
  SIGNING_SECRET: 'secret',
  DATA_ENCRYPTION_KEYS: 'secret',
  POSTMARK_TOKEN: 'secret',
  POSTMARK_WEBHOOK_SECRET: 'secret',
  TURNSTILE_SECRET: 'secret',
  GIT_COMMIT: 'deploy',
  POSTMARK_STREAM_TRANSACTIONAL: 'optional',
  POSTMARK_STREAM_BROADCAST: 'optional',
  LOCAL_MAIL_LOG: 'optional',
  REQUEST_LOG: 'optional',
  QUERY_COUNT_HEADER: 'optional',
  EXPORT_PAGE_SIZE: 'optional',
} as const satisfies Record<keyof Env, Requirement>;

type Route = string | { pattern: string };

/** The part of wrangler's configuration (`unstable_readConfig`) the check reads. */
export interface DeployConfig {
  vars?: Record<string, unknown>;
  d1_databases?: readonly { binding: string; database_id?: string; migrations_dir?: string }[];
  r2_buckets?: readonly { binding: string; bucket_name?: string }[];
  queues?: {
    producers?: readonly { binding: string; queue: string }[];
    consumers?: readonly { queue: string; dead_letter_queue?: string }[];
  };
  ratelimits?: readonly { name: string; namespace_id?: string }[];
  assets?: { binding?: string; directory?: string };
  version_metadata?: { binding: string };
  triggers?: { crons?: readonly string[] };
  routes?: readonly Route[];
}

const namesOf = (kind: Requirement) =>
  Object.entries(envRequirements)
    .filter(([, requirement]) => requirement === kind)
    .map(([name]) => name);

const PLACEHOLDER_DATABASE_ID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;
/** Cloudflare's Turnstile test site keys (always pass, always block, …): never a production key. */
const TURNSTILE_TEST_SITE_KEY = /^[0-9]x0{20}[A-F]{2}$/;
const PLACEHOLDER_ADDRESS = /@example\.(org|com|net)\b/i;

function bindingProblems(config: DeployConfig): string[] {
  const queueConsumers = new Set(config.queues?.consumers?.map((consumer) => consumer.queue));
  const checks: Partial<Record<Requirement, (name: string) => string | null>> = {
    d1: (name) => {
      const database = config.d1_databases?.find((entry) => entry.binding === name);
      if (!database?.database_id) return `D1 database ${name}: no [[d1_databases]] with a database_id`;
      if (PLACEHOLDER_DATABASE_ID.test(database.database_id))
        return `D1 database ${name}: database_id is the placeholder ${database.database_id}`;
      return database.migrations_dir ? null : `D1 database ${name}: no migrations_dir`;
    },
    r2: (name) =>
      config.r2_buckets?.some((entry) => entry.binding === name && entry.bucket_name)
        ? null
        : `R2 bucket ${name}: no [[r2_buckets]] with a bucket_name`,
    queue: (name) => {
      const producer = config.queues?.producers?.find((entry) => entry.binding === name);
      if (!producer) return `queue ${name}: no [[queues.producers]]`;
      return queueConsumers.has(producer.queue) ? null : `queue ${name}: no [[queues.consumers]] of ${producer.queue}`;
    },
    'rate-limit': (name) =>
      config.ratelimits?.some((entry) => entry.name === name && entry.namespace_id)
        ? null
        : `rate limiter ${name}: no [[ratelimits]] with a namespace_id`,
    assets: (name) => (config.assets?.binding === name && config.assets.directory ? null : `assets ${name}: no [assets] binding`),
    'version-metadata': (name) =>
      config.version_metadata?.binding === name ? null : `version metadata ${name}: no [version_metadata] binding`,
  };
  return Object.entries(envRequirements).flatMap(([name, kind]) => checks[kind]?.(name) ?? []);
}

function varProblem(name: string, value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return `[vars] ${name}: not set`;
  if (name === 'ENVIRONMENT' && value !== 'production') return `[vars] ENVIRONMENT: "${value}", must be "production"`;
  if (name === 'APP_URL' && !/^https:\/\/(?!localhost\b|127\.|\[::1\])[^/]+$/.test(value))
    return `[vars] APP_URL: "${value}", must be the public https:// origin (no path, no localhost)`;
  if (PLACEHOLDER_ADDRESS.test(value)) return `[vars] ${name}: "${value}" is a placeholder address`;
  if (name === 'TURNSTILE_SITE_KEY' && TURNSTILE_TEST_SITE_KEY.test(value))
    return `[vars] TURNSTILE_SITE_KEY: "${value}" is one of Turnstile's test keys`;
  return null;
}

const routeHost = (route: Route) => (typeof route === 'string' ? route : route.pattern).split('/')[0];

function otherProblems(config: DeployConfig): string[] {
  const problems: string[] = [];
  if (!config.triggers?.crons?.length) problems.push('[triggers] crons: none, the scheduled jobs would never run');
  for (const consumer of config.queues?.consumers ?? []) {
    const deadLetters = consumer.dead_letter_queue;
    if (deadLetters && !config.queues?.consumers?.some((entry) => entry.queue === deadLetters))
      problems.push(`queue ${consumer.queue}: its dead_letter_queue ${deadLetters} has no consumer`);
  }
  const appUrl = config.vars?.APP_URL;
  const routes = config.routes ?? [];
  if (typeof appUrl === 'string' && routes.length > 0 && !routes.some((route) => `https://${routeHost(route)}` === appUrl))
    problems.push(`routes: none serves APP_URL ${appUrl} (${routes.map(routeHost).join(', ')})`);
  return problems;
}

/** Everything the configuration lacks for a production deploy, one line each; empty when it is complete. */
export const configProblems = (config: DeployConfig) => [
  ...bindingProblems(config),
  ...namesOf('var').flatMap((name) => varProblem(name, config.vars?.[name]) ?? []),
  ...otherProblems(config),
];

/** The required secrets missing from the names `wrangler secret list` gives. */
export const secretProblems = (secretNames: readonly string[]) =>
  namesOf('secret')
    .filter((name) => !secretNames.includes(name))
    .map((name) => `secret ${name}: not set (npx wrangler secret put ${name})`);
