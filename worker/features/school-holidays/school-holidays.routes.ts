import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';
import { requireRole } from '../../middleware/auth';
import {
  PublicSchoolHolidayQuerySchema,
  PublicSchoolHolidaysSchema,
  SchoolHolidayFilterSchema,
  SchoolHolidayImportSchema,
  SchoolHolidaySetSchema,
  SchoolHolidaysSchema,
} from '../../contract/school-holidays/school-holidays.schemas';
import * as service from './school-holidays.service';

const tags = ['Master data'];
const path = '/basedata/school-holidays';
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const listRoute = createRoute({
  operationId: 'listSchoolHolidays',
  method: 'get',
  path,
  tags,
  summary: 'Cantonal school holidays, by canton and date, optionally of one canton and school year (admin, associate, finance)',
  middleware: [requireRole('admin', 'associate', 'finance')] as const,
  request: { query: SchoolHolidayFilterSchema },
  responses: { 200: jsonData(SchoolHolidaysSchema, 'The holidays'), ...denied, 422: errorResponses[422] },
});

const importRoute = createRoute({
  operationId: 'importSchoolHolidays',
  method: 'post',
  path: `${path}/import`,
  tags,
  summary: 'Replace a canton’s holidays of one school year with a file’s lines (admin)',
  description:
    'All or nothing: a file with a bad line changes nothing and answers 422 with one `fields` entry per bad line ' +
    '(`path` `lines.<n>`, `code` a validation key: holiday_line_format, required, too_long, date_invalid, ' +
    'end_date_before_start, outside_school_year). A holiday starts in its school year (1 August–31 July) and ends by ' +
    'the following 30 September.',
  middleware: [requireRole('admin')] as const,
  request: { body: jsonBody(SchoolHolidayImportSchema) },
  responses: { ...bodyResponses, 200: jsonData(SchoolHolidaysSchema, 'The canton’s holidays of that year now'), ...denied },
});

const deleteRoute = createRoute({
  operationId: 'deleteSchoolHolidays',
  method: 'delete',
  path,
  tags,
  summary: 'Delete a canton’s holidays of one school year (admin)',
  middleware: [requireRole('admin')] as const,
  request: { query: SchoolHolidaySetSchema },
  responses: { 204: { description: 'Deleted (also when there were none)' }, ...denied, 422: errorResponses[422] },
});

const publicRoute = createRoute({
  operationId: 'getPublicSchoolHolidays',
  method: 'get',
  path: '/public/school-holidays',
  tags,
  security: [],
  summary: 'The canton of a postcode and its school holidays overlapping from–to (at most 800 days): the inquiry form warns',
  middleware: [rateLimit('school-holidays', 'PUBLIC_CLIENT_LIMITER')] as const,
  request: { query: PublicSchoolHolidayQuerySchema },
  responses: {
    200: jsonData(PublicSchoolHolidaysSchema, 'The canton (null for an unknown postcode) and its holidays'),
    422: errorResponses[422],
    ...rateLimitedResponse,
  },
});

export const schoolHolidaysRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: await service.listSchoolHolidays(c.var.db, c.req.valid('query')) }, 200))
  .openapi(importRoute, async (c) =>
    c.json({ data: await service.importSchoolHolidays(c.var.db, c.var.user!, c.req.valid('json')) }, 200),
  )
  .openapi(deleteRoute, async (c) => {
    await service.deleteSchoolHolidays(c.var.db, c.var.user!, c.req.valid('query'));
    return c.body(null, 204);
  })
  .openapi(publicRoute, async (c) => c.json({ data: await service.publicSchoolHolidays(c.var.db, c.req.valid('query')) }, 200));
