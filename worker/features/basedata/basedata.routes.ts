import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponses, jsonData } from '../../lib/openapi';
import { requireSession } from '../../middleware/auth';
import { ManagerBasedataSchema, PublicBasedataSchema } from '../../contract/basedata/basedata.schemas';
import * as basedata from './basedata.service';

const tags = ['Base data'];

const publicRoute = createRoute({
  operationId: 'getBasedata',
  security: [],
  method: 'get',
  path: '/basedata',
  tags,
  summary: 'Public base data: interface languages, currency, bot-check site key',
  responses: { 200: jsonData(PublicBasedataSchema, 'Base data') },
});

const managerRoute = createRoute({
  operationId: 'getManagerBasedata',
  method: 'get',
  path: '/basedata/manager',
  tags,
  summary: 'Base data for the back office, in the user’s language',
  middleware: [requireSession] as const,
  responses: { 200: jsonData(ManagerBasedataSchema, 'Base data'), 401: errorResponses[401] },
});

export const basedataRouter = createRouter()
  .openapi(publicRoute, (c) => c.json({ data: basedata.publicBasedata(c.env) }, 200))
  .openapi(managerRoute, async (c) => c.json({ data: await basedata.managerBasedata(c.var.db, c.var.user!) }, 200));
