import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppBindings } from './env';

export const openApiConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Workshop Admin API',
    version: '0.1.0',
    description:
      'API of Workshop Admin: workshop inquiries from schools and the coaches who give the workshops. ' +
      'Successful bodies are `{ data }`; errors are `{ error: { code, message, fields?, request_id } }` with a stable code. ' +
      'Every answer carries the request’s id in `X-Request-Id` (the `request_id` of an error): quote it when reporting one.',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    contact: { name: 'Workshop Admin team', email: 'team@example.org' },
  },
  servers: [{ url: '/', description: 'This deployment' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'Authentication', description: 'Sign-in, sessions and password reset' },
    { name: 'Users', description: 'The signed-in user’s password and settings' },
    { name: 'Base data', description: 'Lists and constants the interface needs' },
    { name: 'Coaches', description: 'Coach accounts, approval and the coaches list' },
    { name: 'Profiles', description: 'The coach profile: personal, bank, permit and coaching data, files' },
    { name: 'Files', description: 'Downloads through short-lived signed links' },
    { name: 'Inquiries', description: 'Workshop inquiries from schools' },
    { name: 'Workshops', description: 'Workshops, series and their states' },
    { name: 'Master data', description: 'What staff keep themselves: offered workshops, materials, the team, lists, terms' },
    { name: 'News', description: 'News for the dashboard feeds, per language' },
  ],
};

type OpenApiDocument = ReturnType<OpenAPIHono<AppBindings>['getOpenAPI31Document']>;

const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** What the route validation answers before a route's own code runs, for every operation with parameters or a body. */
const validationResponse = {
  '422': { description: 'validation_failed: a parameter or the body did not validate (see `fields`)', content: errorBody },
};

/** Any request while the deployment lacks its signing secret (worker/middleware/configuration.ts). */
const configurationResponse = {
  '503': {
    description: 'misconfigured: a required secret or key is missing on the server (its log names it)',
    content: errorBody,
  },
};

/** What the JSON body parser answers, for every operation that takes a JSON body. */
const bodyParserResponses = {
  '400': { description: 'validation_failed: the body is not well-formed JSON', content: errorBody },
  '413': { description: 'payload_too_large: the body is larger than the limit', content: errorBody },
  '415': { description: 'validation_failed: the body is not sent as application/json', content: errorBody },
};

/**
 * Adds the answers the shared middleware and request validation give to every operation they apply to, documented once here
 * instead of on each route; a route's own description of the same status wins.
 */
export function withSharedResponses(document: OpenApiDocument): OpenApiDocument {
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      if (typeof operation !== 'object' || !operation || !('responses' in operation)) continue;
      const body = operation.requestBody;
      const takesJson = !!body && 'content' in body && !!body.content['application/json'];
      const validated = takesJson || (operation.parameters?.length ?? 0) > 0;
      operation.responses = {
        ...configurationResponse,
        ...(takesJson ? bodyParserResponses : {}),
        ...(validated ? validationResponse : {}),
        ...operation.responses,
      };
    }
  }
  return document;
}

export const buildOpenApiDocument = (app: OpenAPIHono<AppBindings>) =>
  withSharedResponses(app.getOpenAPI31Document(openApiConfig));
