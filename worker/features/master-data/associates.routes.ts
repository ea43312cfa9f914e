import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData, reauthenticationResponses } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import {
  AssociateBodySchema,
  AssociateListQuerySchema,
  AssociateListSchema,
  AssociateSchema,
} from '../../contract/master-data/associates.schemas';
import * as service from './associates.service';

const tags = ['Master data'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponse('forbidden: only admins and associates keep master data') };
const notFound = { 404: errorResponse('not_found: no team member with this id') };
const linkInvalid =
  'validation_failed also when `user_id` is not an active admin or associate login (unless it is the stored link)';
const linkTaken = { 409: errorResponse('conflict: the login in `user_id` belongs to another team member already') };

const listRoute = createRoute({
  operationId: 'listAssociates',
  method: 'get',
  path: '/master-data/associates',
  tags,
  summary: 'The team, inactive members too, in display order, with the logins that may be linked (admin, associate)',
  middleware: [staff] as const,
  request: { query: AssociateListQuerySchema },
  responses: {
    200: jsonData(AssociateListSchema, 'The team members and the linkable logins'),
    ...denied,
    422: errorResponses[422],
  },
});

const createAssociateRoute = createRoute({
  operationId: 'createAssociate',
  method: 'post',
  path: '/master-data/associates',
  tags,
  summary: 'Add a team member (without a position they come last)',
  description: linkInvalid,
  middleware: [staff] as const,
  request: { body: jsonBody(AssociateBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(AssociateSchema, 'The new team member'),
    ...denied,
    ...linkTaken,
  },
});

const updateRoute = createRoute({
  operationId: 'updateAssociate',
  method: 'put',
  path: '/master-data/associates/{id}',
  tags,
  summary: 'Change a team member: contact, role in the team, linked login, active, position (absent: unchanged)',
  description: linkInvalid,
  middleware: [staff] as const,
  request: { params: IdParams, body: jsonBody(AssociateBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(AssociateSchema, 'The changed team member'),
    ...denied,
    ...reauthenticationResponses,
    ...notFound,
    ...linkTaken,
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteAssociate',
  method: 'delete',
  path: '/master-data/associates/{id}',
  tags,
  summary: 'Delete a team member (nothing refers to one: the login stays)',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted' },
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

export const associatesRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: await service.listAssociates(c.var.db, c.req.valid('query')) }, 200))
  .openapi(createAssociateRoute, async (c) => c.json({ data: await service.createAssociate(c.var.db, c.req.valid('json')) }, 201))
  .openapi(updateRoute, async (c) =>
    c.json({ data: await service.updateAssociate(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.sessionId) }, 200),
  )
  .openapi(deleteRoute, async (c) => {
    await service.deleteAssociate(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
