import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import {
  AllocationFormSchema,
  AnswerBodySchema,
  CandidateListSchema,
  CandidatesQuerySchema,
  CoachIdBodySchema,
  CoachRequestSchema,
  OwnCoachRequestSchema,
  SendRequestsBodySchema,
} from '../../contract/staffing/staffing.schemas';
import { answerByLink, answerRequest, ownRequests, requestByLink } from './answers';
import { allocationForm, assignCoach, dismissCoach } from './placement';
import { rankCandidates } from './ranking';
import { sendRequests, withdrawRequest, workshopRequests } from './requests';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';

const tags = ['Staffing'];
const staff = requireRole('admin', 'associate');
const coach = requireRole('coach');
const TokenParams = z.object({ token: z.string().min(10).max(2048) });
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const notFound = { 404: errorResponse('not_found') };

const candidatesRoute = createRoute({
  operationId: 'getCoachRequestForm',
  method: 'get',
  path: '/workshops/form-coach-requests',
  tags,
  summary: 'Active coaches ranked for a workshop (or its series): languages, subjects, skills, unavailabilities, conflicts, load',
  middleware: [staff] as const,
  request: { query: CandidatesQuerySchema },
  responses: {
    200: jsonData(CandidateListSchema, 'The workshop and the ranked coaches'),
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

const sendRequestsRoute = createRoute({
  operationId: 'sendCoachRequests',
  method: 'post',
  path: '/workshops/{id}/coach-requests',
  tags,
  summary: 'Ask coaches whether they can give the workshop (every workshop of its series); it becomes coaches_requested',
  middleware: [staff] as const,
  request: { params: IdParams, body: jsonBody(SendRequestsBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(z.array(CoachRequestSchema), 'The requests of the workshop'),
    ...denied,
    ...notFound,
    409: errorResponse(
      'invalid_transition: the workshop cannot be staffed in its state; conflict: changed meanwhile; ' +
        'workload_max_reached: the workshop would take a coach past their monthly or yearly maximum',
    ),
    422: errorResponse('validation_failed (at_least_one_person, or a coach who is not active)'),
  },
});

const listRequestsRoute = createRoute({
  operationId: 'listWorkshopCoachRequests',
  method: 'get',
  path: '/workshops/{id}/coach-requests',
  tags,
  summary: 'The coach requests of a workshop with their answers',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(z.array(CoachRequestSchema), 'The requests'),
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

const withdrawRequestRoute = createRoute({
  operationId: 'withdrawCoachRequest',
  method: 'delete',
  path: '/workshops/coach-requests/{id}',
  tags,
  summary: 'Withdraw an open request (new-request or approved) for the whole series; the coach is told',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    204: { description: 'Withdrawn' },
    ...denied,
    ...notFound,
    409: errorResponse('invalid_transition: not open; conflict: answered, placed or withdrawn meanwhile'),
    422: errorResponses[422],
  },
});

const allocationFormRoute = createRoute({
  operationId: 'getAllocationForm',
  method: 'get',
  path: '/workshops/{id}/form-allocations',
  tags,
  summary: 'The placed coaches and the answers, to place coaches',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(AllocationFormSchema, 'The allocation form'),
    ...denied,
    ...notFound,
    422: errorResponses[422],
  },
});

const assignRoute = createRoute({
  operationId: 'assignCoach',
  method: 'post',
  path: '/workshops/{id}/assign-coach',
  tags,
  summary:
    'Place a coach (the whole series); staffed workshops become to-realize and their open requests are withdrawn. ' +
    'On a done workshop: record who gave it (fee and evaluation for the coach, no placement mail)',
  middleware: [staff] as const,
  request: { params: IdParams, body: jsonBody(CoachIdBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(AllocationFormSchema, 'The allocation form after placing'),
    ...denied,
    ...notFound,
    409: errorResponse(
      'invalid_transition (workshop state other than planned or done, or the coach declined), conflict (already placed, or the staffing changed ' +
        'meanwhile), workload_max_reached (the workshop would take the coach past their monthly or yearly maximum)',
    ),
    422: errorResponses[422],
  },
});

const dismissRoute = createRoute({
  operationId: 'dismissCoach',
  method: 'post',
  path: '/workshops/{id}/dismiss-coach',
  tags,
  summary: 'Remove a placed coach (the whole series); not the last one (last_coach: "Bitte zuerst eine neue Person zuteilen")',
  middleware: [staff] as const,
  request: { params: IdParams, body: jsonBody(CoachIdBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(AllocationFormSchema, 'The allocation form after dismissing'),
    ...denied,
    ...notFound,
    409: errorResponse('last_coach, invalid_transition, or conflict (the staffing changed meanwhile)'),
    422: errorResponses[422],
  },
});

const ownRequestsRoute = createRoute({
  operationId: 'listOwnCoachRequests',
  method: 'get',
  path: '/coaches/requests',
  tags,
  summary: 'The signed-in coach’s requests: open ones first, then the answered ones of upcoming workshops',
  middleware: [coach] as const,
  responses: { 200: jsonData(z.array(OwnCoachRequestSchema), 'The requests'), ...denied },
});

const answerRoute = createRoute({
  operationId: 'answerCoachRequest',
  method: 'put',
  path: '/coaches/requests/{id}',
  tags,
  summary: 'A coach answers their request (for the whole series): available (approved) or not (declined)',
  middleware: [coach] as const,
  request: { params: IdParams, body: jsonBody(AnswerBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(OwnCoachRequestSchema, 'The answered request'),
    ...denied,
    ...notFound,
    409: errorResponse('invalid_transition: placed, cancelled, or the workshop is cancelled'),
  },
});

const linkRequestRoute = createRoute({
  operationId: 'getCoachRequestByLink',
  middleware: [rateLimit('coach-request-link')] as const,
  security: [],
  method: 'get',
  path: '/coaches/requests/link/{token}',
  tags,
  summary: 'The request behind a signed link from the request mail (no sign-in)',
  request: { params: TokenParams },
  responses: {
    ...rateLimitedResponse,
    200: jsonData(OwnCoachRequestSchema, 'The request'),
    400: errorResponse('token_invalid'),
    ...notFound,
    422: errorResponses[422],
  },
});

const linkAnswerRoute = createRoute({
  operationId: 'answerCoachRequestByLink',
  middleware: [rateLimit('coach-request-link')] as const,
  security: [],
  method: 'post',
  path: '/coaches/requests/link/{token}',
  tags,
  summary: 'Answer a request through the signed link from its mail (no sign-in)',
  request: { params: TokenParams, body: jsonBody(AnswerBodySchema) },
  responses: {
    ...rateLimitedResponse,
    ...bodyResponses,
    200: jsonData(OwnCoachRequestSchema, 'The answered request'),
    400: errorResponse('token_invalid, or validation_failed: the body is not well-formed JSON'),
    ...notFound,
    409: errorResponse('invalid_transition'),
  },
});

export const staffingRouter = createRouter()
  .openapi(candidatesRoute, async (c) =>
    c.json({ data: await rankCandidates(c.var.db, c.req.valid('query').workshop_id, c.var.user!.language) }, 200),
  )
  .openapi(sendRequestsRoute, async (c) => {
    const requests = await sendRequests(c.var.db, c.env, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: requests }, 201);
  })
  .openapi(listRequestsRoute, async (c) => c.json({ data: await workshopRequests(c.var.db, c.req.valid('param').id) }, 200))
  .openapi(withdrawRequestRoute, async (c) => {
    await withdrawRequest(c.var.db, c.env, c.var.user!, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(allocationFormRoute, async (c) =>
    c.json({ data: await allocationForm(c.var.db, c.req.valid('param').id, c.var.user!.language) }, 200),
  )
  .openapi(assignRoute, async (c) => {
    const { coach_id } = c.req.valid('json');
    const form = await assignCoach(c.var.db, c.env, c.var.user!, c.req.valid('param').id, coach_id);
    return c.json({ data: form }, 200);
  })
  .openapi(dismissRoute, async (c) => {
    const { coach_id } = c.req.valid('json');
    const form = await dismissCoach(c.var.db, c.env, c.var.user!, c.req.valid('param').id, coach_id);
    return c.json({ data: form }, 200);
  })
  .openapi(ownRequestsRoute, async (c) => c.json({ data: await ownRequests(c.var.db, c.var.user!) }, 200))
  .openapi(answerRoute, async (c) => {
    const answered = await answerRequest(c.var.db, c.var.user!.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: answered }, 200);
  })
  .openapi(linkRequestRoute, async (c) => c.json({ data: await requestByLink(c.var.db, c.env, c.req.valid('param').token) }, 200))
  .openapi(linkAnswerRoute, async (c) => {
    const answered = await answerByLink(c.var.db, c.env, c.req.valid('param').token, c.req.valid('json'));
    return c.json({ data: answered }, 200);
  });
