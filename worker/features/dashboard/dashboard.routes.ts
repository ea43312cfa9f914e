import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses, jsonData } from '../../lib/openapi';
import { requireAuth } from '../../middleware/auth';
import { DashboardParams, DashboardSchema } from '../../contract/dashboard/dashboard.schemas';
import * as service from './dashboard.service';

const dashboardRoute = createRoute({
  operationId: 'getDashboard',
  method: 'get',
  path: '/dashboard/{language}',
  tags: ['Dashboard'],
  summary: 'The reader’s news and the work waiting for their role, counted in one request',
  description:
    'Every signed-in role. `news`: as `GET news/{language}` (pinned first, then newest first, German when the ' +
    'language is missing), the first 10. `items`: the role’s work, each with a stable `key` and a `count`; ' +
    'admin and associate: new_inquiries, my_inquiries, understaffed_workshops, unanswered_requests, coach_conflicts, ' +
    'evaluations_to_validate, orders_to_send; coach: open_requests, next_workshops, evaluations_to_fill, ' +
    'order_deadlines, expenses_to_enter (own records only); finance: profiles_to_approve, invoiceable_workshops, ' +
    'overdue_invoices, payouts_due. Definitions: docs/decisions/025-dashboard.md.',
  middleware: [requireAuth] as const,
  request: { params: DashboardParams },
  responses: {
    200: jsonData(DashboardSchema, 'The news and the role’s work items'),
    401: errorResponses[401],
    403: errorResponses[403],
    422: errorResponse('validation_failed: the language is not de, fr, it or en'),
  },
});

/** dashboard/{language}. */
export const dashboardRouter = createRouter().openapi(dashboardRoute, async (c) =>
  c.json({ data: await service.dashboard(c.var.db, c.var.user!, c.req.valid('param').language) }, 200),
);
