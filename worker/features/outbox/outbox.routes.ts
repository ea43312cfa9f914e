import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { clientIp } from '../../lib/client-ip';
import { errorResponse, errorResponses, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { OutboxDetailSchema, OutboxListQuerySchema, OutboxListSchema } from '../../contract/outbox/outbox.schemas';
import * as service from './outbox.service';

const tags = ['Outbox'];
const admin = requireRole('admin');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const notFound = { 404: errorResponse('not_found: no mail with this id') };

const listRoute = createRoute({
  operationId: 'listOutbox',
  method: 'get',
  path: '/outbox',
  tags,
  summary: 'Every email with its state, newest first, filtered by state, template and recipient (admin)',
  middleware: [admin] as const,
  request: { query: OutboxListQuerySchema },
  responses: {
    200: jsonData(OutboxListSchema, 'A page of mails with the counts per state'),
    ...denied,
    422: errorResponses[422],
  },
});

const detailRoute = createRoute({
  operationId: 'getOutboxMail',
  method: 'get',
  path: '/outbox/{id}',
  tags,
  summary: 'One email with a preview of its text and HTML part (admin)',
  description:
    'Secrets are never shown, in any environment: the token of every link and the value of a password line read `•••••` ' +
    '(docs/decisions/030-outbox-preview-redaction.md). `preview` is null once the body was removed.',
  middleware: [admin] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(OutboxDetailSchema, 'The mail and its redacted preview'),
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

const resendRoute = createRoute({
  operationId: 'resendOutboxMail',
  method: 'post',
  path: '/outbox/{id}/resend',
  tags,
  summary: 'Send a failed email again (admin)',
  description:
    'Only a `failed` mail whose body is kept: it is queued again with its attempts reset and out of the dead-letter ' +
    'state, then enqueued; audited.',
  middleware: [admin] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(OutboxDetailSchema, 'The mail, queued again'),
    ...denied,
    ...notFound,
    409: errorResponse('invalid_transition: the mail is not failed, or its content was removed'),
    422: errorResponses[422],
  },
});

export const outboxRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: await service.listOutbox(c.var.db, c.req.valid('query')) }, 200))
  .openapi(detailRoute, async (c) => c.json({ data: await service.getOutboxMail(c.var.db, c.req.valid('param').id) }, 200))
  .openapi(resendRoute, async (c) =>
    c.json(
      {
        data: await service.resendOutboxMail(c.var.db, c.env, c.var.user!, c.req.valid('param').id, clientIp(c)),
      },
      200,
    ),
  );
