import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { evaluationsByAudience } from './statistics.by-audience';
import { evaluationsByCoach } from './statistics.by-coach';
import { evaluationsByAudienceFile, evaluationsByCoachFile, type EvaluationExportFile } from './statistics.export';
import { XLSX_TYPE } from '../statistics/export.xlsx';
import {
  ByAudienceExportQuerySchema,
  ByAudienceQuerySchema,
  ByAudienceSchema,
  ByCoachExportQuerySchema,
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

const binary = z.string().meta({ format: 'binary' });

/** The 200 of an export: a CSV or XLSX attachment named after the view, the kind and the period. */
const fileResponse = (example: string) => ({
  description:
    `An attachment named after the view and the period (\`${example}\`; a school year, or \`from_to\`). ` +
    'CSV: UTF-8 with BOM, `;`, CRLF, formula prefixes neutralised; XLSX: one sheet with a frozen header row, real numbers',
  headers: z.object({ 'Content-Disposition': z.string().meta({ example: `attachment; filename="${example}"` }) }),
  content: { 'text/csv': { schema: binary }, [XLSX_TYPE]: { schema: binary } },
});

const byCoachExportRoute = createRoute({
  operationId: 'exportEvaluationsByCoach',
  method: 'get',
  path: '/evaluations/by-coach/export',
  tags,
  summary: 'The coaches’ validated evaluations in a period as CSV or XLSX: one row per coach, headers in the reader’s language',
  description:
    'The list of `GET /evaluations/by-coach` for the same period: docs/decisions/023-evaluation-statistics.md, Export.',
  middleware: [staff] as const,
  request: { query: ByCoachExportQuerySchema },
  responses: { 200: fileResponse('evaluations-by-coach-2025-26.csv'), ...denied, 422: errorResponses[422] },
});

const byAudienceExportRoute = createRoute({
  operationId: 'exportEvaluationsByAudience',
  method: 'get',
  path: '/evaluations/by-audience/export',
  tags,
  summary:
    'Submitted responses of a public kind in a period as CSV or XLSX: one row per offered workshop with the average per rating question',
  description:
    'The offered workshops of `GET /evaluations/by-audience` for the same period, kind and offered workshop: ' +
    'docs/decisions/023-evaluation-statistics.md, Export.',
  middleware: [staff] as const,
  request: { query: ByAudienceExportQuerySchema },
  responses: { 200: fileResponse('evaluations-by-audience-2025-26.xlsx'), ...denied, 422: errorResponses[422] },
});

const attachment = (file: EvaluationExportFile) => ({
  'Content-Type': file.contentType,
  'Content-Disposition': `attachment; filename="${file.filename}"`,
  // Built whole (a few hundred rows at most): the SPA's progress can show a percentage.
  'Content-Length': String(file.body.length),
  'Cache-Control': 'no-store',
});

/** Staff views (evaluations/by-coach, evaluations/by-audience): docs/decisions/023-evaluation-statistics.md. */
export const evaluationStatisticsRouter = createRouter()
  .openapi(byCoachRoute, async (c) =>
    c.json({ data: await evaluationsByCoach(c.var.db, c.req.valid('query'), c.var.user!.language) }, 200),
  )
  .openapi(byAudienceRoute, async (c) =>
    c.json({ data: await evaluationsByAudience(c.var.db, c.req.valid('query'), c.var.user!.language) }, 200),
  )
  .openapi(byCoachExportRoute, async (c) => {
    const file = await evaluationsByCoachFile(c.var.db, c.req.valid('query'), c.var.user!.language);
    return c.body(file.body, 200, attachment(file));
  })
  .openapi(byAudienceExportRoute, async (c) => {
    const file = await evaluationsByAudienceFile(c.var.db, c.req.valid('query'), c.var.user!.language);
    return c.body(file.body, 200, attachment(file));
  });
