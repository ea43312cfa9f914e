import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams, idParam } from '../../contract/lib/validation';
import { ownCoachPath, requireRole } from '../../middleware/auth';
import {
  CoachUnavailabilitiesSchema,
  HolidayBodySchema,
  HolidaySchema,
  PlacementConflictsSchema,
  UnavailabilityBodySchema,
  UnavailabilitySchema,
} from '../../contract/unavailabilities/unavailabilities.schemas';
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

const conflictsDescription =
  'Saves nothing. Lists the workshops from today on (not done or cancelled) on which the coach is placed and which ' +
  'the entry would block, so that the coach is warned before saving; staff see such conflicts on the workshop ' +
  '(`form-allocations`) and in the allocations overview.';

/** What differs between a coach's unavailabilities and holidays in the API; the routes are the same otherwise. */
interface OwnEntryApi<Body extends z.ZodType, Entry extends z.ZodType> {
  /** Below `/coaches/{id}/`. */
  segment: 'unavailabilities' | 'holidays';
  body: Body;
  entry: Entry;
  operationIds: { create: string; update: string; delete: string; check: string };
  summaries: { create: string; update: string; delete: string; check: string };
  created: string;
  changed: string;
  /** What a save may answer besides the common statuses. */
  saveResponses: { 409?: ReturnType<typeof errorResponse> };
}

function ownEntryRoutes<Body extends z.ZodType, Entry extends z.ZodType>(api: OwnEntryApi<Body, Entry>) {
  const { segment, operationIds, summaries } = api;
  return {
    check: createRoute({
      operationId: operationIds.check,
      method: 'post',
      path: `/coaches/{id}/${segment}/conflicts`,
      tags,
      summary: summaries.check,
      description: conflictsDescription,
      middleware: [coachOnly, ownPath] as const,
      request: { params: IdParams, body: jsonBody(api.body) },
      responses: {
        ...bodyResponses,
        200: jsonData(PlacementConflictsSchema, 'The conflicts (empty when none)'),
        ...denied,
      },
    }),
    create: createRoute({
      operationId: operationIds.create,
      method: 'post',
      path: `/coaches/{id}/${segment}`,
      tags,
      summary: summaries.create,
      middleware: [coachOnly, ownPath] as const,
      request: { params: IdParams, body: jsonBody(api.body) },
      responses: { ...bodyResponses, 201: jsonData(api.entry, api.created), ...denied, ...api.saveResponses },
    }),
    update: createRoute({
      operationId: operationIds.update,
      method: 'put',
      path: `/coaches/{userId}/${segment}/{id}`,
      tags,
      summary: summaries.update,
      middleware: [coachOnly, ownEntryPath] as const,
      request: { params: EntryParams, body: jsonBody(api.body) },
      responses: { ...bodyResponses, 200: jsonData(api.entry, api.changed), ...denied, ...notFound, ...api.saveResponses },
    }),
    delete: createRoute({
      operationId: operationIds.delete,
      method: 'delete',
      path: `/coaches/{userId}/${segment}/{id}`,
      tags,
      summary: summaries.delete,
      middleware: [coachOnly, ownEntryPath] as const,
      request: { params: EntryParams },
      responses: { ...deleted, ...denied, ...notFound, 422: errorResponses[422] },
    }),
  };
}

const unavailabilityRoutes = ownEntryRoutes({
  segment: 'unavailabilities',
  body: UnavailabilityBodySchema,
  entry: UnavailabilitySchema,
  operationIds: {
    create: 'createUnavailability',
    update: 'updateUnavailability',
    delete: 'deleteUnavailability',
    check: 'checkUnavailabilityConflicts',
  },
  summaries: {
    create: 'Add a blocked day or range, a weekday or a time of day (own entries only)',
    update: 'Change one of the coach’s own entries',
    delete: 'Remove one of the coach’s own entries',
    check: 'Before saving an entry: the placed workshops it would block (own entries only)',
  },
  created: 'The new entry',
  changed: 'The changed entry',
  saveResponses: { 409: errorResponse('conflict: the same recurring entry exists already') },
});

const holidayRoutes = ownEntryRoutes({
  segment: 'holidays',
  body: HolidayBodySchema,
  entry: HolidaySchema,
  operationIds: { create: 'createHoliday', update: 'updateHoliday', delete: 'deleteHoliday', check: 'checkHolidayConflicts' },
  summaries: {
    create: 'Add holidays (own only)',
    update: 'Change the coach’s own holidays',
    delete: 'Remove the coach’s own holidays',
    check: 'Before saving holidays: the placed workshops they would block (own only)',
  },
  created: 'The new holidays',
  changed: 'The changed holidays',
  saveResponses: {},
});

export const unavailabilitiesRouter = createRouter()
  .openapi(listRoute, async (c) =>
    c.json({ data: await service.coachUnavailabilities(c.var.db, c.var.user!, c.req.valid('param').id) }, 200),
  )
  .openapi(unavailabilityRoutes.check, async (c) => {
    const request = { target: 'unavailability' as const, body: c.req.valid('json') };
    return c.json(
      { data: { conflicts: await service.placementConflicts(c.var.db, c.var.user!, c.req.valid('param').id, request) } },
      200,
    );
  })
  .openapi(holidayRoutes.check, async (c) => {
    const request = { target: 'holiday' as const, body: c.req.valid('json') };
    return c.json(
      { data: { conflicts: await service.placementConflicts(c.var.db, c.var.user!, c.req.valid('param').id, request) } },
      200,
    );
  })
  .openapi(unavailabilityRoutes.create, async (c) => {
    const entry = await service.unavailabilityEntries.create(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: entry }, 201);
  })
  .openapi(unavailabilityRoutes.update, async (c) => {
    const { userId, id } = c.req.valid('param');
    return c.json(
      { data: await service.unavailabilityEntries.update(c.var.db, c.var.user!, userId, id, c.req.valid('json')) },
      200,
    );
  })
  .openapi(unavailabilityRoutes.delete, async (c) => {
    const { userId, id } = c.req.valid('param');
    await service.unavailabilityEntries.remove(c.var.db, c.var.user!, userId, id);
    return c.body(null, 204);
  })
  .openapi(holidayRoutes.create, async (c) => {
    const holiday = await service.holidayEntries.create(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: holiday }, 201);
  })
  .openapi(holidayRoutes.update, async (c) => {
    const { userId, id } = c.req.valid('param');
    return c.json({ data: await service.holidayEntries.update(c.var.db, c.var.user!, userId, id, c.req.valid('json')) }, 200);
  })
  .openapi(holidayRoutes.delete, async (c) => {
    const { userId, id } = c.req.valid('param');
    await service.holidayEntries.remove(c.var.db, c.var.user!, userId, id);
    return c.body(null, 204);
  });
