import { z } from '@hono/zod-openapi';
import { errorCodes } from '../contract/lib/codes';

export const ErrorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      fields: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
      request_id: z
        .string()
        .optional()
        .openapi({
          description:
            'The request’s id, as in the `X-Request-Id` header: quote it when reporting an error. The API sets it on every ' +
            'error; optional here only so that answers recorded before it (client mocks) stay valid.',
          example: '8d5f0c3a1b2c4d5e-ZRH',
        }),
    }),
  })
  .openapi('Error');

const errorContent = { 'application/json': { schema: ErrorResponseSchema } };

export const errorResponses = {
  401: { description: 'Not signed in, or the session ended', content: errorContent },
  403: {
    description: 'forbidden: the role may not do this; password_change_required: a temporary password must be replaced first',
    content: errorContent,
  },
  422: { description: 'The request did not validate', content: errorContent },
  503: {
    description: 'misconfigured: a required secret or key is missing on the server (its log names it)',
    content: errorContent,
  },
} as const;

export const errorResponse = (description: string) => ({ description, content: errorContent });

/** For saves that may change an IBAN or an email address (POST /users/reauthenticate opens the window). */
export const reauthenticationResponses = {
  403: errorResponse(
    'forbidden; password_change_required; reauthentication_required: the change needs the password confirmed in the last 10 minutes',
  ),
} as const;

/** A route that writes to R2: the store refused the write (storage/files.ts putObject); nothing was saved. */
export const storageResponses = {
  503: errorResponse('storage_unavailable: the file store refused the write; nothing was saved, send again'),
} as const;

/** What every route with a JSON body (jsonBody) may answer besides its own statuses: spread into its responses. */
export const bodyResponses = {
  400: errorResponse('validation_failed: the body is not well-formed JSON'),
  413: errorResponse('payload_too_large: the body is larger than 256 KB'),
  415: errorResponse('validation_failed: the body is sent without the Content-Type application/json'),
  422: errorResponses[422],
} as const;

/** What every route with a multipart body may answer when the body cannot be read as one (empty, broken boundary). */
export const multipartResponses = {
  400: errorResponse('validation_failed: the multipart body is empty or malformed'),
} as const;

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

export const jsonData = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: schema }) } },
});
