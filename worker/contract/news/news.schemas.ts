import { z } from 'zod';
import { uiLanguages } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { isValidIsoDate } from '../lib/dates';
import { dateField, idParam, requiredString } from '../lib/validation';
import { NEWS_TEXT_MAX, NEWS_TITLE_MAX, newsAudiences, newsStatuses } from './news.constants';

export { NEWS_TEXT_MAX, NEWS_TITLE_MAX, newsAudiences, newsStatuses, type NewsAudience, type NewsStatus } from './news.constants';

/*
 * News for the dashboard feeds: title and Markdown text per language (German required, the others fall back to it),
 * the feeds that show it, a publication window and a pin. One schema for the SPA form and the API.
 */

const NewsTranslationBodySchema = z.object(
  {
    title: requiredString(NEWS_TITLE_MAX),
    /** Markdown; raw HTML in it is never rendered as markup (docs/decisions/012). */
    text: z.string({ error: v.required }).trim().min(1, v.required).max(NEWS_TEXT_MAX, v.tooLong),
  },
  { error: v.required },
);
export type NewsTranslationBody = z.output<typeof NewsTranslationBodySchema>;

const nullableDate = () => dateField().nullable();

export const NewsBodySchema = z
  .object({
    translations: z.object(
      {
        de: NewsTranslationBodySchema,
        fr: NewsTranslationBodySchema.nullish(),
        it: NewsTranslationBodySchema.nullish(),
        en: NewsTranslationBodySchema.nullish(),
      },
      { error: v.required },
    ),
    /** At least one feed. */
    audiences: z
      .array(z.enum(newsAudiences, { error: v.choiceInvalid }), { error: v.required })
      .min(1, v.required)
      .transform((list) => [...new Set(list)]),
    /** The first day shown (Zurich); null keeps it a draft. */
    publish_from: nullableDate(),
    /** The last day shown, inclusive; null: open-ended. */
    publish_until: nullableDate(),
    pinned: z.boolean({ error: v.choiceInvalid }).default(false),
  })
  .superRefine((body, ctx) => {
    const { publish_from: from, publish_until: until } = body;
    if (from && until && isValidIsoDate(from) && isValidIsoDate(until) && until < from) {
      ctx.addIssue({ code: 'custom', path: ['publish_until'], message: v.endDateBeforeStart });
    }
  })
  .meta({ id: 'NewsBody' });
export type NewsBodyInput = z.input<typeof NewsBodySchema>;
export type NewsBody = z.output<typeof NewsBodySchema>;

/*
 * The spec's paths `news/{language}` (GET) and `news/{id}` (PUT, DELETE) are one path template to OpenAPI, which
 * forbids two templates that differ only in the parameter's name: both operations call the segment `key`.
 */
export const FeedParams = z.object({
  key: z.enum(uiLanguages, { error: v.choiceInvalid }).meta({ description: 'The language to read: de, fr, it or en' }),
});
export const NewsIdParams = z.object({ key: idParam().meta({ description: 'The news item’s id' }) });

const TranslationSchema = z.object({ title: z.string(), text: z.string() });

export const NewsItemSchema = z
  .object({
    id: z.number().int(),
    /** Every language written; German always. */
    translations: z.object({
      de: TranslationSchema,
      fr: TranslationSchema.optional(),
      it: TranslationSchema.optional(),
      en: TranslationSchema.optional(),
    }),
    audiences: z.array(z.enum(newsAudiences)),
    publish_from: z.string().nullable(),
    publish_until: z.string().nullable(),
    pinned: z.boolean(),
    status: z.enum(newsStatuses),
    created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** Unix seconds. */
    updated_at: z.number().int(),
  })
  .meta({ id: 'NewsItem' });
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsListSchema = z.array(NewsItemSchema).meta({ id: 'NewsList' });

export const NewsFeedItemSchema = z
  .object({
    id: z.number().int(),
    /** The language of title and text: the one asked for, or German when the item has no such translation. */
    language: z.enum(uiLanguages),
    title: z.string(),
    /** Markdown: render it with raw HTML escaped and the output sanitised (web/components/markdown.tsx). */
    text: z.string(),
    pinned: z.boolean(),
    publish_from: z.string(),
    publish_until: z.string().nullable(),
  })
  .meta({ id: 'NewsFeedItem' });
export type NewsFeedItem = z.infer<typeof NewsFeedItemSchema>;

export const NewsFeedSchema = z.array(NewsFeedItemSchema).meta({ id: 'NewsFeed' });
