import { createRoute, z } from '@hono/zod-openapi';
import { clientIp, requestClient } from '../../lib/client-ip';
import { createRouter } from '../../lib/create-router';
import { bodyResponses, errorResponse, errorResponses, jsonBody, jsonData, reauthenticationResponses } from '../../lib/openapi';
import { requireRole, requireStaffSession } from '../../middleware/auth';
import { IdParams } from '../../contract/lib/validation';
import { LoginResultSchema } from '../../contract/auth/auth.schemas';
import {
  RecoveryCodesSchema,
  TwoFactorCodeBodySchema,
  TwoFactorDisableBodySchema,
  TwoFactorLoginBodySchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../../contract/two-factor/two-factor.schemas';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';
import * as twoFactor from './two-factor.service';

const tags = ['Two-factor sign-in'];
const security = [{ bearerAuth: [] }];
/** Staff only, and reachable while the set-up is required (the other calls answer two_factor_setup_required). */
const staff = { security, middleware: [requireStaffSession] };
const denied = {
  401: errorResponses[401],
  403: errorResponse('forbidden: coaches do not use two-factor sign-in'),
};
const SuccessSchema = z.object({ success: z.literal(true) });

const loginTwoFactorRoute = createRoute({
  operationId: 'loginTwoFactor',
  security: [],
  method: 'post',
  path: '/login/two-factor',
  tags,
  summary: 'Second sign-in step: the challenge from POST /api/login and a TOTP or recovery code',
  // Per client before anything else (also garbage counts); the service adds the per-account limit.
  middleware: [rateLimit('login-two-factor', 'LOGIN_CLIENT_LIMITER')] as const,
  request: { body: jsonBody(TwoFactorLoginBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(LoginResultSchema, 'Signed in: a bearer token, its expiry (unix seconds) and the user'),
    400: errorResponse('token_invalid: the challenge expired (5 minutes) or the password changed; validation_failed'),
    401: errorResponse('two_factor_code_invalid: wrong, expired or already used code'),
    403: errorResponse('not_approved, account_inactive or temporary_password_expired'),
    ...rateLimitedResponse,
    503: errorResponses[503],
  },
});

const statusRoute = createRoute({
  operationId: 'getTwoFactorStatus',
  method: 'get',
  path: '/users/two-factor',
  tags,
  ...staff,
  summary: 'Whether the own two-factor sign-in is on, required, and how many recovery codes are left',
  responses: { 200: jsonData(TwoFactorStatusSchema, 'Status'), ...denied },
});

const setupRoute = createRoute({
  operationId: 'startTwoFactorSetup',
  method: 'post',
  path: '/users/two-factor/setup',
  tags,
  ...staff,
  summary: 'A new secret for an authenticator app (and its otpauth URI); on only after POST …/enable',
  responses: {
    200: jsonData(TwoFactorSetupSchema, 'The secret, shown once'),
    ...denied,
    409: errorResponse('two_factor_already_enabled'),
    503: errorResponses[503],
  },
});

const enableRoute = createRoute({
  operationId: 'enableTwoFactor',
  method: 'post',
  path: '/users/two-factor/enable',
  tags,
  ...staff,
  summary: 'Turn two-factor sign-in on with a first code from the app; answers the recovery codes (shown once)',
  request: { body: jsonBody(TwoFactorCodeBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(RecoveryCodesSchema, 'On; 10 recovery codes'),
    400: errorResponse('two_factor_code_invalid, or validation_failed: the body is not well-formed JSON'),
    ...denied,
    409: errorResponse('two_factor_already_enabled, or two_factor_not_enabled: no set-up started'),
    ...rateLimitedResponse,
    503: errorResponses[503],
  },
});

const recoveryCodesRoute = createRoute({
  operationId: 'regenerateRecoveryCodes',
  method: 'post',
  path: '/users/two-factor/recovery-codes',
  tags,
  ...staff,
  summary: 'Replace the recovery codes (the old ones stop working), confirmed with a current code',
  request: { body: jsonBody(TwoFactorCodeBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(RecoveryCodesSchema, '10 new recovery codes'),
    400: errorResponse('two_factor_code_invalid, or validation_failed: the body is not well-formed JSON'),
    ...denied,
    409: errorResponse('two_factor_not_enabled'),
    ...rateLimitedResponse,
    503: errorResponses[503],
  },
});

const disableRoute = createRoute({
  operationId: 'disableTwoFactor',
  method: 'post',
  path: '/users/two-factor/disable',
  tags,
  ...staff,
  summary: 'Turn two-factor sign-in off with the password and a current code (not while required for the role)',
  request: { body: jsonBody(TwoFactorDisableBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(SuccessSchema, 'Off; the recovery codes are deleted'),
    400: errorResponse('two_factor_code_invalid, or validation_failed: the body is not well-formed JSON'),
    ...denied,
    409: errorResponse('two_factor_required (the organisation requires it for the role) or two_factor_not_enabled'),
    422: errorResponse('old_password_wrong (field password), or the body did not validate'),
    ...rateLimitedResponse,
    503: errorResponses[503],
  },
});

const resetRoute = createRoute({
  operationId: 'resetTwoFactor',
  method: 'post',
  path: '/users/{id}/two-factor/reset',
  tags,
  security,
  middleware: [requireRole('admin')] as const,
  summary:
    'Admin (password confirmed in the last 10 minutes): turn off a staff member’s two-factor sign-in and end their sessions',
  request: { params: IdParams },
  responses: {
    200: jsonData(SuccessSchema, 'Off; their recovery codes and sessions are deleted; they are mailed'),
    401: errorResponses[401],
    ...reauthenticationResponses,
    404: errorResponse('not_found: no staff account with this id'),
    409: errorResponse('conflict: the own account (turn it off in My profile instead)'),
    422: errorResponses[422],
  },
});

export const twoFactorRouter = createRouter()
  .openapi(loginTwoFactorRoute, async (c) => {
    const result = await twoFactor.completeLogin(c.var.db, c.env, c.req.valid('json'), requestClient(c));
    return c.json({ data: result }, 200);
  })
  .openapi(statusRoute, async (c) => c.json({ data: await twoFactor.getStatus(c.var.db, c.var.user!) }, 200))
  .openapi(setupRoute, async (c) => c.json({ data: await twoFactor.startSetup(c.var.db, c.env, c.var.user!) }, 200))
  .openapi(enableRoute, async (c) => {
    const codes = await twoFactor.confirmSetup(c.var.db, c.env, c.var.user!, c.req.valid('json').code, clientIp(c));
    return c.json({ data: codes }, 200);
  })
  .openapi(recoveryCodesRoute, async (c) => {
    const { code } = c.req.valid('json');
    return c.json({ data: await twoFactor.regenerateRecoveryCodes(c.var.db, c.env, c.var.user!, code, requestClient(c)) }, 200);
  })
  .openapi(resetRoute, async (c) => {
    await twoFactor.resetForUser(c.var.db, c.env, c.var.user!, c.req.valid('param').id, c.var.sessionId, clientIp(c));
    return c.json({ data: { success: true as const } }, 200);
  })
  .openapi(disableRoute, async (c) => {
    await twoFactor.disable(c.var.db, c.env, c.var.user!, c.req.valid('json'), requestClient(c));
    return c.json({ data: { success: true as const } }, 200);
  });
