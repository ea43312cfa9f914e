import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import {
  NewsletterBodySchema,
  NewsletterSchema,
  NewslettersSchema,
  SubscriberExportQuerySchema,
  SubscriberListSchema,
  SubscriberQuerySchema,
  SubscriptionSchema,
  TokenBodySchema,
} from '../../contract/newsletter/newsletter.schemas';
import * as newsletters from './newsletters.service';
import * as subscribers from './subscribers.service';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';

const tags = ['Newsletter'];
const admin = requireRole('admin');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const badToken = { 400: errorResponse('token_invalid: the link is malformed, expired, or its address was removed') };
const notFound = { 404: errorResponse('not_found: no newsletter with this id') };
const notDraft = { 409: errorResponse('invalid_transition: the newsletter is no longer a draft') };

const confirmRoute = createRoute({
  operationId: 'confirmNewsletter',
  middleware: [rateLimit('newsletter-confirm')] as const,
  method: 'post',
  path: '/newsletter/confirm',
  tags,
  security: [],
  summary: 'The double opt-in link: sets the consent date once (no sign-in; again, it changes nothing)',
  request: { body: jsonBody(TokenBodySchema) },
  responses: {
    ...rateLimitedResponse,
    ...bodyResponses,
    ...badToken,
    200: jsonData(SubscriptionSchema, 'The subscription’s state'),
  },
});

const oneClickUnsubscribeRoute = createRoute({
  operationId: 'unsubscribeNewsletterOneClick',
  middleware: [rateLimit('newsletter-unsubscribe')] as const,
  method: 'post',
  path: '/newsletter/unsubscribe/{token}',
  tags,
  security: [],
  summary: 'One-click unsubscribe (RFC 8058): the `List-Unsubscribe` header of every newsletter copy',
  description:
    'Mail programs POST `List-Unsubscribe=One-Click` here when the reader chooses "unsubscribe": no sign-in, no page, ' +
    'no confirmation. The body is not read. Again, or for an address already gone, it changes nothing.',
  request: { params: z.object({ token: z.string().min(1).max(2000) }) },
  responses: {
    ...rateLimitedResponse,
    ...badToken,
    200: jsonData(SubscriptionSchema, 'Unsubscribed'),
    422: errorResponses[422],
  },
});

const unsubscribeRoute = createRoute({
  operationId: 'unsubscribeNewsletter',
  middleware: [rateLimit('newsletter-unsubscribe')] as const,
  method: 'post',
  path: '/newsletter/unsubscribe',
  tags,
  security: [],
  summary: 'The link in every newsletter: no more newsletters to the address (no sign-in; again, it changes nothing)',
  request: { body: jsonBody(TokenBodySchema) },
  responses: {
    ...rateLimitedResponse,
    ...bodyResponses,
    ...badToken,
    200: jsonData(SubscriptionSchema, 'Unsubscribed'),
  },
});

const subscribersRoute = createRoute({
  operationId: 'listNewsletterSubscribers',
  method: 'get',
  path: '/newsletter/subscribers',
  tags,
  summary: 'Newsletter contacts with their consent, filtered, newest first, with counts per state (admin)',
  middleware: [admin] as const,
  request: { query: SubscriberQuerySchema },
  responses: { 200: jsonData(SubscriberListSchema, 'One page'), ...denied, 422: errorResponses[422] },
});

const exportRoute = createRoute({
  operationId: 'exportNewsletterSubscribersCsv',
  method: 'get',
  path: '/newsletter/subscribers/export.csv',
  tags,
  summary: 'The filtered contacts as CSV for Swiss Excel (admin)',
  middleware: [admin] as const,
  request: { query: SubscriberExportQuerySchema },
  responses: {
    200: { description: 'UTF-8 with BOM, `;`-separated, CRLF', content: { 'text/csv': { schema: z.string() } } },
    ...denied,
    422: errorResponses[422],
  },
});

const listRoute = createRoute({
  operationId: 'listNewsletters',
  method: 'get',
  path: '/newsletters',
  tags,
  summary: 'Newsletters with their send log, and how many confirmed subscribers a send reaches now (admin)',
  middleware: [admin] as const,
  responses: { 200: jsonData(NewslettersSchema, 'Newest first'), ...denied },
});

const getRoute = createRoute({
  operationId: 'getNewsletter',
  method: 'get',
  path: '/newsletters/{id}',
  tags,
  summary: 'One newsletter with its send log (admin)',
  middleware: [admin] as const,
  request: { params: IdParams },
  responses: { 200: jsonData(NewsletterSchema, 'The newsletter'), ...denied, ...notFound, 422: errorResponses[422] },
});

const createNewsletterRoute = createRoute({
  operationId: 'createNewsletter',
  method: 'post',
  path: '/newsletters',
  tags,
  summary: 'Write a newsletter draft: title and Markdown text per language, German required (admin)',
  middleware: [admin] as const,
  request: { body: jsonBody(NewsletterBodySchema) },
  responses: { ...bodyResponses, 201: jsonData(NewsletterSchema, 'The draft'), ...denied },
});

const updateRoute = createRoute({
  operationId: 'updateNewsletter',
  method: 'put',
  path: '/newsletters/{id}',
  tags,
  summary: 'Replace a draft’s content; the test send must then be repeated (admin)',
  middleware: [admin] as const,
  request: { params: IdParams, body: jsonBody(NewsletterBodySchema) },
  responses: { ...bodyResponses, 200: jsonData(NewsletterSchema, 'The draft'), ...denied, ...notFound, ...notDraft },
});

const deleteRoute = createRoute({
  operationId: 'deleteNewsletter',
  method: 'delete',
  path: '/newsletters/{id}',
  tags,
  summary: 'Delete a draft (admin)',
  middleware: [admin] as const,
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' }, ...denied, ...notFound, ...notDraft, 422: errorResponses[422] },
});

const testRoute = createRoute({
  operationId: 'sendNewsletterTest',
  method: 'post',
  path: '/newsletters/{id}/test',
  tags,
  summary: 'Send one copy to oneself in one’s language; sending needs a test of the current content (admin)',
  middleware: [admin] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(NewsletterSchema, 'The draft with test_sent_at set'),
    ...denied,
    ...notFound,
    409: errorResponse('invalid_transition: not a draft; conflict: the content changed while the test was written'),
    422: errorResponses[422],
  },
});

const sendRoute = createRoute({
  operationId: 'sendNewsletter',
  method: 'post',
  path: '/newsletters/{id}/send',
  tags,
  summary: 'Send a tested draft to every confirmed subscriber on the broadcast stream (admin)',
  description:
    'Writes one copy per confirmed subscriber in their language (German when missing), each with its own unsubscribe ' +
    'link, at most 500 per request: while the answer says `sending`, call again; it goes on where the last call ' +
    'stopped and never writes a second copy to an address.',
  middleware: [admin] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(NewsletterSchema, 'State `sent` when every copy is written, `sending` when more remain'),
    ...denied,
    ...notFound,
    409: errorResponse('invalid_transition: already sent, or no test send of the current content'),
    422: errorResponses[422],
  },
});

/** Newsletter: the public confirm and unsubscribe links, and the admin's subscribers and newsletters. */
export const newsletterRouter = createRouter()
  .openapi(confirmRoute, async (c) =>
    c.json({ data: await subscribers.confirmSubscription(c.var.db, c.env, c.req.valid('json').token) }, 200),
  )
  .openapi(oneClickUnsubscribeRoute, async (c) =>
    c.json({ data: await subscribers.unsubscribe(c.var.db, c.env, c.req.valid('param').token) }, 200),
  )
  .openapi(unsubscribeRoute, async (c) =>
    c.json({ data: await subscribers.unsubscribe(c.var.db, c.env, c.req.valid('json').token) }, 200),
  )
  .openapi(subscribersRoute, async (c) =>
    c.json({ data: await subscribers.listSubscribers(c.var.db, c.req.valid('query')) }, 200),
  )
  .openapi(exportRoute, async (c) => {
    const csv = await subscribers.subscribersCsv(c.var.db, c.req.valid('query'));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
      'Cache-Control': 'no-store',
    });
  })
  .openapi(listRoute, async (c) => c.json({ data: await newsletters.listNewsletters(c.var.db) }, 200))
  .openapi(getRoute, async (c) => c.json({ data: await newsletters.getNewsletter(c.var.db, c.req.valid('param').id) }, 200))
  .openapi(createNewsletterRoute, async (c) =>
    c.json({ data: await newsletters.createNewsletter(c.var.db, c.var.user!, c.req.valid('json')) }, 201),
  )
  .openapi(updateRoute, async (c) =>
    c.json({ data: await newsletters.updateNewsletter(c.var.db, c.req.valid('param').id, c.req.valid('json')) }, 200),
  )
  .openapi(deleteRoute, async (c) => {
    await newsletters.deleteNewsletter(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(testRoute, async (c) =>
    c.json({ data: await newsletters.sendTest(c.var.db, c.env, c.var.user!, c.req.valid('param').id) }, 200),
  )
  .openapi(sendRoute, async (c) =>
    c.json({ data: await newsletters.sendNewsletter(c.var.db, c.env, c.var.user!, c.req.valid('param').id) }, 200),
  );
