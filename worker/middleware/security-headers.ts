import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The same value as in web/public/_headers (the SPA): one policy for the whole origin. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers of every API answer. Answers are JSON: nothing in them may run, load anything or be framed. A route
 * that serves a page (the API reference) sets its own Content-Security-Policy, which is kept.
 * docs/decisions/007-security-headers.md.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  crossOriginResourcePolicy: 'same-origin',
  referrerPolicy: 'no-referrer',
  strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
  xFrameOptions: 'DENY',
  overwrite: false,
});

/**
 * API answers carry personal data, session tokens and private links: no browser or shared cache keeps them,
 * unless a route chose its own Cache-Control (the calendar feed).
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
