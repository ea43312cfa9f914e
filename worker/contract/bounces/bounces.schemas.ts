import { z } from 'zod';
import { emailField } from '../lib/validation';

/*
 * Bounces: Postmark's webhook reports them, the addresses that must not get mail any more are kept in
 * `mail_suppressions`, and staff see them on the person (docs/emails.md, "Delivery").
 */

/** Any Postmark webhook event: only `Bounce` and `SpamComplaint` are recorded, the others are acknowledged. */
export const PostmarkEventSchema = z
  .looseObject({
    RecordType: z.string().meta({ description: 'Postmark’s event kind: `Bounce`, `SpamComplaint`, `Delivery`, `Open` …' }),
  })
  .meta({ id: 'PostmarkEvent' });

/** The fields of a bounce or spam complaint that are used (Postmark sends more). */
export const PostmarkBounceSchema = z.looseObject({
  RecordType: z.enum(['Bounce', 'SpamComplaint']),
  /** The id Postmark gave the message when it was sent: `mail_outbox.provider_message_id`. */
  MessageID: z.string().min(1),
  Email: z.string().trim().min(1),
  /** `HardBounce`, `SoftBounce`, `SpamComplaint`, `Transient` … */
  Type: z.string().min(1),
  Description: z.string().nullish(),
  BouncedAt: z.iso.datetime({ offset: true, local: false }),
  /** Postmark deactivated the address: it sends nothing more to it either. */
  Inactive: z.boolean().optional(),
});
export type PostmarkBounce = z.infer<typeof PostmarkBounceSchema>;

export const PostmarkEventResultSchema = z
  .object({
    /** The event was a bounce or spam complaint and was recorded. */
    recorded: z.boolean(),
    /** The address is now on the suppression list (hard bounce, spam complaint, or deactivated by Postmark). */
    suppressed: z.boolean(),
  })
  .meta({ id: 'PostmarkEventResult' });

export const MailSuppressionSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    /** Postmark's bounce type, e.g. `HardBounce`, `SpamComplaint`. */
    reason: z.string(),
    /** Postmark's explanation, in English. */
    description: z.string().nullable(),
    /** Unix seconds. */
    bounced_at: z.number().int(),
  })
  .meta({ id: 'MailSuppression' });
export type MailSuppression = z.infer<typeof MailSuppressionSchema>;

export const MailSuppressionListSchema = z.array(MailSuppressionSchema).meta({ id: 'MailSuppressionList' });

export const MailSuppressionQuery = z.object({
  email: emailField().meta({ description: 'The person’s address (compared without regard to case)' }),
});
