import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { idParam } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import {
  ListEntriesSchema,
  ListEntryBodySchema,
  ListEntrySchema,
  ListKindParams,
  ListMoveBodySchema,
} from '../../contract/master-data/lists.schemas';
import * as service from './lists.service';

const tags = ['Master data'];
const staff = requireRole('admin', 'associate');
const EntryParams = ListKindParams.extend({ id: idParam() });
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const notFound = { 404: errorResponse('not_found: no entry with this id in this list') };
const kindsDescription =
  'Kinds: `grades`, `educational-systems`, `infrastructure` (inquiry form), `skills`, `languages`, `subjects` ' +
  '(coach profiles; subjects also on offered workshops). Names in de (required), fr, it, en; where a translation is ' +
  'missing the forms show the German name.';
const codeTaken = { 409: errorResponse('conflict: another language has this ISO code already (field `code`)') };

const listRoute = createRoute({
  operationId: 'getMasterDataList',
  method: 'get',
  path: '/master-data/lists/{kind}',
  tags,
  summary: 'Every entry of a master-data list, inactive ones included, with translations and usage (admin, associate)',
  description: kindsDescription,
  middleware: [staff] as const,
  request: { params: ListKindParams },
  responses: {
    200: jsonData(ListEntriesSchema, 'The entries in display order'),
    ...denied,
    422: errorResponses[422],
  },
});

const createEntryRoute = createRoute({
  operationId: 'createMasterDataListEntry',
  method: 'post',
  path: '/master-data/lists/{kind}',
  tags,
  summary: 'Add an entry at the end of a list (admin, associate)',
  description: kindsDescription,
  middleware: [staff] as const,
  request: { params: ListKindParams, body: jsonBody(ListEntryBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(ListEntrySchema, 'The new entry'),
    ...denied,
    ...codeTaken,
  },
});

const updateEntryRoute = createRoute({
  operationId: 'updateMasterDataListEntry',
  method: 'put',
  path: '/master-data/lists/{kind}/{id}',
  tags,
  summary: 'Change an entry’s names, code and active flag (admin, associate)',
  description: 'A language sent empty loses its translation. Deactivating keeps the entry on the records using it.',
  middleware: [staff] as const,
  request: { params: EntryParams, body: jsonBody(ListEntryBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(ListEntrySchema, 'The changed entry'),
    ...denied,
    ...notFound,
    ...codeTaken,
  },
});

const deleteEntryRoute = createRoute({
  operationId: 'deleteMasterDataListEntry',
  method: 'delete',
  path: '/master-data/lists/{kind}/{id}',
  tags,
  summary: 'Delete an unused entry (admin, associate)',
  middleware: [staff] as const,
  request: { params: EntryParams },
  responses: {
    204: { description: 'Deleted' },
    ...denied,
    ...notFound,
    409: errorResponse(
      'in_use: inquiries, workshops, coaches or offered workshops use the entry (the message says how many); deactivate it instead',
    ),
    422: errorResponses[422],
  },
});

const moveEntryRoute = createRoute({
  operationId: 'moveMasterDataListEntry',
  method: 'post',
  path: '/master-data/lists/{kind}/{id}/move',
  tags,
  summary: 'Move an entry one place up or down (admin, associate)',
  description: 'Moving the first entry up or the last one down changes nothing.',
  middleware: [staff] as const,
  request: { params: EntryParams, body: jsonBody(ListMoveBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(ListEntriesSchema, 'The whole list in its new order'),
    ...denied,
    ...notFound,
  },
});

export const listsRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: await service.listEntries(c.var.db, c.req.valid('param').kind) }, 200))
  .openapi(createEntryRoute, async (c) => {
    const entry = await service.createEntry(c.var.db, c.var.user!, c.req.valid('param').kind, c.req.valid('json'));
    return c.json({ data: entry }, 201);
  })
  .openapi(updateEntryRoute, async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json({ data: await service.updateEntry(c.var.db, c.var.user!, kind, id, c.req.valid('json')) }, 200);
  })
  .openapi(deleteEntryRoute, async (c) => {
    const { kind, id } = c.req.valid('param');
    await service.deleteEntry(c.var.db, c.var.user!, kind, id);
    return c.body(null, 204);
  })
  .openapi(moveEntryRoute, async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json({ data: await service.moveEntry(c.var.db, c.var.user!, kind, id, c.req.valid('json')) }, 200);
  });
