import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { statisticsFormData } from './form-data';
import { statisticsReport } from './report';
import { statisticsReach } from './report.reach';
import { statisticsResponse } from './report.response';
import { StatisticsReachSchema } from '../../contract/statistics/reach.schemas';
import { StatisticsResponseSchema } from '../../contract/statistics/response.schemas';
import { StatisticsFiltersSchema } from '../../contract/statistics/statistics.filters';
import {
  StatisticsFormDataSchema,
  StatisticsReportSchema,
  TrainerParamsSchema,
  TrainerReportSchema,
} from '../../contract/statistics/statistics.schemas';
import { trainerReport } from './trainer';

const tags = ['Reports'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const reportRoute = createRoute({
  operationId: 'getStatistics',
  method: 'get',
  path: '/statistics',
  tags,
  summary: 'The report for the filtered workshops and inquiries (admin, associate)',
  middleware: [staff] as const,
  request: { query: StatisticsFiltersSchema },
  responses: {
    200: jsonData(StatisticsReportSchema, 'The figures (names in the reader’s language)'),
    ...denied,
    422: errorResponses[422],
  },
});

const reachRoute = createRoute({
  operationId: 'getStatisticsReach',
  method: 'get',
  path: '/statistics/reach',
  tags,
  summary: 'Whom the filtered workshops reached: split per bar, educational systems, cantons, schools (admin, associate)',
  middleware: [staff] as const,
  request: { query: StatisticsFiltersSchema },
  responses: {
    200: jsonData(StatisticsReachSchema, 'The reach figures (names in the reader’s language)'),
    ...denied,
    422: errorResponses[422],
  },
});

const responseRoute = createRoute({
  operationId: 'getStatisticsResponse',
  method: 'get',
  path: '/statistics/response',
  tags,
  summary:
    'Evaluation response of the filtered held workshops: class links sent and used, responses per participant, 3-month questionnaires answered; per school year (admin, associate)',
  middleware: [staff] as const,
  request: { query: StatisticsFiltersSchema },
  responses: {
    200: jsonData(StatisticsResponseSchema, 'The response figures (names in the reader’s language)'),
    ...denied,
    422: errorResponses[422],
  },
});

const formDataRoute = createRoute({
  operationId: 'getStatisticsFormData',
  method: 'get',
  path: '/statistics/form-data',
  tags,
  summary: 'What the report filters offer (admin, associate)',
  middleware: [staff] as const,
  responses: { 200: jsonData(StatisticsFormDataSchema, 'The choices'), ...denied },
});

const trainerRoute = createRoute({
  operationId: 'getTrainerStatistics',
  method: 'get',
  path: '/statistics/trainer/{id}',
  tags,
  summary: 'One coach’s report per school year (admin, associate; a coach their own)',
  middleware: [requireRole('admin', 'associate', 'coach')] as const,
  request: { params: TrainerParamsSchema },
  responses: {
    200: jsonData(TrainerReportSchema, 'The coach’s school years, newest first'),
    ...denied,
    404: errorResponse('not_found: no coach with this id (or, for a coach, not their own)'),
    422: errorResponses[422],
  },
});

/** The request's `waitUntil`: the reach and the response keep what they computed after answering (issue 34, point 5). */
const deferTo = (c: { executionCtx: { waitUntil(work: Promise<unknown>): void } }) => (work: Promise<unknown>) =>
  c.executionCtx.waitUntil(work);

/** Reports: docs/decisions/024-reports.md; the reach: 062-reach.md; the response rates: 063-response-rates.md. */
export const statisticsRouter = createRouter()
  .openapi(reportRoute, async (c) =>
    c.json({ data: await statisticsReport(c.var.db, c.req.valid('query'), c.var.user!.language) }, 200),
  )
  .openapi(reachRoute, async (c) =>
    c.json({ data: await statisticsReach(c.var.db, c.req.valid('query'), c.var.user!.language, deferTo(c)) }, 200),
  )
  .openapi(responseRoute, async (c) =>
    c.json({ data: await statisticsResponse(c.var.db, c.req.valid('query'), c.var.user!.language, deferTo(c)) }, 200),
  )
  .openapi(formDataRoute, async (c) => c.json({ data: await statisticsFormData(c.var.db, c.var.user!.language) }, 200))
  .openapi(trainerRoute, async (c) => c.json({ data: await trainerReport(c.var.db, c.var.user!, c.req.valid('param').id) }, 200));
