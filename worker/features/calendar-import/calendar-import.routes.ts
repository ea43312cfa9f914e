import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { CalendarImportBodySchema, CalendarImportStatusSchema } from '../../contract/calendar-import/calendar-import.schemas';
import * as service from './calendar-import.service';

const tags = ['Coaches'];
const coachOnly = requireRole('coach');
const staff = requireRole('admin', 'associate', 'finance');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const path = '/profiles/calendar-import';

const ownStatusRoute = createRoute({
  operationId: 'getCalendarImport',
  method: 'get',
  path,
  tags,
  summary: 'The coach’s linked external calendar: masked address, last import, busy times, last error',
  middleware: [coachOnly] as const,
  responses: { 200: jsonData(CalendarImportStatusSchema, 'The link’s state'), ...denied },
});

const linkRoute = createRoute({
  operationId: 'linkCalendarImport',
  method: 'put',
  path,
  tags,
  summary:
    'Link (or replace) the coach’s external calendar (ICS address, stored encrypted) and import its busy times for the next 12 months right away; a failing address is kept with its error',
  middleware: [coachOnly] as const,
  request: { body: jsonBody(CalendarImportBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(CalendarImportStatusSchema, 'The link’s state after the first import (see `last_error`)'),
    ...denied,
  },
});

const unlinkRoute = createRoute({
  operationId: 'unlinkCalendarImport',
  method: 'delete',
  path,
  tags,
  summary: 'Unlink the coach’s external calendar and delete its imported busy times (also when none is linked)',
  middleware: [coachOnly] as const,
  responses: { 204: { description: 'Unlinked' }, ...denied },
});

const coachStatusRoute = createRoute({
  operationId: 'getCoachCalendarImport',
  method: 'get',
  path: '/coaches/{id}/calendar-import',
  tags,
  summary: 'A coach’s external calendar link and last import (admin, associate, finance; read-only, address masked)',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(CalendarImportStatusSchema, 'The link’s state'),
    ...denied,
    404: errorResponse('not_found: no coach with this id'),
    422: errorResponses[422],
  },
});

export const calendarImportRouter = createRouter()
  .openapi(ownStatusRoute, async (c) => c.json({ data: await service.ownStatus(c.var.db, c.env, c.var.user!) }, 200))
  .openapi(linkRoute, async (c) =>
    c.json({ data: await service.linkCalendar(c.var.db, c.env, c.var.user!, c.req.valid('json')) }, 200),
  )
  .openapi(unlinkRoute, async (c) => {
    await service.unlinkCalendar(c.var.db, c.var.user!);
    return c.body(null, 204);
  })
  .openapi(coachStatusRoute, async (c) =>
    c.json({ data: await service.coachStatus(c.var.db, c.env, c.req.valid('param').id) }, 200),
  );
