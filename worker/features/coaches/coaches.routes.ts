import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { requireRole } from '../../middleware/auth';
import { UserSchema } from '../../contract/auth/auth.schemas';
import { listCoaches } from './coaches.list';
import {
  ActiveCoachSchema,
  CoachCreateBodySchema,
  CoachListQuerySchema,
  CoachListSchema,
  CoachSetStateBodySchema,
  SendBackBodySchema,
} from '../../contract/coaches/coaches.schemas';
import * as coaches from './coaches.service';

const tags = ['Coaches'];
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const staff = requireRole('admin', 'associate');
const hr = requireRole('admin', 'finance');

const requestValidationRoute = createRoute({
  operationId: 'requestProfileValidation',
  method: 'put',
  path: '/coaches/request-validation',
  tags,
  summary: 'A coach submits their complete profile to HR (incomplete -> processing)',
  middleware: [requireRole('coach')] as const,
  responses: {
    200: jsonData(UserSchema, 'Submitted: the updated user'),
    ...denied,
    409: errorResponse('conflict: the profile is not in state incomplete'),
    422: errorResponse('validation_failed: `fields` lists the missing required profile fields'),
  },
});

const listRoute = createRoute({
  operationId: 'listCoaches',
  method: 'get',
  path: '/coaches',
  tags,
  summary: 'Coaches: paginated, filtered by state, language, subject, skill and text, with counts per state',
  middleware: [requireRole('admin', 'associate', 'finance')] as const,
  request: { query: CoachListQuerySchema },
  responses: { 200: jsonData(CoachListSchema, 'A page of coaches'), ...denied, 422: errorResponses[422] },
});

const activeRoute = createRoute({
  operationId: 'listActiveCoaches',
  method: 'get',
  path: '/coaches/active',
  tags,
  summary: 'Active (approved) coaches, for pickers',
  middleware: [staff] as const,
  responses: { 200: jsonData(z.array(ActiveCoachSchema), 'Active coaches by name'), ...denied },
});

const createCoachRoute = createRoute({
  operationId: 'createCoach',
  method: 'post',
  path: '/coaches',
  tags,
  summary: 'Create a coach account; the coach gets a temporary password (48 hours) by email',
  middleware: [staff] as const,
  request: { body: jsonBody(CoachCreateBodySchema) },
  responses: {
    ...bodyResponses,
    201: jsonData(UserSchema, 'The new coach (state change-password)'),
    ...denied,
    409: errorResponse('email_taken: the address is already in use'),
  },
});

const resendRoute = createRoute({
  operationId: 'resendCoachInvitation',
  method: 'post',
  path: '/coaches/{id}/resend-invitation',
  tags,
  summary: 'Send a new temporary password to a coach who has not chosen their own yet',
  middleware: [staff] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(UserSchema, 'The coach'),
    ...denied,
    404: errorResponse('not_found'),
    409: errorResponse(
      'invalid_transition: the coach has already chosen a password; conflict: another invitation went out meanwhile',
    ),
    422: errorResponses[422],
  },
});

const approveRoute = createRoute({
  operationId: 'approveCoach',
  method: 'post',
  path: '/coaches/{id}/approve',
  tags,
  summary: 'HR approves a submitted profile (processing -> active); the coach is told',
  middleware: [hr] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(UserSchema, 'The approved coach'),
    ...denied,
    404: errorResponse('not_found'),
    409: errorResponse('invalid_transition: the profile is not awaiting approval'),
    422: errorResponses[422],
  },
});

const sendBackRoute = createRoute({
  operationId: 'sendBackCoach',
  method: 'post',
  path: '/coaches/{id}/send-back',
  tags,
  summary: 'HR sends a submitted profile back with a reason (processing -> incomplete); the coach is told',
  middleware: [hr] as const,
  request: { params: IdParams, body: jsonBody(SendBackBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(UserSchema, 'The coach'),
    ...denied,
    404: errorResponse('not_found'),
    409: errorResponse('invalid_transition: the profile is not awaiting approval'),
  },
});

const setStateRoute = createRoute({
  operationId: 'setCoachState',
  method: 'post',
  path: '/coaches/{id}/set-state',
  tags,
  summary: 'Admin deactivates a coach (sessions end) or reactivates them',
  middleware: [requireRole('admin')] as const,
  request: { params: IdParams, body: jsonBody(CoachSetStateBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(UserSchema, 'The coach'),
    ...denied,
    404: errorResponse('not_found'),
    409: errorResponse('invalid_transition; conflict: the coach’s state changed meanwhile (approved, sent back, set)'),
    422: errorResponses[422],
  },
});

export const coachesRouter = createRouter()
  .openapi(requestValidationRoute, async (c) => {
    const user = await coaches.requestValidation(c.var.db, c.env, c.var.user!);
    return c.json({ data: user }, 200);
  })
  .openapi(listRoute, async (c) => c.json({ data: await listCoaches(c.var.db, c.req.valid('query'), c.var.user!.language) }, 200))
  .openapi(activeRoute, async (c) => c.json({ data: await coaches.activeCoaches(c.var.db) }, 200))
  .openapi(createCoachRoute, async (c) =>
    c.json({ data: await coaches.createCoach(c.var.db, c.env, c.var.user!, c.req.valid('json')) }, 201),
  )
  .openapi(resendRoute, async (c) =>
    c.json({ data: await coaches.resendInvitation(c.var.db, c.env, c.var.user!, c.req.valid('param').id) }, 200),
  )
  .openapi(approveRoute, async (c) =>
    c.json({ data: await coaches.approveCoach(c.var.db, c.env, c.var.user!, c.req.valid('param').id) }, 200),
  )
  .openapi(sendBackRoute, async (c) => {
    const { reason } = c.req.valid('json');
    return c.json({ data: await coaches.sendBackCoach(c.var.db, c.env, c.var.user!, c.req.valid('param').id, reason) }, 200);
  })
  .openapi(setStateRoute, async (c) => {
    const { state } = c.req.valid('json');
    return c.json({ data: await coaches.setCoachState(c.var.db, c.var.user!, c.req.valid('param').id, state) }, 200);
  });
