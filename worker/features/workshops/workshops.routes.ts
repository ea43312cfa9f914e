import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { SetWorkshopStateBodySchema, WorkshopSummarySchema } from './workshops.schemas';
import * as workshopsService from './workshops.service';

const tags = ['Workshops'];
const staffOnly = requireRole('admin', 'associate');
const IdParams = z.object({ id: z.coerce.number().int().positive() });

const setStateRoute = createRoute({
  operationId: 'setWorkshopState',
  method: 'post',
  path: '/workshops/{id}/set-state',
  tags,
  summary: 'Change the state of a workshop and of every workshop in its series',
  middleware: [staffOnly] as const,
  request: { params: IdParams, body: jsonBody(SetWorkshopStateBodySchema) },
  responses: {
    200: jsonData(z.array(WorkshopSummarySchema), 'The workshops changed (the whole series)'),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponse('not_found'),
    409: errorResponse('invalid_transition'),
    422: errorResponses[422],
  },
});

export const workshopsRouter = createRouter().openapi(setStateRoute, async (c) => {
  const { state, reason } = c.req.valid('json');
  const changed = await workshopsService.setWorkshopState(
    c.var.db,
    c.env,
    c.var.user!,
    c.req.valid('param').id,
    state,
    reason || null,
  );
  return c.json({ data: changed.map(workshopsService.toSummary) }, 200);
});
