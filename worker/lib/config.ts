import type { Env } from './env';
import { AppError } from './errors';
import { log } from './log';

/** HS256 wants a key at least as long as its hash (32 bytes); anything shorter is refused, never padded. */
export const MIN_SIGNING_SECRET_BYTES = 32;

/**
 * Local development (`ENVIRONMENT=development`, written to `.dev.vars` by the npm scripts). Any other value, or none,
 * counts as production, so a deploy fails closed (docs/decisions/004-fail-closed-configuration.md).
 */
export const isDevelopment = (env: Pick<Env, 'ENVIRONMENT'>) => env.ENVIRONMENT === 'development';

/** What is wrong with SIGNING_SECRET, or null when it is usable. Needed in every environment: there is no fallback. */
export function signingSecretProblem(env: Pick<Env, 'SIGNING_SECRET'>): string | null {
  if (!env.SIGNING_SECRET) return 'SIGNING_SECRET is not set';
  const bytes = new TextEncoder().encode(env.SIGNING_SECRET).length;
  if (bytes < MIN_SIGNING_SECRET_BYTES) {
    return `SIGNING_SECRET has ${bytes} bytes, at least ${MIN_SIGNING_SECRET_BYTES} are needed`;
  }
  return null;
}

/** Outside development the bot check needs both keys: without the site key the form shows no challenge at all. */
export function turnstileProblem(env: Pick<Env, 'ENVIRONMENT' | 'TURNSTILE_SECRET' | 'TURNSTILE_SITE_KEY'>): string | null {
  if (isDevelopment(env)) return null;
  if (!env.TURNSTILE_SECRET) return 'TURNSTILE_SECRET is not set, so the bot check refuses every request';
  if (!env.TURNSTILE_SITE_KEY) return 'TURNSTILE_SITE_KEY is not set, so the form cannot show the bot check';
  return null;
}

/** Logs one line for the operator and returns the 503 the client gets (it names no setting). */
export function misconfigured(problem: string): AppError {
  log('error', 'config.misconfigured', {
    problem,
    help: 'README, "Deploy to Cloudflare"; locally `npm start` writes .dev.vars',
  });
  return new AppError(503, 'misconfigured', 'The service is not configured correctly. Please try again later.');
}
