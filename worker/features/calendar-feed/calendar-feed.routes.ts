import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { CalendarFeedSchema, CalendarFeedStatusSchema } from '../../contract/calendar-feed/calendar-feed.schemas';
import * as service from './calendar-feed.service';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';

const tags = ['Coaches'];
const coachOnly = requireRole('coach');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const path = '/coaches/calendar-feed';

const statusRoute = createRoute({
  operationId: 'getCalendarFeed',
  method: 'get',
  path,
  tags,
  summary: 'Whether the coach has a calendar feed, and since when (the URL itself is only shown when created)',
  middleware: [coachOnly] as const,
  responses: { 200: jsonData(CalendarFeedStatusSchema, 'The feed’s state'), ...denied },
});

const createFeedRoute = createRoute({
  operationId: 'createCalendarFeed',
  method: 'post',
  path,
  tags,
  summary: 'Create the coach’s private calendar feed URL, or replace it (the old URL stops working)',
  middleware: [coachOnly] as const,
  responses: { 201: jsonData(CalendarFeedSchema, 'The new URL, shown this once'), ...denied },
});

const revokeRoute = createRoute({
  operationId: 'revokeCalendarFeed',
  method: 'delete',
  path,
  tags,
  summary: 'Revoke the coach’s calendar feed (also when there is none)',
  middleware: [coachOnly] as const,
  responses: { 204: { description: 'Revoked' }, ...denied },
});

const feedRoute = createRoute({
  operationId: 'getCalendarFeedFile',
  middleware: [rateLimit('calendar-feed', 'PUBLIC_CLIENT_LIMITER')] as const,
  method: 'get',
  path: '/calendar/{file}',
  tags,
  security: [],
  summary:
    'A coach’s placed workshops from 60 days ago on as iCalendar (the token in the URL is the authorisation; cancelled workshops are left out)',
  request: {
    params: z.object({
      file: z
        .string()
        .meta({ description: '`<token>.ics`, as in the URL from POST /api/coaches/calendar-feed', example: 'abc.ics' }),
    }),
  },
  responses: {
    ...rateLimitedResponse,
    200: {
      description: 'The calendar (RFC 5545), cacheable privately for 5 minutes',
      content: { 'text/calendar': { schema: z.string() } },
    },
    404: errorResponse('not_found: unknown, replaced or revoked token, or the coach is no longer active'),
  },
});

export const calendarFeedRouter = createRouter()
  .openapi(statusRoute, async (c) => c.json({ data: await service.feedStatus(c.var.db, c.var.user!) }, 200))
  .openapi(createFeedRoute, async (c) => c.json({ data: await service.createFeed(c.var.db, c.env, c.var.user!) }, 201))
  .openapi(revokeRoute, async (c) => {
    await service.revokeFeed(c.var.db, c.var.user!);
    return c.body(null, 204);
  })
  .openapi(feedRoute, async (c) => {
    const calendar = await service.feedCalendar(c.var.db, c.env, c.req.valid('param').file);
    return c.body(calendar, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
    });
  });
