import type { Context } from 'hono';

/** The caller's address as Cloudflare reports it; `unknown` locally without the header. */
export const clientIp = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown';
