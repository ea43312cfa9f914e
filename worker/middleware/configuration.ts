import { createMiddleware } from 'hono/factory';
import { misconfigured, signingSecretProblem } from '../lib/config';
import type { AppBindings } from '../lib/env';

/** Every API request fails with 503 `misconfigured` while the signing secret is missing or too short. */
export const requireConfiguration = createMiddleware<AppBindings>(async (c, next) => {
  const problem = signingSecretProblem(c.env);
  if (problem) throw misconfigured(problem);
  await next();
});
