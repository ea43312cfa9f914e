import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppBindings } from './env';
import { AppError } from './errors';

/** One router per feature; zod failures become 422 `validation_failed` with field issues. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError(
          422,
          'validation_failed',
          'The request did not validate',
          result.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            code: issue.code,
            message: issue.message,
          })),
        );
      }
    },
  });
}
