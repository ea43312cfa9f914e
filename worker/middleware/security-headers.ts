import { secureHeaders } from 'hono/secure-headers';

/** API responses are JSON only; no caching of personal data. */
export const securityHeaders = secureHeaders({
  crossOriginResourcePolicy: 'same-origin',
  referrerPolicy: 'no-referrer',
});
