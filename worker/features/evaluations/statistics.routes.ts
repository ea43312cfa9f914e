import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { evaluationsByAudience } from './statistics.by-audience';
import { evaluationsByCoach } from './statistics.by-coach';
import {
  ByAudienceQuerySchema,
  ByAudienceSchema,
  ByCoachQuerySchema,
  ByCoachSchema,
} from '../../contract/evaluations/statistics.schemas';

const tags = ['Evaluations'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const byCoachRoute = createRoute({
  operationId: 'evaluationsByCoach',
  method: 'get',
  path: '/evaluations/by-coach',
  tags,
  summary:
    'Validated coach evaluations in a period: per coach the key figures, or with coach_id their averages and distributions per question, free texts and trend',
  middleware: [staff] as const,
  request: { query: ByCoachQuerySchema },
  responses: {
    200: jsonData(ByCoachSchema, 'The figures (questions in the reader’s language)'),
    ...denied,
    404: errorResponse('not_found: coach_id is not a coach'),
    422: errorResponses[422],
  },
});

const byAudienceRoute = createRoute({
  operationId: 'evaluationsByAudience',
  method: 'get',
  path: '/evaluations/by-audience',
  tags,
  summary:
    'Submitted responses of a public kind in a period: per offered workshop averages and distributions, a page of workshops, and with workshop_id that workshop’s detail',
  middleware: [staff] as const,
  request: { query: ByAudienceQuerySchema },
  responses: {
    200: jsonData(ByAudienceSchema, 'The figures (questions and titles in the reader’s language)'),
    ...denied,
    404: errorResponse('not_found: workshop_id is not a workshop'),
    422: errorResponses[422],
  },
});

/** Staff views (evaluations/by-coach, evaluations/by-audience): docs/decisions/023-evaluation-statistics.md. */
export const evaluationStatisticsRouter = createRouter()
  .openapi(byCoachRoute, async (c) =>
    c.json({ data: await evaluationsByCoach(c.var.db, c.req.valid('query'), c.var.user!.language) }, 200),
  )
  .openapi(byAudienceRoute, async (c) =>
    c.json({ data: await evaluationsByAudience(c.var.db, c.req.valid('query'), c.var.user!.language) }, 200),
  );
