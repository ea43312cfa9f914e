import { rateLimitedResponse } from '../../lib/rate-limit';
import { requestClient } from '../../lib/client-ip';
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { requireAuth, requireSession } from '../../middleware/auth';
import { ChangePasswordBodySchema, LanguageBodySchema, UserSchema } from '../../contract/auth/auth.schemas';
import { changePassword } from '../auth/auth.service';
import { UserSettingsSchema, UserSettingsUpdateSchema } from '../../contract/users/users.schemas';
import * as usersService from './users.service';

const tags = ['Users'];
const security = [{ bearerAuth: [] }];

const changePasswordRoute = createRoute({
  operationId: 'changePassword',
  method: 'put',
  path: '/users/password',
  tags,
  security,
  summary: 'Change the own password (ends the user’s other sessions)',
  middleware: [requireSession] as const,
  request: { body: jsonBody(ChangePasswordBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(z.object({ user: UserSchema }), 'Password changed'),
    401: errorResponses[401],
    ...rateLimitedResponse,
  },
});

const setLanguageRoute = createRoute({
  operationId: 'setLanguage',
  method: 'put',
  path: '/users/settings/language',
  tags,
  security,
  summary: 'Set the own interface and email language',
  middleware: [requireSession] as const,
  request: { body: jsonBody(LanguageBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(UserSchema, 'Language changed'),
    401: errorResponses[401],
  },
});

const getSettingsRoute = createRoute({
  operationId: 'getSettings',
  method: 'get',
  path: '/users/settings',
  tags,
  security,
  summary: 'The own settings: language, colour scheme, notifications',
  middleware: [requireAuth] as const,
  responses: { 200: jsonData(UserSettingsSchema, 'Settings'), 401: errorResponses[401], 403: errorResponses[403] },
});

const putSettingsRoute = createRoute({
  operationId: 'updateSettings',
  method: 'put',
  path: '/users/settings',
  tags,
  security,
  summary: 'Change the own settings (fields left out stay as they are)',
  middleware: [requireAuth] as const,
  request: { body: jsonBody(UserSettingsUpdateSchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(UserSettingsSchema, 'Saved'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export const usersRouter = createRouter()
  .openapi(changePasswordRoute, async (c) => {
    const user = await changePassword(c.var.db, c.env, c.var.user!, c.var.sessionId!, c.req.valid('json'), requestClient(c));
    return c.json({ data: { user } }, 200);
  })
  .openapi(setLanguageRoute, async (c) => {
    const user = await usersService.setLanguage(c.var.db, c.var.user!, c.req.valid('json').language);
    return c.json({ data: user }, 200);
  })
  .openapi(getSettingsRoute, async (c) => c.json({ data: await usersService.getSettings(c.var.db, c.var.user!) }, 200))
  .openapi(putSettingsRoute, async (c) => {
    const settings = await usersService.updateSettings(c.var.db, c.var.user!, c.req.valid('json'));
    return c.json({ data: settings }, 200);
  });
