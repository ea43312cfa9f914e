import { createRoute, z } from '@hono/zod-openapi';
import {
  ImportCreateSchema,
  ImportKindQuery,
  ImportListQuerySchema,
  ImportMappingSchema,
  ImportReportSchema,
  ImportRowsSchema,
  ImportSchema,
  InvitationsSchema,
  InviteeSchema,
} from '../../contract/imports/imports.schemas';
import { IdParams } from '../../contract/lib/validation';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData, reauthenticationResponses } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import * as service from './imports.service';
import { inviteCoaches, listInvitees } from './invitations';

const tags = ['Import'];
const path = '/imports';
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const missing = { 404: errorResponse('not_found: no import with this id') };

const listRoute = createRoute({
  operationId: 'listImports',
  method: 'get',
  path,
  tags,
  summary: 'The latest 20 imports (of one kind), newest first (admin)',
  middleware: [requireRole('admin')] as const,
  request: { query: ImportListQuerySchema },
  responses: { 200: jsonData(z.array(ImportSchema), 'The imports'), ...denied, 422: errorResponses[422] },
});

const mappingRoute = createRoute({
  operationId: 'getImportMapping',
  method: 'get',
  path: `${path}/mapping`,
  tags,
  summary: 'The column mapping the last import of a kind used (null before the first) (admin)',
  middleware: [requireRole('admin')] as const,
  request: { query: ImportKindQuery },
  responses: { 200: jsonData(ImportMappingSchema, 'The mapping'), ...denied, 422: errorResponses[422] },
});

const createImportRoute = createRoute({
  operationId: 'createImport',
  method: 'post',
  path,
  tags,
  summary: 'Start importing a file: its kind, name, hash, number of rows and column mapping (admin)',
  description:
    'The SPA reads the file (CSV or XLSX) and sends its rows in chunks to PUT /imports/{id}/rows. An unfinished import ' +
    'of the same file (hash), kind and mapping is answered instead (200): its upload continues after `received_rows`.',
  middleware: [requireRole('admin')] as const,
  request: { body: jsonBody(ImportCreateSchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(ImportSchema, 'The unfinished import of the same file'),
    201: jsonData(ImportSchema, 'The new import'),
    ...denied,
  },
});

const rowsRoute = createRoute({
  operationId: 'putImportRows',
  method: 'put',
  path: `${path}/{id}/rows`,
  tags,
  summary: 'Check and keep a chunk of the file’s rows (admin); nothing is written outside the import',
  description: 'A chunk sent again replaces its rows. Problems of a row are kept with it and listed by the check.',
  middleware: [requireRole('admin')] as const,
  request: { params: IdParams, body: jsonBody(ImportRowsSchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(ImportSchema, 'The import, with the rows received so far'),
    ...denied,
    ...missing,
    409: errorResponse('conflict: the import was checked or imported already'),
  },
});

const checkRoute = createRoute({
  operationId: 'checkImport',
  method: 'post',
  path: `${path}/{id}/check`,
  tags,
  summary: 'The dry run: once every row arrived, what the import would create, update and skip, and every problem (admin)',
  middleware: [requireRole('admin')] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(ImportReportSchema, 'The checked import'),
    ...denied,
    ...missing,
    409: errorResponse('conflict: rows of the file are missing, or the import ran already'),
    422: errorResponses[422],
  },
});

const getRoute = createRoute({
  operationId: 'getImport',
  method: 'get',
  path: `${path}/{id}`,
  tags,
  summary: 'An import with its first problems and what its first rows would do (admin)',
  middleware: [requireRole('admin')] as const,
  request: { params: IdParams },
  responses: { 200: jsonData(ImportReportSchema, 'The import'), ...denied, ...missing, 422: errorResponses[422] },
});

const runRoute = createRoute({
  operationId: 'runImport',
  method: 'post',
  path: `${path}/{id}/run`,
  tags,
  summary: 'Import a checked file without problems, all or nothing, and forget its rows (admin); no mail goes out',
  middleware: [requireRole('admin')] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(ImportSchema, 'The import, imported'),
    401: errorResponses[401],
    ...reauthenticationResponses,
    ...missing,
    409: errorResponse('conflict: not checked, with problems, run already, or keys added meanwhile (import again)'),
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteImport',
  method: 'delete',
  path: `${path}/{id}`,
  tags,
  summary: 'Drop an import that was not run, with its rows (admin)',
  middleware: [requireRole('admin')] as const,
  request: { params: IdParams },
  responses: {
    204: { description: 'Dropped' },
    ...denied,
    ...missing,
    409: errorResponse('conflict: the import ran'),
    422: errorResponses[422],
  },
});

const inviteesRoute = createRoute({
  operationId: 'listImportInvitees',
  method: 'get',
  path: `${path}/invitations`,
  tags,
  summary: 'Imported coaches never invited: who an invitation would reach (admin)',
  middleware: [requireRole('admin')] as const,
  responses: { 200: jsonData(z.array(InviteeSchema), 'The coaches'), ...denied },
});

const inviteRoute = createRoute({
  operationId: 'inviteImportedCoaches',
  method: 'post',
  path: `${path}/invitations`,
  tags,
  summary: 'Mail chosen imported coaches their invitation with a temporary password (admin)',
  description: 'Coaches invited meanwhile or not imported are left out; `invited` says how many got one.',
  middleware: [requireRole('admin')] as const,
  request: { body: jsonBody(InvitationsSchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(z.object({ invited: z.number().int() }), 'How many were invited'),
    ...denied,
  },
});

export const importsRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: await service.listImports(c.var.db, c.req.valid('query').kind) }, 200))
  .openapi(mappingRoute, async (c) => c.json({ data: await service.lastMapping(c.var.db, c.req.valid('query').kind) }, 200))
  .openapi(inviteesRoute, async (c) => c.json({ data: await listInvitees(c.var.db) }, 200))
  .openapi(inviteRoute, async (c) => {
    const invited = await inviteCoaches(c.var.db, c.env, c.var.user!, c.req.valid('json').coach_ids);
    return c.json({ data: { invited } }, 200);
  })
  .openapi(createImportRoute, async (c) => {
    const { resumed, import: started } = await service.createImport(c.var.db, c.var.user!, c.req.valid('json'));
    return resumed ? c.json({ data: started }, 200) : c.json({ data: started }, 201);
  })
  .openapi(rowsRoute, async (c) =>
    c.json({ data: await service.receiveRows(c.var.db, c.env, c.req.valid('param').id, c.req.valid('json')) }, 200),
  )
  .openapi(checkRoute, async (c) => c.json({ data: await service.checkImport(c.var.db, c.req.valid('param').id) }, 200))
  .openapi(getRoute, async (c) => c.json({ data: await service.importReport(c.var.db, c.req.valid('param').id) }, 200))
  .openapi(runRoute, async (c) =>
    c.json({ data: await service.runImport(c.var.db, c.var.user!, c.var.sessionId, c.req.valid('param').id) }, 200),
  )
  .openapi(deleteRoute, async (c) => {
    await service.discardImport(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
