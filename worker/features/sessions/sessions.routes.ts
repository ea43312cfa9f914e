import { createRoute, z } from '@hono/zod-openapi';
import { clientIp, requestClient } from '../../lib/client-ip';
import { createRouter } from '../../lib/create-router';
import { rateLimitedResponse } from '../../lib/rate-limit';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { requireAuth } from '../../middleware/auth';
import {
  ActiveSessionSchema,
  ReauthenticateBodySchema,
  ReauthenticatedSchema,
  SessionIdParams,
  SignedOutSchema,
} from '../../contract/sessions/sessions.schemas';
import * as service from './sessions.service';

const tags = ['Users'];
const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

const listRoute = createRoute({
  operationId: 'listOwnSessions',
  method: 'get',
  path: '/users/sessions',
  tags,
  security,
  summary: 'The own active sessions: device, address, signed in, last used, and which one is this',
  middleware: [requireAuth] as const,
  responses: { 200: jsonData(z.array(ActiveSessionSchema), 'Active sessions'), ...denied },
});

const endRoute = createRoute({
  operationId: 'endOwnSession',
  method: 'delete',
  path: '/users/sessions/{id}',
  tags,
  security,
  summary: 'Sign out one own session (its id from the list)',
  middleware: [requireAuth] as const,
  request: { params: SessionIdParams },
  responses: {
    204: { description: 'Signed out' },
    ...denied,
    404: errorResponse('not_found: no own session with this id'),
    422: errorResponses[422],
  },
});

const endOthersRoute = createRoute({
  operationId: 'endOtherSessions',
  method: 'post',
  path: '/users/sessions/sign-out-others',
  tags,
  security,
  summary: 'Sign out every own session except this one',
  middleware: [requireAuth] as const,
  responses: { 200: jsonData(SignedOutSchema, 'How many sessions were ended'), ...denied },
});

const reauthenticateRoute = createRoute({
  operationId: 'reauthenticate',
  method: 'post',
  path: '/users/reauthenticate',
  tags,
  security,
  summary: 'Confirm the password again: allows changing an IBAN or an email address in this session for 10 minutes',
  middleware: [requireAuth] as const,
  request: { body: jsonBody(ReauthenticateBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(ReauthenticatedSchema, 'Confirmed'),
    ...denied,
    422: errorResponse('password_wrong, or validation_failed'),
    ...rateLimitedResponse,
  },
});

export const sessionsRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ data: await service.listOwnSessions(c.var.db, c.var.user!, c.var.sessionId!) }, 200))
  .openapi(endRoute, async (c) => {
    await service.endOwnSession(c.var.db, c.var.user!, c.req.valid('param').id, clientIp(c));
    return c.body(null, 204);
  })
  .openapi(endOthersRoute, async (c) =>
    c.json({ data: await service.endOtherSessions(c.var.db, c.var.user!, c.var.sessionId!, clientIp(c)) }, 200),
  )
  .openapi(reauthenticateRoute, async (c) => {
    const { password } = c.req.valid('json');
    const result = await service.reauthenticate(c.var.db, c.env, c.var.user!, c.var.sessionId!, password, requestClient(c));
    return c.json({ data: result }, 200);
  });
