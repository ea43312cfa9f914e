import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { ErrorResponseSchema, jsonData } from '../../lib/openapi';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';
import { HealthSchema } from '../../contract/health/health.schemas';
import { health } from './health.service';

const healthRoute = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  security: [],
  summary: 'Whether the service runs: version, commit, database, mail queue, each scheduled job (public, nothing personal)',
  description:
    'For monitors; no sign-in. Never cached (`Cache-Control: no-store`). A job is overdue when its next time after its ' +
    'last successful run is more than 30 minutes past; one never run is not overdue before its first time after the ' +
    'deploy (decision 054). Counts against the per-client ceiling of public callers.',
  middleware: [rateLimit('health', 'PUBLIC_CLIENT_LIMITER')] as const,
  responses: {
    200: jsonData(HealthSchema, '`ok`, or `degraded`: mail waits too long for the queue, or a job is overdue or failed last'),
    ...rateLimitedResponse,
    503: {
      description:
        '`down`: the database did not answer (the health body, jobs empty); or misconfigured: a required secret is ' +
        'missing (the error body)',
      content: { 'application/json': { schema: z.union([z.object({ data: HealthSchema }), ErrorResponseSchema]) } },
    },
  },
});

export const healthRouter = createRouter().openapi(healthRoute, async (c) => {
  const data = await health(c.var.db, c.env);
  return c.json({ data }, data.status === 'down' ? 503 : 200);
});
