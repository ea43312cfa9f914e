import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { AutoEscalationBodySchema, AutoEscalationSchema, EscalationSchema } from '../../contract/escalations/escalations.schemas';
import { recentEscalations, setAutoEscalation } from './escalations.service';

const tags = ['Staffing'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const autoEscalationRoute = createRoute({
  operationId: 'setWorkshopAutoEscalation',
  method: 'put',
  path: '/workshops/{id}/auto-escalation',
  tags,
  summary: 'Turn automatic escalation of unanswered coach requests on or off (for the whole series)',
  middleware: [staff] as const,
  request: { params: IdParams, body: jsonBody(AutoEscalationBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(AutoEscalationSchema, 'The setting'),
    ...denied,
    404: errorResponse('not_found'),
  },
});

const escalationsRoute = createRoute({
  operationId: 'listStaffingEscalations',
  method: 'get',
  path: '/staffing-escalations',
  tags,
  summary: 'Automatic escalations of the last 14 days, newest first (for the dashboard)',
  middleware: [staff] as const,
  responses: { 200: jsonData(z.array(EscalationSchema), 'The escalations'), ...denied },
});

export const escalationsRouter = createRouter()
  .openapi(autoEscalationRoute, async (c) => {
    const setting = await setAutoEscalation(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json').enabled);
    return c.json({ data: setting }, 200);
  })
  .openapi(escalationsRoute, async (c) => c.json({ data: await recentEscalations(c.var.db, c.var.user!.language) }, 200));
