import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { configProblems, envRequirements, secretProblems, type DeployConfig } from './deploy-check';

const work = mkdtempSync(join(tmpdir(), 'deploy-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A configuration file read as `npm run deploy -- --config <file>` reads it. */
function readConfig(toml: string): DeployConfig {
  const file = join(work, `wrangler-${Math.random().toString(36).slice(2)}.toml`);
  writeFileSync(file, toml);
  return unstable_readConfig({ config: file }, { hideWarnings: true });
}

const repositoryToml = readFileSync('wrangler.toml', 'utf8');

/** The repository's wrangler.toml with what docs/deploy.md has a person fill in for their account. */
const productionToml = repositoryToml
  .replace('00000000-0000-0000-0000-000000000000', '6f1c2b9e-4d3a-4c1e-9b7a-2f8e5d0c1a34')
  .replace('APP_URL = "http://localhost:8787"', 'APP_URL = "https://admin.workshops.ch"')
  .replace('noreply@example.org', 'noreply@workshops.ch')
  .replace('team@example.org', 'team@workshops.ch')
  .replace('[vars]\n', '[vars]\nTURNSTILE_SITE_KEY = "0x4AAAAAAAB1cDeFgHiJkLmN"\n')
  .replace('\n[vars]\n', '\nroutes = [{ pattern = "admin.workshops.ch", custom_domain = true }]\n\n[vars]\n');

const production = readConfig(productionToml);
const allSecrets = Object.entries(envRequirements)
  .filter(([, kind]) => kind === 'secret')
  .map(([name]) => name);

/** `production` without the one binding, variable or setting of the name. */
function without(name: string): DeployConfig {
  const config = structuredClone(production);
  const vars = { ...config.vars };
  delete vars[name];
  return {
    ...config,
    vars,
    d1_databases: config.d1_databases?.filter((entry) => entry.binding !== name),
    r2_buckets: config.r2_buckets?.filter((entry) => entry.binding !== name),
    queues: { ...config.queues, producers: config.queues?.producers?.filter((entry) => entry.binding !== name) },
    ratelimits: config.ratelimits?.filter((entry) => entry.name !== name),
    assets: config.assets?.binding === name ? undefined : config.assets,
    version_metadata: config.version_metadata?.binding === name ? undefined : config.version_metadata,
  };
}

describe('the production deploy check', () => {
  it('passes the repository wrangler.toml once the account values are filled in, with every secret set', () => {
    expect(configProblems(production)).toEqual([]);
    expect(secretProblems(allSecrets)).toEqual([]);
  });

  it('names every placeholder of the repository wrangler.toml', () => {
    expect(configProblems(readConfig(repositoryToml))).toEqual([
      'D1 database DB: database_id is the placeholder 00000000-0000-0000-0000-000000000000',
      '[vars] APP_URL: "http://localhost:8787", must be the public https:// origin (no path, no localhost)',
      '[vars] MAIL_FROM: "Workshop Admin <noreply@example.org>" is a placeholder address',
      '[vars] STAFF_NOTIFICATION_EMAIL: "team@example.org" is a placeholder address',
      '[vars] TURNSTILE_SITE_KEY: not set',
    ]);
  });

  it('names each missing binding and variable of the worker', () => {
    const required = Object.entries(envRequirements).filter(([, kind]) => !['secret', 'deploy', 'optional'].includes(kind));
    expect(required.length).toBeGreaterThan(15);
    for (const [name] of required) {
      const problems = configProblems(without(name));
      expect(problems, name).toHaveLength(1);
      expect(problems[0], name).toContain(name);
    }
  });

  it('names each missing secret with the command that sets it', () => {
    expect(allSecrets).toEqual([
      'SIGNING_SECRET',
      'DATA_ENCRYPTION_KEYS',
      'POSTMARK_TOKEN',
      'POSTMARK_WEBHOOK_SECRET',
      'TURNSTILE_SECRET',
    ]);
    expect(secretProblems(['SIGNING_SECRET', 'POSTMARK_TOKEN', 'UNRELATED'])).toEqual([
      'secret DATA_ENCRYPTION_KEYS: not set (npx wrangler secret put DATA_ENCRYPTION_KEYS)',
      'secret POSTMARK_WEBHOOK_SECRET: not set (npx wrangler secret put POSTMARK_WEBHOOK_SECRET)',
      'secret TURNSTILE_SECRET: not set (npx wrangler secret put TURNSTILE_SECRET)',
    ]);
  });

  it('refuses a missing queue consumer, a development environment, a test Turnstile key, no crons and a foreign route', () => {
    const config = readConfig(
      productionToml
        .replace(/\[\[queues\.consumers\]\]\nqueue = "workshop-admin-mail-dlq"/, '[[queues.consumers]]\nqueue = "other"')
        .replace('ENVIRONMENT = "production"', 'ENVIRONMENT = "development"')
        .replace('0x4AAAAAAAB1cDeFgHiJkLmN', '1x00000000000000000000AA')
        .replace(/\[triggers\]\ncrons = \[[^\]]*\]/, '')
        .replace('pattern = "admin.workshops.ch"', 'pattern = "www.workshops.ch"'),
    );
    expect(configProblems(config)).toEqual([
      'queue MAIL_DLQ: no [[queues.consumers]] of workshop-admin-mail-dlq',
      '[vars] ENVIRONMENT: "development", must be "production"',
      `[vars] TURNSTILE_SITE_KEY: "1x00000000000000000000AA" is one of Turnstile's test keys`,
      '[triggers] crons: none, the scheduled jobs would never run',
      'queue workshop-admin-mail: its dead_letter_queue workshop-admin-mail-dlq has no consumer',
      'routes: none serves APP_URL https://admin.workshops.ch (www.workshops.ch)',
    ]);
  });
});
