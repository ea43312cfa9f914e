import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { listUpcomingWorkshops, listWorkshops } from './workshops.list';
import {
  ReplicateBodySchema,
  SetWorkshopStateBodySchema,
  WorkshopDetailSchema,
  WorkshopListQuerySchema,
  WorkshopListSchema,
  WorkshopSummarySchema,
  WorkshopUpdateBodySchema,
} from '../../contract/workshops/workshops.schemas';
import { toSummary, workshopDetail } from './workshops.detail';
import { detachFromSeries, replicateWorkshops, updateWorkshop, workshopSeriesList } from './workshops.service';
import { setWorkshopState } from './workshops.transitions';

const tags = ['Workshops'];
const staffOnly = requireRole('admin', 'associate');
const staffAndFinance = requireRole('admin', 'associate', 'finance');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const listRoute = createRoute({
  operationId: 'listWorkshops',
  method: 'get',
  path: '/workshops',
  tags,
  summary: 'Workshops for staff: paginated, sortable, filtered, with counts per state',
  middleware: [staffOnly] as const,
  request: { query: WorkshopListQuerySchema },
  responses: { 200: jsonData(WorkshopListSchema, 'A page of workshops'), ...denied, 422: errorResponses[422] },
});

const upcomingRoute = createRoute({
  operationId: 'listUpcomingWorkshops',
  method: 'get',
  path: '/workshops/upcoming',
  tags,
  summary: 'Workshops from today on that will take place (finance)',
  middleware: [staffAndFinance] as const,
  request: { query: WorkshopListQuerySchema },
  responses: { 200: jsonData(WorkshopListSchema, 'A page of upcoming workshops'), ...denied, 422: errorResponses[422] },
});

const replicateRoute = createRoute({
  operationId: 'replicateWorkshops',
  method: 'post',
  path: '/workshops/replicate',
  tags,
  summary: 'Copy one or several workshops to new dates',
  middleware: [staffOnly] as const,
  request: { body: jsonBody(ReplicateBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(z.array(WorkshopSummarySchema), 'The new workshops'),
    ...denied,
  },
});

const detailRoute = createRoute({
  operationId: 'getWorkshop',
  method: 'get',
  path: '/workshops/{id}',
  tags,
  summary: 'One workshop with its inquiry, series, coaches, requests, orders, fees and evaluations',
  middleware: [staffAndFinance] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(WorkshopDetailSchema, 'The workshop'),
    ...denied,
    404: errorResponse('not_found'),
    422: errorResponses[422],
  },
});

const updateRoute = createRoute({
  operationId: 'updateWorkshop',
  method: 'put',
  path: '/workshops/{id}',
  tags,
  summary: 'Edit a workshop (not once invoiced or cancelled)',
  middleware: [staffOnly] as const,
  request: { params: IdParams, body: jsonBody(WorkshopUpdateBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(WorkshopDetailSchema, 'Saved'),
    ...denied,
    404: errorResponse('not_found'),
    409: errorResponse('invalid_transition: the workshop is invoiced or cancelled'),
  },
});

const seriesRoute = createRoute({
  operationId: 'getWorkshopSeries',
  method: 'get',
  path: '/workshops/{id}/series',
  tags,
  summary: 'The workshops of the series this workshop belongs to',
  middleware: [staffAndFinance] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(z.array(WorkshopSummarySchema), 'The series in date order'),
    ...denied,
    404: errorResponse('not_found'),
    422: errorResponses[422],
  },
});

const setStateRoute = createRoute({
  operationId: 'setWorkshopState',
  method: 'post',
  path: '/workshops/{id}/set-state',
  tags,
  summary: 'Change the state of a workshop and of every workshop in its series',
  middleware: [staffOnly] as const,
  request: { params: IdParams, body: jsonBody(SetWorkshopStateBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(z.array(WorkshopSummarySchema), 'The workshops changed (the whole series)'),
    ...denied,
    404: errorResponse('not_found'),
    409: errorResponse('invalid_transition; conflict: the state of the workshop or its series changed meanwhile'),
    422: errorResponses[422],
  },
});

const detachRoute = createRoute({
  operationId: 'detachWorkshop',
  method: 'post',
  path: '/workshops/{id}/detach',
  tags,
  summary: 'Take one date out of its series (before it is done), to cancel or change it alone',
  description:
    'Its coach requests and placements stay with it. A series left with one date dissolves. No mail is sent; ' +
    'cancelling or changing the date afterwards tells whom it concerns.',
  middleware: [staffOnly] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(z.array(WorkshopSummarySchema), 'The workshops of the former series, in date order'),
    ...denied,
    404: errorResponse('not_found'),
    409: errorResponse(
      'invalid_transition: not in a series, or done, invoiceable, invoiced or cancelled; conflict: the series changed meanwhile',
    ),
    422: errorResponses[422],
  },
});

export const workshopsRouter = createRouter()
  .openapi(listRoute, async (c) =>
    c.json({ data: await listWorkshops(c.var.db, c.req.valid('query'), c.var.user!.language) }, 200),
  )
  .openapi(upcomingRoute, async (c) =>
    c.json({ data: await listUpcomingWorkshops(c.var.db, c.req.valid('query'), c.var.user!.language) }, 200),
  )
  .openapi(replicateRoute, async (c) =>
    c.json({ data: await replicateWorkshops(c.var.db, c.var.user!, c.req.valid('json')) }, 201),
  )
  .openapi(detailRoute, async (c) =>
    c.json({ data: await workshopDetail(c.var.db, c.req.valid('param').id, c.var.user!.language) }, 200),
  )
  .openapi(updateRoute, async (c) => {
    const detail = await updateWorkshop(c.var.db, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: detail }, 200);
  })
  .openapi(seriesRoute, async (c) => c.json({ data: await workshopSeriesList(c.var.db, c.req.valid('param').id) }, 200))
  .openapi(detachRoute, async (c) => {
    const changed = await detachFromSeries(c.var.db, c.var.user!, c.req.valid('param').id);
    return c.json({ data: changed.map(toSummary) }, 200);
  })
  .openapi(setStateRoute, async (c) => {
    const { state, reason } = c.req.valid('json');
    const changed = await setWorkshopState(c.var.db, c.env, c.var.user!, c.req.valid('param').id, state, reason || null);
    return c.json({ data: changed.map(toSummary) }, 200);
  });
