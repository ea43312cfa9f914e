import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses, jsonData } from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { UserSchema } from '../auth/auth.schemas';
import * as coaches from './coaches.service';

const requestValidationRoute = createRoute({
  operationId: 'requestProfileValidation',
  method: 'put',
  path: '/coaches/request-validation',
  tags: ['Coaches'],
  summary: 'A coach submits their complete profile to HR (incomplete -> processing)',
  middleware: [requireRole('coach')] as const,
  responses: {
    200: jsonData(UserSchema, 'Submitted: the updated user'),
    401: errorResponses[401],
    403: errorResponses[403],
    409: errorResponse('conflict: the profile is not in state incomplete'),
    422: errorResponse('validation_failed: `fields` lists the missing required profile fields'),
  },
});

export const coachesRouter = createRouter().openapi(requestValidationRoute, async (c) => {
  const user = await coaches.requestValidation(c.var.db, c.env, c.var.user!);
  return c.json({ data: user }, 200);
});
