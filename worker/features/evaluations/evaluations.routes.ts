import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { z } from '@hono/zod-openapi';
import {
  EvaluationDetailSchema,
  OwnEvaluationSchema,
  OwnEvaluationsQuerySchema,
  SaveEvaluationBodySchema,
  SendBackBodySchema,
  ToValidateListSchema,
  ToValidateQuerySchema,
} from '../../contract/evaluations/coach-evaluations.schemas';
import { evaluationDetail, ownEvaluations, saveEvaluation } from './evaluations.service';
import { evaluationsToValidate, sendBack, setValidated } from './validation';
import { resendAudienceLink } from './resend-link';
import { ResentLinkSchema } from '../../contract/evaluations/evaluations.schemas';

const tags = ['Evaluations'];
const coach = requireRole('coach');
const staff = requireRole('admin', 'associate');
const coachOrStaff = requireRole('coach', 'admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const notFound = errorResponse('not_found: no such coach evaluation (also another coach’s, and the public kinds)');

const ownRoute = createRoute({
  operationId: 'listOwnEvaluations',
  method: 'get',
  path: '/evaluations',
  tags,
  summary: 'A coach: their own evaluations, open first, then waiting for validation, then validated',
  middleware: [coach] as const,
  request: { query: OwnEvaluationsQuerySchema },
  responses: {
    200: jsonData(z.array(OwnEvaluationSchema), 'The coach’s evaluations'),
    ...denied,
    422: errorResponses[422],
  },
});

const toValidateRoute = createRoute({
  operationId: 'listEvaluationsToValidate',
  method: 'get',
  path: '/evaluations/to-validate',
  tags,
  summary: 'Admin, associate: the coaches’ submitted evaluations waiting for validation, the longest waiting first',
  middleware: [staff] as const,
  request: { query: ToValidateQuerySchema },
  responses: { 200: jsonData(ToValidateListSchema, 'One page of the queue'), ...denied, 422: errorResponses[422] },
});

const detailRoute = createRoute({
  operationId: 'getEvaluation',
  method: 'get',
  path: '/evaluations/{id}',
  tags,
  summary: 'A coach’s evaluation with its questionnaire in the reader’s language and the saved answers',
  middleware: [coachOrStaff] as const,
  request: { params: IdParams },
  responses: { 200: jsonData(EvaluationDetailSchema, 'The evaluation'), ...denied, 404: notFound, 422: errorResponses[422] },
});

const saveRoute = createRoute({
  operationId: 'saveEvaluation',
  method: 'put',
  path: '/evaluations/{id}',
  tags,
  summary: 'The coach who owns it: save the draft (stays open) or submit it for validation (pending)',
  middleware: [coach] as const,
  request: { params: IdParams, body: jsonBody(SaveEvaluationBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(EvaluationDetailSchema, 'The evaluation as saved'),
    ...denied,
    404: notFound,
    409: errorResponse('already_submitted: it is no longer open (submitted meanwhile, or validated)'),
    422: errorResponse(
      "validation_failed: 'Bitte alle Felder ausfüllen' (evaluation_incomplete at answers.<questionId>) on submit, or an answer that does not fit its question",
    ),
  },
});

const validateRoute = createRoute({
  operationId: 'setEvaluationValidated',
  method: 'post',
  path: '/evaluations/{id}/set-validated',
  tags,
  summary: 'Admin, associate: validate a submitted evaluation (pending -> completed)',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(EvaluationDetailSchema, 'Validated successfully'),
    ...denied,
    404: notFound,
    409: errorResponse('invalid_transition: it is not waiting for validation'),
    422: errorResponses[422],
  },
});

const sendBackRoute = createRoute({
  operationId: 'sendEvaluationBack',
  method: 'post',
  path: '/evaluations/{id}/send-back',
  tags,
  summary: 'Admin, associate: send a submitted evaluation back to the coach with a comment (pending -> open; mail)',
  middleware: [staff] as const,
  request: { params: IdParams, body: jsonBody(SendBackBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(EvaluationDetailSchema, 'Sent back; the coach gets a mail'),
    ...denied,
    404: notFound,
    409: errorResponse('invalid_transition: it is not waiting for validation'),
  },
});

const resendLinkRoute = createRoute({
  operationId: 'resendEvaluationLink',
  method: 'post',
  path: '/evaluations/{id}/resend-link',
  tags,
  summary:
    'Admin, associate: send the class evaluation link again with a new token (the old one stops working; same closing day; mail)',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(ResentLinkSchema, 'Sent again; the old link no longer works'),
    ...denied,
    404: errorResponse('not_found: no class evaluation with this id'),
    409: errorResponse('evaluation_closed: the link no longer takes responses; conflict: sent again at the same moment'),
    422: errorResponses[422],
  },
});

// The fixed path before `/evaluations/{id}`, which would refuse `to-validate` as an id.
export const evaluationsRouter = createRouter()
  .openapi(ownRoute, async (c) => c.json({ data: await ownEvaluations(c.var.db, c.var.user!, c.req.valid('query').state) }, 200))
  .openapi(toValidateRoute, async (c) =>
    c.json({ data: await evaluationsToValidate(c.var.db, c.var.user!, c.req.valid('query')) }, 200),
  )
  .openapi(detailRoute, async (c) =>
    c.json({ data: await evaluationDetail(c.var.db, c.var.user!, c.req.valid('param').id) }, 200),
  )
  .openapi(saveRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await saveEvaluation(c.var.db, c.var.user!, id, c.req.valid('json')) }, 200);
  })
  .openapi(validateRoute, async (c) => c.json({ data: await setValidated(c.var.db, c.var.user!, c.req.valid('param').id) }, 200))
  .openapi(sendBackRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await sendBack(c.var.db, c.env, c.var.user!, id, c.req.valid('json').comment) }, 200);
  })
  .openapi(resendLinkRoute, async (c) =>
    c.json({ data: await resendAudienceLink(c.var.db, c.env, c.var.user!, c.req.valid('param').id) }, 200),
  );
