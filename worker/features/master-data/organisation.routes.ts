import { createRoute } from '@hono/zod-openapi';
import { clientIp } from '../../lib/client-ip';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData, reauthenticationResponses } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import {
  OrganisationBodySchema,
  OrganisationSchema,
  PublicOrganisationSchema,
} from '../../contract/master-data/organisation.schemas';
import * as service from './organisation.service';

const tags = ['Master data'];
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
/** The row comes with migration 0008 and cannot be deleted through the API; documented for completeness. */
const missing = { 404: errorResponse('not_found: the organisation row is missing from the database') };

const publicRoute = createRoute({
  operationId: 'getOrganisation',
  security: [],
  method: 'get',
  path: '/organisation',
  tags,
  summary: 'The organisation’s name, address, contact and links for the public header and footer (no bank details)',
  responses: { 200: jsonData(PublicOrganisationSchema, 'The public details'), ...missing },
});

const getRoute = createRoute({
  operationId: 'getMasterDataOrganisation',
  method: 'get',
  path: '/master-data/organisation',
  tags,
  summary: 'Every detail of the organisation, bank account and creditor included (admin, associate)',
  middleware: [requireRole('admin', 'associate')] as const,
  responses: { 200: jsonData(OrganisationSchema, 'The organisation'), ...denied, ...missing },
});

const updateRoute = createRoute({
  operationId: 'updateMasterDataOrganisation',
  method: 'put',
  path: '/master-data/organisation',
  tags,
  summary: 'Change the organisation’s details (admin only; every field is replaced)',
  middleware: [requireRole('admin')] as const,
  request: { body: jsonBody(OrganisationBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(OrganisationSchema, 'The changed organisation'),
    ...denied,
    ...reauthenticationResponses,
    ...missing,
  },
});

export const organisationRouter = createRouter()
  .openapi(publicRoute, async (c) => c.json({ data: await service.publicOrganisation(c.var.db) }, 200))
  .openapi(getRoute, async (c) => c.json({ data: await service.getOrganisation(c.var.db) }, 200))
  .openapi(updateRoute, async (c) =>
    c.json(
      { data: await service.updateOrganisation(c.var.db, c.env, c.var.user!, c.req.valid('json'), c.var.sessionId, clientIp(c)) },
      200,
    ),
  );
