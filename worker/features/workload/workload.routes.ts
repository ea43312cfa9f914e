import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { WorkloadLimitsBodySchema, WorkloadSettingsSchema } from '../../contract/workload/workload.schemas';
import { setWorkloadLimits } from './workload.service';

const setLimitsRoute = createRoute({
  operationId: 'setCoachWorkloadLimits',
  method: 'put',
  path: '/profiles/{id}/workload',
  tags: ['Profiles'],
  summary: 'Staff set a coach’s workload target and maximum per month and per school year',
  description:
    'Counts are workshops (each date of a series counts). A maximum is a hard rule: placing or asking the coach past ' +
    'it is refused with 409 `workload_max_reached`. Absent or null clears a value; a maximum below its target is 422.',
  middleware: [requireRole('admin', 'associate', 'finance')] as const,
  request: { params: IdParams, body: jsonBody(WorkloadLimitsBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(WorkloadSettingsSchema, 'The coach’s targets, maxima and wishes'),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponse('not_found: no coach with this id'),
  },
});

export const workloadRouter = createRouter().openapi(setLimitsRoute, async (c) =>
  c.json({ data: await setWorkloadLimits(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json')) }, 200),
);
