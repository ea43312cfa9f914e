import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientIp, rateLimitKey } from './client-ip';
import type { AppBindings, Env } from './env';
import { z } from '@hono/zod-openapi';
import { AppError } from './errors';
import { errorResponse } from './openapi';

type LimiterName = { [K in keyof Env]-?: Env[K] extends RateLimit ? K : never }[keyof Env];

/** A 429 `rate_limited`; the answer's `Retry-After` header says how many seconds to wait (worker/app.ts). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds = 60,
    message = 'Too many requests from here. Please wait a minute and try again.',
  ) {
    super(429, 'rate_limited', message);
  }
}

export const rateLimited = (retryAfterSeconds = 60, message?: string) => new RateLimitedError(retryAfterSeconds, message);

/** The 429 every rate-limited route documents: spread into its responses. */
export const rateLimitedResponse = {
  429: {
    ...errorResponse('rate_limited: too many requests or attempts; wait as many seconds as Retry-After says'),
    headers: z.object({
      'Retry-After': z.string().openapi({ description: 'Seconds to wait before trying again', example: '60' }),
    }),
  },
} as const;

/** Counts one request against the limiter under `key`; throws 429 `rate_limited` when it is used up. */
export async function enforceRateLimit(env: Env, limiter: LimiterName, key: string): Promise<void> {
  const { success } = await env[limiter].limit({ key });
  if (!success) throw rateLimited();
}

/**
 * Route middleware for public link and credential pages: counts the request before anything else (validation, a
 * database read), so garbage and guessed tokens count too. `keyOf` picks what is counted: by default the client
 * (IPv6 by its /64), under the route's `scope` so that one page's traffic does not use up another's.
 */
export function rateLimit(
  scope: string,
  limiter: LimiterName = 'PUBLIC_LINK_LIMITER',
  keyOf: (c: Context<AppBindings>) => string = (c) => rateLimitKey(clientIp(c)),
) {
  return createMiddleware<AppBindings>(async (c, next) => {
    await enforceRateLimit(c.env, limiter, `${scope}:${keyOf(c)}`);
    await next();
  });
}
