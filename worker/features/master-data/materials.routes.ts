import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { MaterialBodySchema, MaterialListQuerySchema, MaterialSchema } from '../../contract/master-data/materials.schemas';
import * as service from './materials.service';

const tags = ['Master data'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponse('forbidden: only admins and associates keep master data') };
const notFound = { 404: errorResponse('not_found: no material with this id') };

const listRoute = createRoute({
  operationId: 'listMaterials',
  method: 'get',
  path: '/master-data/materials',
  tags,
  summary: 'The materials catalogue, inactive materials too, in display order (admin, associate)',
  middleware: [staff] as const,
  request: { query: MaterialListQuerySchema },
  responses: {
    200: jsonData(z.array(MaterialSchema), 'The materials, each with the number of orders that contain it'),
    ...denied,
    422: errorResponses[422],
  },
});

const createMaterialRoute = createRoute({
  operationId: 'createMaterial',
  method: 'post',
  path: '/master-data/materials',
  tags,
  summary: 'Add a material (without a position it comes last)',
  middleware: [staff] as const,
  request: { body: jsonBody(MaterialBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(MaterialSchema, 'The new material'),
    ...denied,
  },
});

const updateRoute = createRoute({
  operationId: 'updateMaterial',
  method: 'put',
  path: '/master-data/materials/{id}',
  tags,
  summary: 'Change a material: title, texts, stock, flags, position (absent: unchanged)',
  middleware: [staff] as const,
  request: { params: IdParams, body: jsonBody(MaterialBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(MaterialSchema, 'The changed material'),
    ...denied,
    ...notFound,
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteMaterial',
  method: 'delete',
  path: '/master-data/materials/{id}',
  tags,
  summary: 'Delete a material that no order contains',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted' },
    ...denied,
    ...notFound,
    409: errorResponse('in_use: material orders contain it (the message names how many); deactivate it instead'),
    422: errorResponses[422],
  },
});

export const materialsRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: await service.listMaterials(c.var.db, c.req.valid('query')) }, 200))
  .openapi(createMaterialRoute, async (c) => c.json({ data: await service.createMaterial(c.var.db, c.req.valid('json')) }, 201))
  .openapi(updateRoute, async (c) =>
    c.json({ data: await service.updateMaterial(c.var.db, c.req.valid('param').id, c.req.valid('json')) }, 200),
  )
  .openapi(deleteRoute, async (c) => {
    await service.deleteMaterial(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
