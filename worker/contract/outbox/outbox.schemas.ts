import { z } from 'zod';
import { mailStatuses, mailStreams, uiLanguages } from '../enums';
import { pageParams, searchText } from '../lib/validation';

/** Filters of the outbox list; each optional. Newest first. */
export const OutboxListQuerySchema = z
  .object({
    ...pageParams(100),
    state: z.enum(mailStatuses).optional(),
    /** A template name, e.g. `password-reset`. */
    template: z.string().max(60).optional(),
    recipient: searchText('Part of the recipient address.').optional(),
  })
  .meta({ id: 'OutboxListQuery' });
export type OutboxListQuery = z.infer<typeof OutboxListQuerySchema>;

export const OutboxItemSchema = z
  .object({
    id: z.number().int(),
    /** The catalogue id of docs/emails.md (`O01`); null for a template no longer in the catalogue. */
    code: z.string().nullable(),
    template: z.string(),
    recipient: z.string(),
    language: z.enum(uiLanguages),
    stream: z.enum(mailStreams),
    state: z.enum(mailStatuses),
    /** Never a secret (docs/emails.md). */
    subject: z.string(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    /** Unix seconds, as every time below. */
    created_at: z.number().int(),
    sent_at: z.number().int().nullable(),
    bounced_at: z.number().int().nullable(),
    dead_lettered_at: z.number().int().nullable(),
    /** When text and HTML were emptied (a secret after sending, or old bodies); such a mail cannot be resent. */
    body_removed_at: z.number().int().nullable(),
    /** Only a failed mail whose body is kept can be sent again. */
    can_resend: z.boolean(),
  })
  .meta({ id: 'OutboxItem' });
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

export const OutboxListSchema = z
  .object({
    items: z.array(OutboxItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Mails per state under the other filters, for the state tabs. */
    counts: z.object({
      queued: z.number().int(),
      sending: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
      bounced: z.number().int(),
    }),
    /** The templates to filter by: every catalogue template, with its id. */
    templates: z.array(z.object({ template: z.string(), code: z.string() })),
  })
  .meta({ id: 'OutboxList' });
export type OutboxList = z.infer<typeof OutboxListSchema>;

export const OutboxDetailSchema = OutboxItemSchema.extend({
  /** The message as sent, secrets replaced by `•••••` (link tokens, passwords); null once the body was removed. */
  preview: z.object({ text: z.string(), html: z.string() }).nullable(),
}).meta({ id: 'OutboxDetail' });
export type OutboxDetail = z.infer<typeof OutboxDetailSchema>;
