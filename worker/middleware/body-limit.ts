import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from '../lib/env';
import { AppError } from '../lib/errors';
import { MAX_FILE_BYTES } from '../storage/files';

/** The largest request body outside file uploads (JSON forms are a few KB; the biggest, an inquiry, stays far below). */
export const MAX_BODY_BYTES = 256 * 1024;

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB`);
  },
});

/**
 * Refuses bodies over MAX_BODY_BYTES with 413 `payload_too_large` before anything reads them. Multipart bodies are the
 * file uploads: their routes set their own, larger limit (413 `file_too_large`).
 */
export const requestBodyLimit: MiddlewareHandler<AppBindings> = (c, next) => {
  const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'multipart/form-data' ? next() : limit(c, next);
};

/** The limit of a route that takes one file (multipart): the file plus room for the form's other parts. */
export const singleFileUploadLimit = bodyLimit({
  maxSize: MAX_FILE_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError(413, 'file_too_large', `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  },
});
