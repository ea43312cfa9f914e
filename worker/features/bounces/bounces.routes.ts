import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import {
  MailSuppressionListSchema,
  MailSuppressionQuery,
  PostmarkEventResultSchema,
  PostmarkEventSchema,
} from '../../contract/bounces/bounces.schemas';
import * as service from './bounces.service';
import { requirePostmarkWebhook } from './webhook-auth';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';

const tags = ['Mail delivery'];
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const webhookRoute = createRoute({
  operationId: 'postmarkWebhook',
  method: 'post',
  path: '/webhooks/postmark',
  tags,
  summary: 'Postmark’s webhook: bounces and spam complaints (HTTP Basic credentials)',
  description:
    'Configure in Postmark (server → message stream → webhooks) the URL `https://postmark:<POSTMARK_WEBHOOK_SECRET>@<host>/api/webhooks/postmark` ' +
    'with the Bounce and Spam Complaint events. A bounce or complaint marks the outbox row with its `MessageID` `bounced`; ' +
    'a hard bounce, a spam complaint or `Inactive: true` also puts the address on the suppression list, so no further mail ' +
    'is sent to it. Soft bounces only mark the row. Repeating an event changes nothing; other record types are acknowledged ' +
    'and ignored.',
  security: [{ postmarkWebhook: [] }],
  middleware: [rateLimit('postmark-webhook', 'PUBLIC_CLIENT_LIMITER'), requirePostmarkWebhook] as const,
  request: { body: jsonBody(PostmarkEventSchema) },
  responses: {
    ...rateLimitedResponse,
    200: jsonData(PostmarkEventResultSchema, 'Recorded, or ignored (`recorded: false`)'),
    ...bodyResponses,
    401: errorResponse('unauthenticated: wrong or missing HTTP Basic credentials'),
    422: errorResponse('validation_failed: a bounce or complaint without the fields used (MessageID, Email, Type, BouncedAt)'),
    503: errorResponse('misconfigured: POSTMARK_WEBHOOK_SECRET is not set (in every environment)'),
  },
});

const listRoute = createRoute({
  operationId: 'listMailSuppressions',
  method: 'get',
  path: '/mail-suppressions',
  tags,
  summary: 'Whether an address gets no mail because it bounced (admin, associate, finance)',
  description: 'An empty list, or the one suppression of the address: why and since when.',
  middleware: [requireRole('admin', 'associate', 'finance')] as const,
  request: { query: MailSuppressionQuery },
  responses: {
    200: jsonData(MailSuppressionListSchema, 'The address’s suppression, if any'),
    ...denied,
    422: errorResponses[422],
  },
});

const liftRoute = createRoute({
  operationId: 'liftMailSuppression',
  method: 'delete',
  path: '/mail-suppressions/{id}',
  tags,
  summary: 'Lift a suppression: mail goes to the address again (admin; audited)',
  description: 'Only once the address was corrected or confirmed: otherwise the next mail bounces again.',
  middleware: [requireRole('admin')] as const,
  request: { params: IdParams },
  responses: {
    204: { description: 'Lifted' },
    ...denied,
    404: errorResponse('not_found: no suppression with this id'),
    422: errorResponses[422],
  },
});

export const bouncesRouter = createRouter()
  .openapi(webhookRoute, async (c) => c.json({ data: await service.recordPostmarkEvent(c.var.db, c.req.valid('json')) }, 200))
  .openapi(listRoute, async (c) => c.json({ data: await service.suppressionsOf(c.var.db, c.req.valid('query').email) }, 200))
  .openapi(liftRoute, async (c) => {
    await service.liftSuppression(c.var.db, c.var.user!, c.req.valid('param').id);
    return c.body(null, 204);
  });
