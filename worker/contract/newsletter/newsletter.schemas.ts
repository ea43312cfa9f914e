import { z } from 'zod';
import { mailStatuses, newsletterStates, uiLanguages } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { pageParams, requiredString, searchText } from '../lib/validation';

/*
 * The newsletter (docs/decisions/033-newsletter.md): double opt-in from the inquiry form, public confirm and
 * unsubscribe links, the subscriber list and the newsletters admins write and send.
 */

export const NEWSLETTER_TITLE_MAX = 200;
export const NEWSLETTER_TEXT_MAX = 20_000;
/** Subscribers per page of the list. */
export const SUBSCRIBERS_PER_PAGE_MAX = 100;

export const subscriberStates = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof subscriberStates)[number];

/** A signed link's token (confirm or unsubscribe). */
export const TokenBodySchema = z
  .object({ token: z.string({ error: v.required }).min(1, v.required).max(2000, v.tooLong) })
  .meta({ id: 'NewsletterTokenBody' });

export const SubscriptionSchema = z
  .object({
    /** `confirmed` after confirming; `unsubscribed` after unsubscribing (or when confirming an address unsubscribed since). */
    state: z.enum(subscriberStates),
  })
  .meta({ id: 'NewsletterSubscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriberQuerySchema = z.object({
  state: z.enum(subscriberStates, { error: v.choiceInvalid }).optional(),
  language: z.enum(uiLanguages, { error: v.choiceInvalid }).optional(),
  q: searchText('Words that must each appear in the address or the name.').optional(),
  ...pageParams(SUBSCRIBERS_PER_PAGE_MAX),
});
export type SubscriberQuery = z.output<typeof SubscriberQuerySchema>;
export const SubscriberExportQuerySchema = SubscriberQuerySchema.omit({ page: true, per_page: true });
export type SubscriberExportQuery = z.output<typeof SubscriberExportQuerySchema>;

export const SubscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    language: z.enum(uiLanguages),
    /** Where consent was asked: `inquiry-form`. */
    source: z.string(),
    state: z.enum(subscriberStates),
    /** Unix seconds: when the confirmation mail was asked for (the last time). */
    consent_requested_at: z.number().int(),
    /** Unix seconds: the consent date (the confirmation link opened). */
    confirmed_at: z.number().int().nullable(),
    unsubscribed_at: z.number().int().nullable(),
  })
  .meta({ id: 'NewsletterSubscriber' });
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const SubscriberListSchema = z
  .object({
    items: z.array(SubscriberSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Counts per state under the other filters. */
    counts: z.object({ pending: z.number().int(), confirmed: z.number().int(), unsubscribed: z.number().int() }),
  })
  .meta({ id: 'NewsletterSubscriberList' });
export type SubscriberList = z.infer<typeof SubscriberListSchema>;

const ContentBodySchema = z.object(
  {
    title: requiredString(NEWSLETTER_TITLE_MAX),
    /** Markdown; raw HTML in it is shown as text, never as markup. */
    text: z.string({ error: v.required }).trim().min(1, v.required).max(NEWSLETTER_TEXT_MAX, v.tooLong),
  },
  { error: v.required },
);

/** Title and Markdown text per language; German required, subscribers of a language left out get the German one. */
export const NewsletterBodySchema = z
  .object({
    content: z.object(
      {
        de: ContentBodySchema,
        fr: ContentBodySchema.nullish(),
        it: ContentBodySchema.nullish(),
        en: ContentBodySchema.nullish(),
      },
      { error: v.required },
    ),
  })
  .meta({ id: 'NewsletterBody' });
export type NewsletterBodyInput = z.input<typeof NewsletterBodySchema>;
export type NewsletterBody = z.output<typeof NewsletterBodySchema>;

const ContentSchema = z.object({ title: z.string(), text: z.string() });

/** The send log: the newsletter's copies in the outbox by state. */
export const SendLogSchema = z.object(
  Object.fromEntries(mailStatuses.map((status) => [status, z.number().int()])) as Record<
    (typeof mailStatuses)[number],
    z.ZodNumber
  >,
);

export const NewsletterSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(newsletterStates),
    content: z.object({
      de: ContentSchema,
      fr: ContentSchema.optional(),
      it: ContentSchema.optional(),
      en: ContentSchema.optional(),
    }),
    created_at: z.number().int(),
    updated_at: z.number().int(),
    /** Unix seconds: the last test send of the current content; null after a change (send needs a new test). */
    test_sent_at: z.number().int().nullable(),
    sent_at: z.number().int().nullable(),
    sent_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** Copies written to the outbox (one per confirmed subscriber at sending). */
    recipient_count: z.number().int().nullable(),
    log: SendLogSchema,
  })
  .meta({ id: 'Newsletter' });
export type Newsletter = z.infer<typeof NewsletterSchema>;

/** The newsletters, newest first, and how many confirmed subscribers a send would reach now. */
export const NewslettersSchema = z
  .object({ items: z.array(NewsletterSchema), recipients: z.number().int() })
  .meta({ id: 'NewsletterList' });
export type Newsletters = z.infer<typeof NewslettersSchema>;
