import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import {
  QuestionnaireBodySchema,
  QuestionnaireEditorListSchema,
  QuestionnaireEditorSchema,
  QuestionnaireKindParams,
  QuestionnaireVersionListSchema,
} from '../../contract/evaluations/questionnaires.schemas';
import * as service from './questionnaires.service';

const tags = ['Master data'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const currentRoute = createRoute({
  operationId: 'getQuestionnaires',
  method: 'get',
  path: '/evaluations/questionnaires',
  tags,
  summary: 'The current version of each kind’s questionnaire, every question in all four languages (master data)',
  middleware: [staff] as const,
  responses: { 200: jsonData(QuestionnaireEditorListSchema, 'One current version per kind'), ...denied },
});

const versionsRoute = createRoute({
  operationId: 'getQuestionnaireVersions',
  method: 'get',
  path: '/evaluations/questionnaires/{kind}/versions',
  tags,
  summary: 'Every version of a kind’s questionnaire, newest first, with author and how many evaluations use it',
  middleware: [staff] as const,
  request: { params: QuestionnaireKindParams },
  responses: {
    200: jsonData(QuestionnaireVersionListSchema, 'The versions'),
    ...denied,
    422: errorResponses[422],
  },
});

const saveRoute = createRoute({
  operationId: 'saveQuestionnaire',
  method: 'put',
  path: '/evaluations/questionnaires/{kind}',
  tags,
  summary: 'Save a kind’s questionnaire as a new version (versions are never changed: decision 019)',
  middleware: [staff] as const,
  request: { params: QuestionnaireKindParams, body: jsonBody(QuestionnaireBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(QuestionnaireEditorSchema, 'The new version'),
    ...denied,
    404: errorResponse('not_found: the kind has no questionnaire'),
    409: errorResponse('conflict: baseVersion is no longer the current version (someone else saved meanwhile)'),
  },
});

export const questionnairesRouter = createRouter()
  .openapi(currentRoute, async (c) => c.json({ data: await service.currentQuestionnaires(c.var.db) }, 200))
  .openapi(versionsRoute, async (c) =>
    c.json({ data: await service.questionnaireVersions(c.var.db, c.req.valid('param').kind) }, 200),
  )
  .openapi(saveRoute, async (c) =>
    c.json({ data: await service.saveQuestionnaire(c.var.db, c.var.user!, c.req.valid('param').kind, c.req.valid('json')) }, 201),
  );
