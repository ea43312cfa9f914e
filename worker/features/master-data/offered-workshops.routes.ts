import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { fileRequired } from '../../lib/errors';
import {
  bodyResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonData,
  multipartResponses,
  storageResponses,
} from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { singleFileUploadLimit } from '../../middleware/body-limit';
import { FileLinkSchema } from '../../contract/profiles/profiles.schemas';
import {
  OfferedWorkshopBodySchema,
  OfferedWorkshopFileQuerySchema,
  OfferedWorkshopFileSchema,
  OfferedWorkshopListQuerySchema,
  OfferedWorkshopSchema,
  OfferedWorkshopUploadSchema,
} from '../../contract/master-data/offered-workshops.schemas';
import * as service from './offered-workshops.service';

const tags = ['Master data'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const notFound = { 404: errorResponse('not_found: no offered workshop with this id (or no such file of it)') };
const codeTaken = { 409: errorResponse('conflict: another offered workshop has this code (field `code`: code_taken)') };

const listRoute = createRoute({
  operationId: 'listOfferedWorkshops',
  method: 'get',
  path: '/master-data/workshops',
  tags,
  summary: 'The workshop catalogue for staff: inactive offers too, every translation, what is missing, files and usage',
  middleware: [staff] as const,
  request: { query: OfferedWorkshopListQuerySchema },
  responses: {
    200: jsonData(z.array(OfferedWorkshopSchema), 'The offers in display order'),
    ...denied,
    422: errorResponses[422],
  },
});

const createOfferRoute = createRoute({
  operationId: 'createOfferedWorkshop',
  method: 'post',
  path: '/master-data/workshops',
  tags,
  summary: 'Add an offered workshop (German title required; other translations optional)',
  middleware: [staff] as const,
  request: { body: jsonBody(OfferedWorkshopBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(OfferedWorkshopSchema, 'The new offer'),
    ...denied,
    ...codeTaken,
  },
});

const updateRoute = createRoute({
  operationId: 'updateOfferedWorkshop',
  method: 'put',
  path: '/master-data/workshops/{id}',
  tags,
  summary: 'Change an offered workshop; its translations and languages are replaced by the ones sent',
  middleware: [staff] as const,
  request: { params: IdParams, body: jsonBody(OfferedWorkshopBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(OfferedWorkshopSchema, 'The changed offer'),
    ...denied,
    ...notFound,
    ...codeTaken,
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteOfferedWorkshop',
  method: 'delete',
  path: '/master-data/workshops/{id}',
  tags,
  summary: 'Delete an offered workshop nothing refers to (otherwise deactivate it)',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted, with its translations and files' },
    ...denied,
    ...notFound,
    409: errorResponse('in_use: workshops or inquiries refer to it; the message says how many'),
    422: errorResponses[422],
  },
});

/** Multipart bodies are held in memory while parsed: refuse oversized requests before that. */
const uploadRoute = createRoute({
  operationId: 'uploadOfferedWorkshopFile',
  method: 'post',
  path: '/master-data/workshops/{id}/files',
  tags,
  summary: 'Attach a file (PDF, JPEG or PNG, checked by content, at most 10 MB), optionally for one language',
  middleware: [staff, singleFileUploadLimit] as const,
  request: {
    params: IdParams,
    body: { required: true, content: { 'multipart/form-data': { schema: OfferedWorkshopUploadSchema } } },
  },
  responses: {
    201: jsonData(OfferedWorkshopFileSchema, 'The stored file'),
    ...multipartResponses,
    ...denied,
    ...notFound,
    413: errorResponse('file_too_large'),
    415: errorResponse('file_type_not_allowed'),
    422: errorResponses[422],
    ...storageResponses,
  },
});

const deleteFileRoute = createRoute({
  operationId: 'deleteOfferedWorkshopFile',
  method: 'delete',
  path: '/master-data/workshops/{id}/files',
  tags,
  summary: 'Remove one attached file (`file_id`)',
  middleware: [staff] as const,
  request: { params: IdParams, query: OfferedWorkshopFileQuerySchema },
  responses: {
    204: { description: 'Removed' },
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

const fileLinkRoute = createRoute({
  operationId: 'getOfferedWorkshopFileLink',
  method: 'get',
  path: '/master-data/workshops/{id}/files/link',
  tags,
  summary: 'A signed download link for one attached file (`file_id`), valid 5 minutes',
  middleware: [staff] as const,
  request: { params: IdParams, query: OfferedWorkshopFileQuerySchema },
  responses: {
    200: jsonData(FileLinkSchema, 'The link'),
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

export const offeredWorkshopsRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: await service.listOffers(c.var.db, c.req.valid('query')) }, 200))
  .openapi(createOfferRoute, async (c) =>
    c.json({ data: await service.createOffer(c.var.db, c.var.user!, c.req.valid('json')) }, 201),
  )
  .openapi(updateRoute, async (c) => {
    const offer = await service.updateOffer(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: offer }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    await service.deleteOffer(c.var.db, c.env, c.var.user!, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(uploadRoute, async (c) => {
    const { file, language } = c.req.valid('form');
    if (!(file instanceof File)) throw fileRequired();
    const stored = await service.uploadOfferFile(c.var.db, c.env, c.var.user!, c.req.valid('param').id, file, language);
    return c.json({ data: stored }, 201);
  })
  .openapi(deleteFileRoute, async (c) => {
    await service.deleteOfferFile(c.var.db, c.env, c.var.user!, c.req.valid('param').id, c.req.valid('query').file_id);
    return c.body(null, 204);
  })
  .openapi(fileLinkRoute, async (c) => {
    const link = await service.offerFileLink(c.var.db, c.env, c.req.valid('param').id, c.req.valid('query').file_id);
    return c.json({ data: link }, 200);
  });
