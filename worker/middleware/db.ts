import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import * as schema from '../db/schema';
import type { AppBindings } from '../lib/env';

export const createDb = (d1: D1Database) => drizzle(d1, { schema });

export const dbMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  c.set('db', createDb(c.env.DB));
  await next();
});
