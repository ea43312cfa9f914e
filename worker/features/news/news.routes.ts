import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { requireAuth, requireRole } from '../../middleware/auth';
import {
  FeedParams,
  NewsBodySchema,
  NewsIdParams,
  NewsFeedSchema,
  NewsItemSchema,
  NewsListSchema,
} from '../../contract/news/news.schemas';
import * as service from './news.service';

const tags = ['News'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const notFound = { 404: errorResponse('not_found: no news with this id') };

const feedRoute = createRoute({
  operationId: 'getNewsFeed',
  method: 'get',
  path: '/news/{key}',
  tags,
  summary: 'The news the reader’s role may see today, in the language asked for (German when missing)',
  description:
    'The spec’s `news/{language}`: `key` is the language. Published today (publish_from ≤ today ≤ publish_until, Europe/Zurich; drafts never) for the reader’s feed: ' +
    'coaches the coaches feed, associates the associates feed, finance the finance feed; admins every feed. Pinned ' +
    'first, then newest first. `language` says which translation each item carries. The text is Markdown.',
  middleware: [requireAuth] as const,
  request: { params: FeedParams },
  responses: {
    200: jsonData(NewsFeedSchema, 'The news to show'),
    ...denied,
    422: errorResponses[422],
  },
});

const listRoute = createRoute({
  operationId: 'listNews',
  method: 'get',
  path: '/news',
  tags,
  summary: 'Every news item with all translations and its status (admin, associate)',
  middleware: [staff] as const,
  responses: {
    200: jsonData(NewsListSchema, 'Pinned first, then drafts, then by first day shown, newest first'),
    ...denied,
  },
});

const createNewsRoute = createRoute({
  operationId: 'createNews',
  method: 'post',
  path: '/news',
  tags,
  summary: 'Write a news item (admin, associate)',
  description:
    'Once the item is shown (`publish_from` today or earlier), the active users of its feeds get the mail N01 `news-published`, once each, unless they switched news mails off.',
  middleware: [staff] as const,
  request: { body: jsonBody(NewsBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(NewsItemSchema, 'The new item'),
    ...denied,
  },
});

const updateRoute = createRoute({
  operationId: 'updateNews',
  method: 'put',
  path: '/news/{key}',
  tags,
  summary: 'Replace a news item’s settings and translations (admin, associate)',
  description:
    'The spec’s `news/{id}`: `key` is the id. A language left out of `translations` is removed; German stays required. An item shown from now on is announced as on creation (N01, once per user).',
  middleware: [staff] as const,
  request: { params: NewsIdParams, body: jsonBody(NewsBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(NewsItemSchema, 'The changed item'),
    ...denied,
    ...notFound,
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteNews',
  method: 'delete',
  path: '/news/{key}',
  tags,
  summary: 'Delete a news item with its translations (admin, associate)',
  description: 'The spec’s `news/{id}`: `key` is the id.',
  middleware: [staff] as const,
  request: { params: NewsIdParams },
  responses: {
    204: { description: 'Deleted' },
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

export const newsRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: await service.listNews(c.var.db) }, 200))
  .openapi(feedRoute, async (c) => c.json({ data: await service.newsFeed(c.var.db, c.var.user!, c.req.valid('param').key) }, 200))
  .openapi(createNewsRoute, async (c) =>
    c.json({ data: await service.createNews(c.var.db, c.env, c.var.user!, c.req.valid('json')) }, 201),
  )
  .openapi(updateRoute, async (c) =>
    c.json({ data: await service.updateNews(c.var.db, c.env, c.req.valid('param').key, c.req.valid('json')) }, 200),
  )
  .openapi(deleteRoute, async (c) => {
    await service.deleteNews(c.var.db, c.req.valid('param').key);
    return c.body(null, 204);
  });
