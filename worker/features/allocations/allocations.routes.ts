import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponses, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { AllocationOverviewSchema, AllocationQuerySchema } from '../../contract/allocations/allocations.schemas';
import { allocationOverview } from './allocations.service';

const overviewRoute = createRoute({
  operationId: 'getAllocationOverview',
  method: 'get',
  path: '/workshops/allocations',
  tags: ['Workshops'],
  summary: 'Which coach gives which workshop in a period, and which workshops still lack coaches',
  description:
    'Every active coach is listed (also without workshops), plus inactive coaches placed in the period; cancelled ' +
    'workshops are left out. Default period: today (Europe/Zurich) and the eight weeks after it; at most one year.',
  middleware: [requireRole('admin', 'associate')] as const,
  request: { query: AllocationQuerySchema },
  responses: {
    200: jsonData(AllocationOverviewSchema, 'The load per coach and the unstaffed workshops'),
    401: errorResponses[401],
    403: errorResponses[403],
    422: errorResponses[422],
  },
});

/** Mounted before the workshops router, whose `/workshops/{id}` would otherwise take `/workshops/allocations`. */
export const allocationsRouter = createRouter().openapi(overviewRoute, async (c) =>
  c.json({ data: await allocationOverview(c.var.db, c.req.valid('query'), c.var.user!.language) }, 200),
);
