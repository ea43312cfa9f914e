import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { news, newsTranslations, users } from '../../db/schema';
import { uiLanguages, type Role, type UiLanguage } from '../../contract/enums';
import { batchGuard, guarded } from '../../lib/batch-guard';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import type { NewsAudience, NewsStatus } from '../../contract/news/news.constants';
import { newsPublishedMails } from './news.mails';
import type { NewsBody, NewsFeedItem, NewsItem, NewsTranslationBody } from '../../contract/news/news.schemas';
import { errorFields, log } from '../../lib/log';

type NewsRow = typeof news.$inferSelect;
type Translations = NewsItem['translations'];

/** The feed each role reads; admins read every feed (null: no filter). */
const feedColumnOf: Record<Role, SQL | null> = {
  admin: null,
  associate: sql`${news.visibleForAssociates} = 1`,
  coach: sql`${news.visibleForCoaches} = 1`,
  finance: sql`${news.visibleForFinance} = 1`,
};

export function newsStatus(row: Pick<NewsRow, 'publishFrom' | 'publishUntil'>, today: string): NewsStatus {
  if (!row.publishFrom) return 'draft';
  if (row.publishFrom > today) return 'scheduled';
  if (row.publishUntil && row.publishUntil < today) return 'expired';
  return 'published';
}

const audiencesOf = (row: NewsRow): NewsAudience[] => [
  ...(row.visibleForCoaches ? (['coaches'] as const) : []),
  ...(row.visibleForAssociates ? (['associates'] as const) : []),
  ...(row.visibleForFinance ? (['finance'] as const) : []),
];

interface FeedRow {
  id: number;
  pinned: number;
  publish_from: string;
  publish_until: string | null;
  wanted_title: string | null;
  wanted_text: string | null;
  german_title: string;
  german_text: string;
}

/**
 * The news the reader's role may see that are published today (Zurich), pinned first, then newest first, each in
 * `language` or, without such a translation, in German. `limit`: only the first ones. Raw SQL, so that the dashboard
 * sends it in the same D1 batch as its counts.
 */
export function newsFeedQuery(reader: SessionUser, language: UiLanguage, limit?: number): SQL {
  const today = todayInZurich();
  const feed = feedColumnOf[reader.role];
  return sql`SELECT news.id, news.pinned, news.publish_from, news.publish_until,
      wanted.title AS wanted_title, wanted.text AS wanted_text, german.title AS german_title, german.text AS german_text
    FROM news
    LEFT JOIN news_translations wanted ON wanted.news_id = news.id AND wanted.language = ${language}
    JOIN news_translations german ON german.news_id = news.id AND german.language = 'de'
    WHERE news.publish_from IS NOT NULL AND news.publish_from <= ${today}
      AND (news.publish_until IS NULL OR news.publish_until >= ${today}) ${feed ? sql`AND ${feed}` : sql``}
    ORDER BY news.pinned DESC, news.publish_from DESC, news.id DESC
    LIMIT ${limit ?? -1}`;
}

/** The rows of `newsFeedQuery` as feed items. */
export function newsFeedItems(rows: unknown[], language: UiLanguage): NewsFeedItem[] {
  return (rows as FeedRow[]).map((row) => {
    const found = row.wanted_title !== null && row.wanted_text !== null;
    return {
      id: row.id,
      language: found ? language : 'de',
      title: found ? row.wanted_title! : row.german_title,
      text: found ? row.wanted_text! : row.german_text,
      pinned: row.pinned === 1,
      publish_from: row.publish_from,
      publish_until: row.publish_until,
    };
  });
}

/** `GET news/{language}`: the reader's feed (newsFeedQuery). */
export async function newsFeed(db: Database, reader: SessionUser, language: UiLanguage): Promise<NewsFeedItem[]> {
  const [rows] = await readBatch(db, [newsFeedQuery(reader, language)]);
  return newsFeedItems(rows!, language);
}

/** The items (one when `id` is given) with their translations, author and status; items without German are left out. */
async function loadNews(db: Database, id?: number): Promise<NewsItem[]> {
  const [rows, translationRows] = await db.batch([
    db
      .select({ news, authorFirstname: users.firstname, authorLastname: users.lastname })
      .from(news)
      .leftJoin(users, eq(users.id, news.createdById))
      .where(id === undefined ? undefined : eq(news.id, id))
      .orderBy(desc(news.pinned), sql`${news.publishFrom} IS NOT NULL`, desc(news.publishFrom), desc(news.id)),
    db
      .select()
      .from(newsTranslations)
      .where(id === undefined ? undefined : eq(newsTranslations.newsId, id)),
  ]);
  const translationsOf = new Map<number, Partial<Translations>>();
  for (const t of translationRows) {
    translationsOf.set(t.newsId, { ...translationsOf.get(t.newsId), [t.language]: { title: t.title, text: t.text } });
  }
  const today = todayInZurich();
  return rows
    .filter((row) => translationsOf.get(row.news.id)?.de)
    .map((row) => ({
      id: row.news.id,
      translations: translationsOf.get(row.news.id) as Translations,
      audiences: audiencesOf(row.news),
      publish_from: row.news.publishFrom,
      publish_until: row.news.publishUntil,
      pinned: row.news.pinned,
      status: newsStatus(row.news, today),
      created_by:
        row.news.createdById === null
          ? null
          : { id: row.news.createdById, name: `${row.authorFirstname ?? ''} ${row.authorLastname ?? ''}`.trim() },
      updated_at: row.news.updatedAt,
    }));
}

/**
 * `GET news` (staff): every item, drafts and expired ones included, with all its translations and its status;
 * pinned first, then drafts, then by first day shown, newest first.
 */
export const listNews = (db: Database) => loadNews(db);

async function newsItem(db: Database, id: number): Promise<NewsItem> {
  const [item] = await loadNews(db, id);
  if (!item) throw notFound('News');
  return item;
}

const newsColumns = (body: NewsBody) => ({
  visibleForCoaches: body.audiences.includes('coaches'),
  visibleForAssociates: body.audiences.includes('associates'),
  visibleForFinance: body.audiences.includes('finance'),
  publishFrom: body.publish_from,
  publishUntil: body.publish_until,
  pinned: body.pinned,
});

/** The written languages of a body, German first; a language without title and text is left out. */
const writtenTranslations = (body: NewsBody) =>
  uiLanguages.flatMap((language) => {
    const translation: NewsTranslationBody | null | undefined = body.translations[language];
    return translation ? [{ language, ...translation }] : [];
  });

/**
 * The N01 mails of a saved item. The item is saved whatever happens here: a failure is logged rather than answered
 * (a retry would save the item twice); mails written are sent by the sweep, the rest by the daily job.
 */
async function announceSaved(db: Database, env: Env, newsId: number): Promise<void> {
  try {
    await newsPublishedMails(db, env, { newsId });
  } catch (error) {
    log('error', 'news.announce_failed', { news_id: newsId, ...errorFields(error) });
  }
}

/** `POST news`: the item and its translations in one batch; then, if it is shown today, the N01 mails. */
export async function createNews(db: Database, env: Env, actor: SessionUser, body: NewsBody): Promise<NewsItem> {
  // D1 batches run one after another, so right after this insert the newest id of the author's news is this one.
  const newsId = sql`(SELECT max(id) FROM news WHERE created_by_id = ${actor.id})`;
  const [inserted] = await db.batch([
    db
      .insert(news)
      .values({ ...newsColumns(body), createdById: actor.id })
      .returning({ id: news.id }),
    db.insert(newsTranslations).values(writtenTranslations(body).map((t) => ({ ...t, newsId }))),
  ]);
  const id = inserted[0]!.id;
  await announceSaved(db, env, id);
  return newsItem(db, id);
}

/**
 * `PUT news/{id}`: replaces the item's settings and translations at once (a language left out is removed); then the
 * N01 mails to those it was not announced to yet, if it is shown today.
 */
export async function updateNews(db: Database, env: Env, id: number, body: NewsBody): Promise<NewsItem> {
  await guarded(
    db.batch([
      // Deleted meanwhile: the translations would have no item, so nothing is written.
      batchGuard(db, sql`EXISTS (SELECT 1 FROM news WHERE id = ${id})`),
      db
        .update(news)
        .set({ ...newsColumns(body), updatedAt: nowSeconds() })
        .where(eq(news.id, id)),
      db.delete(newsTranslations).where(eq(newsTranslations.newsId, id)),
      db.insert(newsTranslations).values(writtenTranslations(body).map((t) => ({ ...t, newsId: id }))),
    ]),
    () => notFound('News'),
  );
  await announceSaved(db, env, id);
  return newsItem(db, id);
}

/** `DELETE news/{id}`: the item and (by cascade) its translations. */
export async function deleteNews(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (deleted.length === 0) throw notFound('News');
}
