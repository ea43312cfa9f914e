import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { uiLanguages } from './enums';
import { users } from './users';

/**
 * News on the dashboard. An item targets one or more languages (news_languages) and one or more feeds
 * (visible_for_*: coache, associate, finance). Unpublished while published_at is null or in the future.
 */
export const news = sqliteTable(
  'news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    visibleForCoaches: integer('visible_for_coaches', { mode: 'boolean' }).notNull().default(true),
    visibleForAssociates: integer('visible_for_associates', { mode: 'boolean' }).notNull().default(true),
    visibleForFinance: integer('visible_for_finance', { mode: 'boolean' }).notNull().default(true),
    publishedAt: integer('published_at'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt), index('news_created_by_idx').on(t.createdById)],
);

export const newsLanguages = sqliteTable(
  'news_languages',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    language: text('language', { enum: uiLanguages }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.language] }), index('news_languages_language_idx').on(t.language)],
);
