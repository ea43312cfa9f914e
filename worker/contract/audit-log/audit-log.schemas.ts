import { z } from 'zod';
import { dateField, intParam } from '../lib/validation';

export const AUDIT_PAGE_MAX = 100;

export const AuditLogQuerySchema = z
  .object({
    /** The user who acted (their id). */
    actor: intParam(1).optional(),
    /** An action or the start of one: `coach.` matches every coach action. */
    action: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z_.]*$/)
      .optional(),
    entity_type: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z_]*$/)
      .optional(),
    entity_id: z.string().trim().max(40).optional(),
    from: dateField().optional().meta({ description: 'First day (Europe/Zurich), included' }),
    to: dateField().optional().meta({ description: 'Last day (Europe/Zurich), included' }),
    /** Keyset page: only entries older than this id (the previous page's `next_before`). */
    before: intParam(1).optional(),
    per_page: intParam(1, AUDIT_PAGE_MAX).default(50).meta({ default: 50 }),
  })
  .meta({ id: 'AuditLogQuery' });
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    /** Unix seconds. */
    created_at: z.number().int(),
    action: z.string(),
    /** Null for the system (scheduled jobs) and anonymous callers. */
    actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
    entity_type: z.string().nullable(),
    entity_id: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogPageSchema = z
  .object({
    /** Newest first. */
    items: z.array(AuditEntrySchema),
    /** Pass as `before` for the next (older) page; null on the last page. */
    next_before: z.number().int().nullable(),
  })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
