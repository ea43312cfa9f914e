import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams, idParam } from '../../lib/validation';
import { ownCoachPath, requireRole } from '../../middleware/auth';
import {
  CoachUnavailabilitiesSchema,
  HolidayBodySchema,
  HolidaySchema,
  PlacementConflictsSchema,
  UnavailabilityBodySchema,
  UnavailabilitySchema,
} from './unavailabilities.schemas';
import * as service from './unavailabilities.service';

// The spec lists these under `coaches`; their paths are below /coaches too.
const tags = ['Coaches'];
const coachOnly = requireRole('coach');
const ownPath = ownCoachPath('id');
const ownEntryPath = ownCoachPath('userId');
const readers = requireRole('coach', 'admin', 'associate', 'finance');
const EntryParams = z.object({ userId: idParam(), id: idParam() });
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const notFound = { 404: errorResponse('not_found: no such entry of this coach') };
const deleted = { 204: { description: 'Deleted' } };

const listRoute = createRoute({
  operationId: 'getCoachUnavailabilities',
  method: 'get',
  path: '/coaches/{id}/unavailabilities',
  tags,
  summary: 'A coach’s unavailabilities and holidays (the coach themself; admin, associate and finance read them)',
  middleware: [readers] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(CoachUnavailabilitiesSchema, 'The entries and holidays'),
    ...denied,
    404: errorResponse('not_found: no coach with this id'),
    422: errorResponses[422],
  },
});

const addRoute = createRoute({
  operationId: 'createUnavailability',
  method: 'post',
  path: '/coaches/{id}/unavailabilities',
  tags,
  summary: 'Add a blocked day or range, a weekday or a time of day (own entries only)',
  middleware: [coachOnly, ownPath] as const,
  request: { params: IdParams, body: jsonBody(UnavailabilityBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(UnavailabilitySchema, 'The new entry'),
    ...denied,
    409: errorResponse('conflict: the same recurring entry exists already'),
  },
});

const updateRoute = createRoute({
  operationId: 'updateUnavailability',
  method: 'put',
  path: '/coaches/{userId}/unavailabilities/{id}',
  tags,
  summary: 'Change one of the coach’s own entries',
  middleware: [coachOnly, ownEntryPath] as const,
  request: { params: EntryParams, body: jsonBody(UnavailabilityBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(UnavailabilitySchema, 'The changed entry'),
    ...denied,
    ...notFound,
    409: errorResponse('conflict: the same recurring entry exists already'),
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteUnavailability',
  method: 'delete',
  path: '/coaches/{userId}/unavailabilities/{id}',
  tags,
  summary: 'Remove one of the coach’s own entries',
  middleware: [coachOnly, ownEntryPath] as const,
  request: { params: EntryParams },
  responses: {
    ...deleted,
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

const createHolidayRoute = createRoute({
  operationId: 'createHoliday',
  method: 'post',
  path: '/coaches/{id}/holidays',
  tags,
  summary: 'Add holidays (own only)',
  middleware: [coachOnly, ownPath] as const,
  request: { params: IdParams, body: jsonBody(HolidayBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(HolidaySchema, 'The new holidays'),
    ...denied,
  },
});

const updateHolidayRoute = createRoute({
  operationId: 'updateHoliday',
  method: 'put',
  path: '/coaches/{userId}/holidays/{id}',
  tags,
  summary: 'Change the coach’s own holidays',
  middleware: [coachOnly, ownEntryPath] as const,
  request: { params: EntryParams, body: jsonBody(HolidayBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(HolidaySchema, 'The changed holidays'),
    ...denied,
    ...notFound,
  },
});

const deleteHolidayRoute = createRoute({
  operationId: 'deleteHoliday',
  method: 'delete',
  path: '/coaches/{userId}/holidays/{id}',
  tags,
  summary: 'Remove the coach’s own holidays',
  middleware: [coachOnly, ownEntryPath] as const,
  request: { params: EntryParams },
  responses: {
    ...deleted,
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

const conflictsDescription =
  'Saves nothing. Lists the workshops from today on (not done or cancelled) on which the coach is placed and which ' +
  'the entry would block, so that the coach is warned before saving; staff see such conflicts on the workshop ' +
  '(`form-allocations`) and in the allocations overview.';

const checkUnavailabilityRoute = createRoute({
  operationId: 'checkUnavailabilityConflicts',
  method: 'post',
  path: '/coaches/{id}/unavailabilities/conflicts',
  tags,
  summary: 'Before saving an entry: the placed workshops it would block (own entries only)',
  description: conflictsDescription,
  middleware: [coachOnly, ownPath] as const,
  request: { params: IdParams, body: jsonBody(UnavailabilityBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(PlacementConflictsSchema, 'The conflicts (empty when none)'),
    ...denied,
  },
});

const checkHolidayRoute = createRoute({
  operationId: 'checkHolidayConflicts',
  method: 'post',
  path: '/coaches/{id}/holidays/conflicts',
  tags,
  summary: 'Before saving holidays: the placed workshops they would block (own only)',
  description: conflictsDescription,
  middleware: [coachOnly, ownPath] as const,
  request: { params: IdParams, body: jsonBody(HolidayBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(PlacementConflictsSchema, 'The conflicts (empty when none)'),
    ...denied,
  },
});

export const unavailabilitiesRouter = createRouter()
  .openapi(listRoute, async (c) =>
    c.json({ data: await service.coachUnavailabilities(c.var.db, c.var.user!, c.req.valid('param').id) }, 200),
  )
  .openapi(checkUnavailabilityRoute, async (c) => {
    const request = { target: 'unavailability' as const, body: c.req.valid('json') };
    return c.json(
      { data: { conflicts: await service.placementConflicts(c.var.db, c.var.user!, c.req.valid('param').id, request) } },
      200,
    );
  })
  .openapi(checkHolidayRoute, async (c) => {
    const request = { target: 'holiday' as const, body: c.req.valid('json') };
    return c.json(
      { data: { conflicts: await service.placementConflicts(c.var.db, c.var.user!, c.req.valid('param').id, request) } },
      200,
    );
  })
  .openapi(addRoute, async (c) => {
    const entry = await service.createUnavailability(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: entry }, 201);
  })
  .openapi(updateRoute, async (c) => {
    const { userId, id } = c.req.valid('param');
    return c.json({ data: await service.updateUnavailability(c.var.db, c.var.user!, userId, id, c.req.valid('json')) }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { userId, id } = c.req.valid('param');
    await service.deleteUnavailability(c.var.db, c.var.user!, userId, id);
    return c.body(null, 204);
  })
  .openapi(createHolidayRoute, async (c) => {
    const holiday = await service.createHoliday(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: holiday }, 201);
  })
  .openapi(updateHolidayRoute, async (c) => {
    const { userId, id } = c.req.valid('param');
    return c.json({ data: await service.updateHoliday(c.var.db, c.var.user!, userId, id, c.req.valid('json')) }, 200);
  })
  .openapi(deleteHolidayRoute, async (c) => {
    const { userId, id } = c.req.valid('param');
    await service.deleteHoliday(c.var.db, c.var.user!, userId, id);
    return c.body(null, 204);
  });
