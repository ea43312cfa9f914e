import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { clientIp, requestClient } from '../../lib/client-ip';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData } from '../../lib/openapi';
import { requireSession } from '../../middleware/auth';
import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResultSchema,
  PasswordResetBodySchema,
  PasswordTokenInfoSchema,
  UserSchema,
} from '../../contract/auth/auth.schemas';
import * as auth from './auth.service';
import { TwoFactorChallengeSchema } from '../../contract/two-factor/two-factor.schemas';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';

const SuccessSchema = z.object({ success: z.literal(true) });
const tags = ['Authentication'];
const security = [{ bearerAuth: [] }];

const loginRoute = createRoute({
  operationId: 'login',
  security: [],
  method: 'post',
  path: '/login',
  tags,
  summary: 'Sign in with email and password',
  request: { body: jsonBody(LoginBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(
      z.union([LoginResultSchema, TwoFactorChallengeSchema]),
      'Signed in: a bearer token, its expiry (unix seconds) and the user; or, with two-factor sign-in on, a challenge ' +
        'to send with a code to POST /api/login/two-factor (no session yet)',
    ),
    400: errorResponse('bot_check_failed, or validation_failed: the body is not well-formed JSON'),
    401: errorResponse('wrong_credentials'),
    403: errorResponse('not_approved, account_inactive or temporary_password_expired'),
    ...rateLimitedResponse,
    503: errorResponses[503],
  },
});

const logoutRoute = createRoute({
  operationId: 'logout',
  method: 'post',
  path: '/logout',
  tags,
  summary: 'End the current session',
  security,
  middleware: [requireSession] as const,
  responses: { 200: jsonData(SuccessSchema, 'Signed out'), 401: errorResponses[401] },
});

const currentUserRoute = createRoute({
  operationId: 'getCurrentUser',
  method: 'get',
  path: '/user',
  tags,
  summary: 'The signed-in user',
  security,
  middleware: [requireSession] as const,
  responses: { 200: jsonData(UserSchema, 'The current user'), 401: errorResponses[401] },
});

const forgotPasswordRoute = createRoute({
  operationId: 'requestPasswordReset',
  security: [],
  method: 'post',
  path: '/password/create',
  tags,
  summary: 'Email a password reset link (answers the same whether or not the address exists)',
  request: { body: jsonBody(ForgotPasswordBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(SuccessSchema, 'Accepted'),
    400: errorResponse('bot_check_failed, or validation_failed: the body is not well-formed JSON'),
    ...rateLimitedResponse,
  },
});

const findTokenRoute = createRoute({
  operationId: 'findPasswordResetToken',
  middleware: [rateLimit('password-find')] as const,
  security: [],
  method: 'get',
  path: '/password/find/{token}',
  tags,
  summary: 'The email address a reset token belongs to',
  request: { params: z.object({ token: z.string().min(1).max(128) }) },
  responses: {
    ...rateLimitedResponse,
    200: jsonData(PasswordTokenInfoSchema, 'The token is valid'),
    404: errorResponse('token_invalid: unknown, used or expired'),
    422: errorResponses[422],
  },
});

const resetPasswordRoute = createRoute({
  operationId: 'resetPassword',
  middleware: [rateLimit('password-reset')] as const,
  security: [],
  method: 'post',
  path: '/password/reset',
  tags,
  summary: 'Set a new password with a reset token',
  request: { body: jsonBody(PasswordResetBodySchema) },
  responses: {
    ...rateLimitedResponse,
    ...bodyResponses,
    200: jsonData(z.object({ id: z.number().int() }), 'Password set; all sessions of the user ended'),
    400: errorResponse('token_invalid, or validation_failed: the body is not well-formed JSON'),
  },
});

export const authRouter = createRouter()
  .openapi(loginRoute, async (c) => {
    const result = await auth.login(c.var.db, c.env, c.req.valid('json'), requestClient(c));
    return c.json({ data: result }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    await auth.logout(c.var.db, c.var.sessionId!);
    return c.json({ data: { success: true as const } }, 200);
  })
  .openapi(currentUserRoute, (c) => c.json({ data: auth.userWithTwoFactorFlag(c.var.user!) }, 200))
  .openapi(forgotPasswordRoute, async (c) => {
    await auth.requestPasswordReset(c.var.db, c.env, c.req.valid('json'), clientIp(c));
    return c.json({ data: { success: true as const } }, 200);
  })
  .openapi(findTokenRoute, async (c) => {
    const info = await auth.findPasswordResetToken(c.var.db, c.req.valid('param').token);
    return c.json({ data: info }, 200);
  })
  .openapi(resetPasswordRoute, async (c) => {
    const result = await auth.resetPassword(c.var.db, c.req.valid('json'), clientIp(c));
    return c.json({ data: result }, 200);
  });
