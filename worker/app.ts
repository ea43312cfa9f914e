import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { AppBindings } from './lib/env';
import { featureRouters, type FeatureRouter } from './feature-routers';
import { AppError } from './lib/errors';
import { RateLimitedError } from './lib/rate-limit';
import { buildOpenApiDocument } from './lib/openapi-doc';
import { dbMiddleware } from './middleware/db';
import { dataVersionMiddleware } from './middleware/data-version';
import { sessionMiddleware } from './middleware/auth';
import { noStore, securityHeaders } from './middleware/security-headers';
import { requireConfiguration } from './middleware/configuration';
import { requestBodyLimit } from './middleware/body-limit';
import { apiReferenceContentSecurityPolicy, apiReferencePage } from './features/docs/docs.page';
import { requestId } from './middleware/request-id';
import { errorFields, log } from './lib/log';

/**
 * The API app with the given feature routers, in the order given (worker/feature-routers.ts): the shared middleware
 * first, then the routers, the OpenAPI document of these routers, the API reference and the JSON 404 and errors.
 */
export function createApp(routers: readonly FeatureRouter[]) {
  const app = new OpenAPIHono<AppBindings>().basePath('/api');

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token from POST /api/login',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'postmarkWebhook', {
    type: 'http',
    scheme: 'basic',
    description: 'Postmark’s webhook: user `postmark`, password the secret POSTMARK_WEBHOOK_SECRET',
  });

  app.use(
    '*',
    requestId,
    securityHeaders,
    noStore,
    requireConfiguration,
    requestBodyLimit,
    dbMiddleware,
    dataVersionMiddleware,
    sessionMiddleware,
  );

  for (const router of routers) app.route('/', router);

  app.get('/openapi.json', (c) => c.json(buildOpenApiDocument(app)));
  app.get('/docs', (c) => c.html(apiReferencePage, 200, { 'Content-Security-Policy': apiReferenceContentSecurityPolicy }));

  // Every error body names the request (X-Request-Id), so a user's report finds its log lines.
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'No such API route', request_id: c.var.requestId } }, 404));

  app.onError((error, c) => {
    const request_id = c.var.requestId;
    if (error instanceof AppError) {
      if (error.status === 429) c.header('Retry-After', String(error instanceof RateLimitedError ? error.retryAfterSeconds : 60));
      return c.json({ error: { code: error.code, message: error.message, fields: error.fields, request_id } }, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: { code: 'validation_failed', message: error.message, request_id } }, error.status);
    }
    log('error', 'request.failed', { request_id, ...errorFields(error, { stack: true }) });
    return c.json({ error: { code: 'internal_error', message: 'Something went wrong', request_id } }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** The whole API, every feature router loaded: what /api/openapi.json documents, `npm run openapi` and the tests. */
export const loadApp = async (): Promise<App> => createApp(await Promise.all(featureRouters.map((entry) => entry.load())));
