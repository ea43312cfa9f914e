import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { clientIp } from '../../lib/client-ip';
import { errorResponse, errorResponses, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { JobNameParamsSchema, JobRunSchema, JobRunsQuerySchema, JobRunsSchema } from '../../contract/job-runs/job-runs.schemas';
import { listJobRuns, runJobNow } from './job-runs.service';

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

const runRoute = createRoute({
  operationId: 'runJob',
  method: 'post',
  path: '/jobs/{name}/run',
  tags: ['Scheduled jobs'],
  summary: 'Run a scheduled job now, as the scheduler would (admin; audited, in the run log with who started it)',
  description:
    'The jobs are idempotent: what a run already did (a reminder sent, a mail queued) a second run does not do again. ' +
    'A job that fails is answered 200 with its run and the error, as the log shows it.',
  middleware: [requireRole('admin')] as const,
  request: { params: JobNameParamsSchema },
  responses: {
    200: jsonData(JobRunSchema, 'The finished run: counts, or the error'),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponse('not_found: no scheduled job with this name'),
    409: errorResponse('conflict: a run of this job is still going'),
    422: errorResponses[422],
  },
});

export const jobRunsRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: await listJobRuns(c.var.db, c.env, c.req.valid('query')) }, 200))
  .openapi(runRoute, async (c) =>
    c.json({ data: await runJobNow(c.var.db, c.env, c.var.user!, c.req.valid('param').name, clientIp(c)) }, 200),
  );
