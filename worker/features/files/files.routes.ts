import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/create-router';
import { errorResponse, errorResponses } from '../../lib/openapi';
import { fileTypes, openSignedDownload } from '../../storage/files';
import { rateLimit, rateLimitedResponse } from '../../lib/rate-limit';

const binary = { schema: z.string().openapi({ format: 'binary' }) };

const downloadFileRoute = createRoute({
  operationId: 'downloadFile',
  middleware: [rateLimit('file')] as const,
  method: 'get',
  path: '/files/{token}',
  tags: ['Files'],
  security: [],
  summary: 'Download a stored file through a signed link (the token is the authorisation; it expires after 5 minutes)',
  request: { params: z.object({ token: z.string().min(1).max(4096) }) },
  responses: {
    ...rateLimitedResponse,
    200: {
      description: 'The file as an attachment, with the type found by its content',
      headers: {
        'Content-Disposition': {
          description: "attachment; filename*=UTF-8''<name encoded per RFC 5987>",
          schema: { type: 'string' },
        },
      },
      content: Object.fromEntries(fileTypes.map((type) => [type, binary])),
    },
    400: errorResponse('token_invalid: tampered, expired or meant for another purpose'),
    404: errorResponse('not_found: the file no longer exists'),
    422: errorResponses[422],
  },
});

/** RFC 6266 with an ASCII fallback for old clients and the exact name as RFC 5987 `filename*`. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const filesRouter = createRouter().openapi(downloadFileRoute, async (c) => {
  const file = await openSignedDownload(c.env, c.req.valid('param').token);
  return c.body(file.body, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(file.name),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});
