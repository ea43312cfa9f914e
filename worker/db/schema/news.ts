import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { uiLanguages } from '../../contract/enums';
import { users } from './users';

/**
 * News on the dashboard, for one or more feeds (visible_for_*: coache, associate, finance). Title and Markdown text per
 * language in news_translations (German required, the others fall back to it). Shown from `publish_from` (a Zurich
 * date; null = draft) until `publish_until` (inclusive; null = open-ended); pinned items come first.
 */
export const news = sqliteTable(
  'news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    visibleForCoaches: integer('visible_for_coaches', { mode: 'boolean' }).notNull().default(true),
    visibleForAssociates: integer('visible_for_associates', { mode: 'boolean' }).notNull().default(true),
    visibleForFinance: integer('visible_for_finance', { mode: 'boolean' }).notNull().default(true),
    publishFrom: text('publish_from'),
    publishUntil: text('publish_until'),
    pinned: integer('pinned', { mode: 'boolean' }).notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('news_publish_idx').on(t.publishFrom, t.publishUntil), index('news_created_by_idx').on(t.createdById)],
);

export const newsTranslations = sqliteTable(
  'news_translations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    language: text('language', { enum: uiLanguages }).notNull(),
    title: text('title').notNull(),
    /** Markdown; rendered with raw HTML escaped and sanitised. */
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('news_translations_news_language_uq').on(t.newsId, t.language)],
);
