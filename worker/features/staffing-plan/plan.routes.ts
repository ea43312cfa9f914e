import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { PlanQuerySchema, PlanSchema, SendPlanBodySchema, SentPlanSchema } from '../../contract/staffing-plan/plan.schemas';
import { sendPlanRequests, staffingPlan } from './plan.service';

const tags = ['Staffing'];
const staff = requireRole('admin', 'associate');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const planRoute = createRoute({
  operationId: 'getStaffingPlan',
  method: 'get',
  path: '/workshops/staffing-plan',
  tags,
  summary:
    'The proposed coaches for every workshop of the period that still needs some (default: next month), with reasons, alternatives and what blocks the rest',
  middleware: [staff] as const,
  request: { query: PlanQuerySchema },
  responses: {
    200: jsonData(PlanSchema, 'The plan'),
    ...denied,
    422: errorResponse('validation_failed: a date that is not valid, `to` before `from`, or a period over 93 days'),
  },
});

const sendRoute = createRoute({
  operationId: 'sendStaffingPlanRequests',
  method: 'post',
  path: '/workshops/staffing-plan/requests',
  tags,
  summary: 'Ask the coaches of every line at once (every date of a series); one mail per coach listing all their requests',
  middleware: [staff] as const,
  request: { body: jsonBody(SendPlanBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(SentPlanSchema, 'What was asked'),
    ...denied,
    404: errorResponse('not_found: a workshop that does not exist'),
    409: errorResponse(
      'invalid_transition: a workshop not waiting for coaches; plan_rule_broken: a coach breaks a hard rule now; conflict: changed meanwhile',
    ),
    422: errorResponse('validation_failed (at_least_one_person, or a coach who is not active)'),
  },
});

export const staffingPlanRouter = createRouter()
  .openapi(planRoute, async (c) =>
    c.json({ data: await staffingPlan(c.var.db, c.var.user!.language, c.req.valid('query')) }, 200),
  )
  .openapi(sendRoute, async (c) =>
    c.json({ data: await sendPlanRequests(c.var.db, c.env, c.var.user!, c.req.valid('json')) }, 201),
  );
