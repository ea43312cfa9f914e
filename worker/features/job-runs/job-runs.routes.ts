import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponses, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { JobRunsQuerySchema, JobRunsSchema } from '../../contract/job-runs/job-runs.schemas';
import { listJobRuns } from './job-runs.service';

const listRoute = createRoute({
  operationId: 'listJobRuns',
  method: 'get',
  path: '/jobs/runs',
  tags: ['Scheduled jobs'],
  summary: 'What the scheduled jobs did: each job’s latest run and the runs, newest first (admin)',
  middleware: [requireRole('admin')] as const,
  request: { query: JobRunsQuerySchema },
  responses: {
    200: jsonData(JobRunsSchema, 'The jobs with their latest run, and a page of runs'),
    401: errorResponses[401],
    403: errorResponses[403],
    422: errorResponses[422],
  },
});

export const jobRunsRouter = createRouter().openapi(listRoute, async (c) =>
  c.json({ data: await listJobRuns(c.var.db, c.req.valid('query')) }, 200),
);
