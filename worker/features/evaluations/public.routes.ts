import { createRoute } from '@hono/zod-openapi';
import { clientIp } from '../../lib/client-ip';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import {
  PublicEvaluationQuerySchema,
  PublicEvaluationSchema,
  PublicResponseBodySchema,
  PublicResponseCreatedSchema,
  PublicTokenParams,
} from '../../contract/evaluations/public.schemas';
import { getPublicEvaluation, submitPublicResponse } from './public.service';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';

const tags = ['Evaluations'];
const notFoundResponse = errorResponse('not_found: the token is malformed or belongs to no public evaluation');

const getPublicEvaluationRoute = createRoute({
  operationId: 'getPublicEvaluation',
  middleware: [rateLimit('evaluation-page')] as const,
  method: 'get',
  path: '/evaluations/public/{token}',
  tags,
  security: [],
  summary: 'The public evaluation page (audience or 3-month link): workshop, questionnaire, whether it still takes responses',
  request: { params: PublicTokenParams, query: PublicEvaluationQuerySchema },
  responses: {
    ...rateLimitedResponse,
    200: jsonData(PublicEvaluationSchema, 'The evaluation; nothing personal'),
    404: notFoundResponse,
    422: errorResponses[422],
  },
});

const submitPublicResponseRoute = createRoute({
  operationId: 'submitPublicEvaluationResponse',
  method: 'post',
  path: '/evaluations/public/{token}',
  tags,
  security: [],
  summary: 'One anonymous response per device (rate limited per client and per link)',
  request: { params: PublicTokenParams, body: jsonBody(PublicResponseBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(PublicResponseCreatedSchema, 'Stored; a 3-month evaluation is completed by it'),
    404: notFoundResponse,
    409: errorResponse(
      'already_submitted: this device has answered, the link is closed or expired, or the 3-month evaluation is answered; response_limit_reached: the link has reached its cap',
    ),
    422: errorResponse(
      'validation_failed: an answer does not fit its question, or a required one is missing (evaluation_incomplete)',
    ),
    ...rateLimitedResponse,
  },
});

/** The public page's calls (evaluations/public/{token}); no sign-in, nothing personal stored. */
export const publicEvaluationsRouter = createRouter()
  .openapi(getPublicEvaluationRoute, async (c) => {
    const { token } = c.req.valid('param');
    const { language } = c.req.valid('query');
    return c.json({ data: await getPublicEvaluation(c.var.db, token, language) }, 200);
  })
  .openapi(submitPublicResponseRoute, async (c) => {
    const { token } = c.req.valid('param');
    const body = c.req.valid('json');
    return c.json({ data: await submitPublicResponse(c.var.db, c.env, token, body, clientIp(c)) }, 201);
  });
