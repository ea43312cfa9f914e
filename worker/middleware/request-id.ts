import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppBindings } from '../lib/env';
import { log } from '../lib/log';

/** Cloudflare's ray id (`8d5f0c3a1b2c4d5e-ZRH`); anything else a client sends is not taken. */
const RAY_ID = /^[0-9a-f]{16}(-[A-Z]{3})?$/;

/** The request's id: Cloudflare's ray id, which Workers Logs shows too, or a random one (locally). */
const requestIdOf = (ray: string | undefined) => (ray && RAY_ID.test(ray) ? ray : crypto.randomUUID());

/**
 * First of every API request (decision 054): sets `c.var.requestId`, answers it in `X-Request-Id` (errors, 404 and 500
 * too: the app's error handlers put it in the body) and writes one log line when the answer is ready. The line names
 * the route's pattern (`/api/evaluations/:token`), never the path itself, which may hold a token; of the caller only
 * the user id. `REQUEST_LOG=off` silences it (the tests).
 */
export const requestId = createMiddleware<AppBindings>(async (c, next) => {
  const started = Date.now();
  c.set('requestId', requestIdOf(c.req.header('cf-ray')));
  await next();
  c.res.headers.set('X-Request-Id', c.var.requestId);
  if (c.env.REQUEST_LOG === 'off') return;
  log(c.res.status >= 500 ? 'error' : 'info', 'request', {
    request_id: c.var.requestId,
    method: c.req.method,
    path: routePath(c),
    status: c.res.status,
    ms: Date.now() - started,
    user_id: c.var.user?.id,
  });
});
