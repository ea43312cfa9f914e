import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../contract/lib/codes';

export interface FieldIssue {
  path: string;
  code: string;
  message: string;
}

/** A business error with a stable code; converted to `{ error: { code, message, fields } }` at the edge. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Authentication required');
export const forbidden = () => new AppError(403, 'forbidden', 'You may not do this');
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);

/** A file upload whose form has no file in `file`. */
export const fileRequired = () =>
  new AppError(422, 'validation_failed', 'A file is required', [{ path: 'file', code: 'required', message: 'required' }]);
