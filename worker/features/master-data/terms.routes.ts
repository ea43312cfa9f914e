import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import {
  PublicTermsSchema,
  TermsBodySchema,
  TermsLanguageParams,
  TermsListSchema,
  TermsVersionSchema,
} from '../../contract/master-data/terms.schemas';
import * as service from './terms.service';

const tags = ['Master data'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const publicRoute = createRoute({
  operationId: 'getGeneralTerms',
  security: [],
  method: 'get',
  path: '/general-terms/{language}',
  tags,
  summary: 'The general terms in force today in the language (German when that language has none)',
  request: { params: TermsLanguageParams },
  responses: {
    200: jsonData(PublicTermsSchema, 'The current version'),
    404: errorResponse('not_found: no general terms are in force'),
    422: errorResponses[422],
  },
});

const listRoute = createRoute({
  operationId: 'getMasterDataTerms',
  method: 'get',
  path: '/master-data/terms',
  tags,
  summary: 'Every version of the general terms per language, newest first, the current one marked',
  middleware: [staff] as const,
  responses: { 200: jsonData(TermsListSchema, 'The versions'), ...denied },
});

const publishRoute = createRoute({
  operationId: 'publishMasterDataTerms',
  method: 'post',
  path: '/master-data/terms',
  tags,
  summary: 'Publish a new version of the general terms (versions are never edited: decision 010)',
  middleware: [staff] as const,
  request: { body: jsonBody(TermsBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(TermsVersionSchema, 'The published version'),
    ...denied,
    409: errorResponse('conflict: this version label exists already in this language'),
  },
});

export const termsRouter = createRouter()
  .openapi(publicRoute, async (c) => c.json({ data: await service.publicTerms(c.var.db, c.req.valid('param').language) }, 200))
  .openapi(listRoute, async (c) => c.json({ data: await service.listTerms(c.var.db) }, 200))
  .openapi(publishRoute, async (c) =>
    c.json({ data: await service.publishTerms(c.var.db, c.var.user!, c.req.valid('json')) }, 201),
  );
