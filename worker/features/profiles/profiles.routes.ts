import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { clientIp } from '../../lib/client-ip';
import { fileRequired } from '../../lib/errors';
import {
  bodyResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonData,
  multipartResponses,
  reauthenticationResponses,
} from '../../lib/openapi';
import { IdParams } from '../../contract/lib/validation';
import { ownCoachPath, requireAuth, requireRole } from '../../middleware/auth';
import { singleFileUploadLimit } from '../../middleware/body-limit';
import {
  CoachHrUpdateBodySchema,
  CoachProfileSchema,
  CoachProfileUpdateBodySchema,
  FileLinkSchema,
  OwnProfileSchema,
  ProfileFileSchema,
  RevealBodySchema,
  RevealedFieldSchema,
} from '../../contract/profiles/profiles.schemas';
import { profileFileKinds } from '../../contract/enums';
import * as profiles from './profiles.service';

const tags = ['Profiles'];
const FileParams = IdParams.extend({ kind: z.enum(profileFileKinds) });
const denied = { 401: errorResponses[401], 403: errorResponses[403] };
const notFound = { 404: errorResponse('not_found') };
/** Profiles read and write encrypted fields: without DATA_ENCRYPTION_KEYS they answer 503. */
const needsKey = { 503: errorResponses[503] };

const ownRoute = createRoute({
  operationId: 'getOwnProfile',
  method: 'get',
  path: '/profiles',
  tags,
  summary: 'The signed-in user’s profile (coaches: the whole coach profile; other roles: null)',
  middleware: [requireAuth] as const,
  responses: { 200: jsonData(OwnProfileSchema, 'The own profile'), ...denied, ...needsKey },
});

const updateOwnRoute = createRoute({
  operationId: 'updateOwnProfile',
  method: 'put',
  path: '/profiles',
  tags,
  summary: 'A coach saves their profile (may be incomplete; formats are checked). HR is told when an approved coach changes it',
  middleware: [requireRole('coach')] as const,
  request: { body: jsonBody(CoachProfileUpdateBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(CoachProfileSchema, 'The saved profile'),
    ...denied,
    ...needsKey,
    ...reauthenticationResponses,
  },
});

const coachProfileRoute = createRoute({
  operationId: 'getCoachProfile',
  method: 'get',
  path: '/profiles/{id}',
  tags,
  summary: 'A coach’s profile for staff: finance/admin get everything (audited), associates the coaching part',
  middleware: [requireRole('admin', 'associate', 'finance')] as const,
  request: { params: IdParams },
  responses: {
    200: jsonData(CoachProfileSchema, 'The profile'),
    ...denied,
    ...needsKey,
    ...notFound,
    422: errorResponses[422],
  },
});

const updateHrRoute = createRoute({
  operationId: 'updateCoachHrFields',
  method: 'put',
  path: '/profiles/{id}',
  tags,
  summary: 'HR sets a coach’s personnel id and ABAKUS number',
  middleware: [requireRole('admin', 'finance')] as const,
  request: { params: IdParams, body: jsonBody(CoachHrUpdateBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(CoachProfileSchema, 'The profile'),
    ...denied,
    ...needsKey,
    ...notFound,
  },
});

const revealOwnRoute = createRoute({
  operationId: 'revealOwnProfileField',
  method: 'post',
  path: '/profiles/reveal',
  tags,
  summary: 'A coach shows one of their masked fields (AHV number, IBAN, salaries) in clear text (audited)',
  middleware: [requireRole('coach')] as const,
  request: { body: jsonBody(RevealBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(RevealedFieldSchema, 'The field in clear text'),
    ...denied,
    ...needsKey,
  },
});

const revealRoute = createRoute({
  operationId: 'revealCoachProfileField',
  method: 'post',
  path: '/profiles/{id}/reveal',
  tags,
  summary: 'Finance/admin show one of a coach’s masked fields (AHV number, IBAN, salaries) in clear text (audited)',
  middleware: [requireRole('admin', 'finance')] as const,
  request: { params: IdParams, body: jsonBody(RevealBodySchema) },
  responses: {
    ...bodyResponses,
    200: jsonData(RevealedFieldSchema, 'The field in clear text'),
    ...denied,
    ...needsKey,
    ...notFound,
  },
});

/** Multipart bodies are held in memory while parsed: refuse oversized requests before that. */
const uploadRoute = createRoute({
  operationId: 'uploadProfileFile',
  method: 'post',
  path: '/profiles/{id}/files/{kind}',
  tags,
  summary:
    'Upload a profile file (PDF, JPEG or PNG, checked by content, at most 10 MB): the coach their permit scans and self-employment proof, HR the contract (PDF)',
  middleware: [requireRole('coach', 'admin', 'finance'), ownCoachPath('id'), singleFileUploadLimit] as const,
  request: {
    params: FileParams,
    body: {
      required: true,
      content: {
        'multipart/form-data': { schema: z.object({ file: z.any().meta({ type: 'string', format: 'binary' }) }) },
      },
    },
  },
  responses: {
    201: jsonData(ProfileFileSchema, 'The stored file'),
    ...multipartResponses,
    ...denied,
    ...needsKey,
    ...notFound,
    413: errorResponse('file_too_large'),
    415: errorResponse('file_type_not_allowed'),
    422: errorResponses[422],
    503: errorResponse(
      'misconfigured: a required secret or key is missing; storage_unavailable: the file store refused the write, nothing was saved',
    ),
  },
});

const deleteFileRoute = createRoute({
  operationId: 'deleteProfileFile',
  method: 'delete',
  path: '/profiles/{id}/files/{kind}',
  tags,
  summary: 'Remove a profile file',
  middleware: [requireRole('coach', 'admin', 'finance')] as const,
  request: { params: FileParams },
  responses: {
    204: { description: 'Removed' },
    ...denied,
    ...needsKey,
    ...notFound,
    422: errorResponses[422],
  },
});

const fileLinkRoute = createRoute({
  operationId: 'getProfileFileLink',
  method: 'get',
  path: '/profiles/{id}/files/{kind}/link',
  tags,
  summary: 'A signed download link valid 5 minutes: the coach for their own files, finance/admin for any (audited)',
  middleware: [requireRole('coach', 'admin', 'finance')] as const,
  request: { params: FileParams },
  responses: {
    200: jsonData(FileLinkSchema, 'The link'),
    ...denied,
    ...needsKey,
    ...notFound,
    422: errorResponses[422],
  },
});

export const profilesRouter = createRouter()
  .openapi(ownRoute, async (c) => c.json({ data: await profiles.ownProfile(c.var.db, c.env, c.var.user!) }, 200))
  .openapi(updateOwnRoute, async (c) =>
    c.json({ data: await profiles.updateOwnProfile(c.var.db, c.env, c.var.user!, c.req.valid('json'), c.var.sessionId) }, 200),
  )
  .openapi(revealOwnRoute, async (c) => {
    const { field } = c.req.valid('json');
    const user = c.var.user!;
    return c.json({ data: await profiles.revealProfileField(c.var.db, c.env, user, user.id, field, clientIp(c)) }, 200);
  })
  .openapi(revealRoute, async (c) => {
    const { field } = c.req.valid('json');
    const id = c.req.valid('param').id;
    return c.json({ data: await profiles.revealProfileField(c.var.db, c.env, c.var.user!, id, field, clientIp(c)) }, 200);
  })
  .openapi(coachProfileRoute, async (c) => {
    const profile = await profiles.coachProfileFor(c.var.db, c.env, c.var.user!, c.req.valid('param').id, clientIp(c));
    return c.json({ data: profile }, 200);
  })
  .openapi(updateHrRoute, async (c) => {
    const profile = await profiles.updateHrFields(c.var.db, c.env, c.var.user!, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: profile }, 200);
  })
  .openapi(uploadRoute, async (c) => {
    const { id, kind } = c.req.valid('param');
    const { file } = c.req.valid('form');
    if (!(file instanceof File)) throw fileRequired();
    return c.json({ data: await profiles.uploadProfileFile(c.var.db, c.env, c.var.user!, id, kind, file) }, 201);
  })
  .openapi(deleteFileRoute, async (c) => {
    const { id, kind } = c.req.valid('param');
    await profiles.deleteProfileFile(c.var.db, c.env, c.var.user!, id, kind);
    return c.body(null, 204);
  })
  .openapi(fileLinkRoute, async (c) => {
    const { id, kind } = c.req.valid('param');
    return c.json({ data: await profiles.profileFileLink(c.var.db, c.env, c.var.user!, id, kind, clientIp(c)) }, 200);
  });
