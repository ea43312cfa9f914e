import { z } from 'zod';
import { validationKeys as v } from '../lib/codes';

export const ActiveSessionSchema = z
  .object({
    /** Opaque: a hash of the stored token hash, so the list never reveals anything that opens a session. */
    id: z.string(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    ip: z.string().nullable(),
    /** Unix seconds. */
    signed_in_at: z.number().int(),
    /** Unix seconds; exact to about a minute. */
    last_used_at: z.number().int(),
    /** The session making this request. */
    current: z.boolean(),
  })
  .meta({ id: 'ActiveSession' });
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

export const SessionIdParams = z.object({ id: z.string().max(128) });

export const SignedOutSchema = z.object({ signed_out: z.number().int() }).meta({ id: 'SignedOut' });

export const ReauthenticateBodySchema = z
  .object({ password: z.string({ error: v.required }).min(1, v.required).max(1024, v.tooLong) })
  .meta({ id: 'ReauthenticateBody' });
export type ReauthenticateBody = z.infer<typeof ReauthenticateBodySchema>;

export const ReauthenticatedSchema = z
  .object({
    /** Unix seconds until which changes that need a confirmed password are allowed in this session. */
    valid_until: z.number().int(),
  })
  .meta({ id: 'Reauthenticated' });
