import { createMiddleware } from 'hono/factory';
import { misconfigured } from '../../lib/config';
import type { AppBindings } from '../../lib/env';
import { AppError } from '../../lib/errors';

/** The user name of the webhook's HTTP Basic credentials; the password is the secret `POSTMARK_WEBHOOK_SECRET`. */
export const POSTMARK_WEBHOOK_USER = 'postmark';

const digest = async (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));

/** Compares in constant time: both sides are hashed to the same length first, so neither length nor content leaks. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/** `user:password` of an `Authorization: Basic …` header, or null. */
function basicCredentials(header: string | undefined): string | null {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (!match) return null;
  try {
    return atob(match[1]!);
  } catch {
    return null;
  }
}

/**
 * Postmark's webhook signs in with HTTP Basic credentials (`https://postmark:<secret>@host/api/webhooks/postmark`).
 * Without the secret the webhook answers 503 in every environment (nothing could be trusted), wrong or missing
 * credentials 401.
 */
export const requirePostmarkWebhook = createMiddleware<AppBindings>(async (c, next) => {
  const secret = c.env.POSTMARK_WEBHOOK_SECRET;
  if (!secret) throw misconfigured('POSTMARK_WEBHOOK_SECRET is not set, so the Postmark webhook refuses every request');
  const given = basicCredentials(c.req.header('Authorization'));
  if (given === null || !(await sameSecret(given, `${POSTMARK_WEBHOOK_USER}:${secret}`))) {
    throw new AppError(401, 'unauthenticated', 'Wrong or missing webhook credentials');
  }
  await next();
});
