import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { jobMarks } from '../../db/schema';
import type { Salutation, UiLanguage } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { greeting } from '../../mail/format';
import { enqueueMails, outboxInsert } from '../../mail/outbox';
import { wantsMail } from '../../mail/recipients';
import { renderMail } from '../../mail/render';
import { newsPublished } from '../../mail/templates/news-published';

/** The `job_marks` job of N01; its key names the news item and the user (`news:12:user:5`). */
export const NEWS_PUBLISHED_JOB = 'news-published';
/**
 * Only news that became visible within these days are announced: a news item shown for months is not mailed to
 * someone who joins later, nor to everyone again once its marks are purged.
 */
export const NEWS_MAIL_WINDOW_DAYS = 7;
/** Recipients per batch (two statements each) and batches per call; the rest follow in the next run. */
const PAGE_SIZE = 50;
const MAX_PAGES = 20;

interface Candidate {
  news_id: number;
  user_id: number;
  email: string;
  language: UiLanguage;
  firstname: string;
  lastname: string;
  salutation: Salutation | null;
  title: string;
}

/** Built in JS for the values written: D1 binds numbers as reals, which SQL would concatenate as `12.0`. */
const markKey = (newsId: number, userId: number) => `news:${newsId}:user:${userId}`;

/**
 * Visible news × active users who read it (the users of its feeds, and admins, who read every feed), not yet
 * announced to them, its author left out: the title in their language, German when it has none.
 */
function candidatesQuery(today: string, newsId: number | undefined): SQL {
  return sql`SELECT n.id AS news_id, u.id AS user_id, u.email, u.language, u.firstname, u.lastname,
      (SELECT cp.salutation FROM coach_profiles cp WHERE cp.user_id = u.id) AS salutation,
      coalesce(wanted.title, german.title) AS title
    FROM news n
    JOIN users u ON u.state = 'active' AND u.id IS NOT n.created_by_id AND (
      u.role = 'admin' OR
      (u.role = 'coach' AND n.visible_for_coaches = 1) OR
      (u.role = 'associate' AND n.visible_for_associates = 1) OR
      (u.role = 'finance' AND n.visible_for_finance = 1))
    JOIN news_translations german ON german.news_id = n.id AND german.language = 'de'
    LEFT JOIN news_translations wanted ON wanted.news_id = n.id AND wanted.language = u.language
    WHERE n.publish_from IS NOT NULL AND n.publish_from <= ${today}
      AND n.publish_from >= date(${today}, ${`-${NEWS_MAIL_WINDOW_DAYS} days`})
      AND (n.publish_until IS NULL OR n.publish_until >= ${today})
      ${newsId === undefined ? sql`` : sql`AND n.id = ${newsId}`}
      AND NOT EXISTS (SELECT 1 FROM job_marks m WHERE m.job = ${NEWS_PUBLISHED_JOB} AND m.key = 'news:' || n.id || ':user:' || u.id)
    ORDER BY n.id, u.id
    LIMIT ${PAGE_SIZE}`;
}

/**
 * The mail (unless the user switched news mails off or another run announced it meanwhile) and then the mark, in
 * this order in one batch: the mark makes every later run skip the pair, mailed or not.
 */
function announce(db: Database, env: Pick<Env, 'APP_URL'>, row: Candidate): BatchItem<'sqlite'>[] {
  const key = markKey(row.news_id, row.user_id);
  const notYet = sql`NOT EXISTS (SELECT 1 FROM job_marks WHERE job = ${NEWS_PUBLISHED_JOB} AND key = ${key})`;
  const mail = outboxInsert(db, {
    ...renderMail(newsPublished, row.language, {
      greeting: greeting(row.language, row),
      title: row.title,
      dashboardUrl: appLink(env, row.language, '/manager'),
      settingsUrl: appLink(env, row.language, '/manager/settings'),
    }),
    recipient: row.email,
    recipientUserId: row.user_id,
    onlyIf: sql`${notYet} AND ${wantsMail(row.user_id, 'news')}`,
  });
  const mark = db.insert(jobMarks).values({ job: NEWS_PUBLISHED_JOB, key }).onConflictDoNothing();
  return [mail, mark];
}

/**
 * N01: announces each news item that is visible today (Zurich) to the users of its feeds, once per item and user
 * (job_marks). Called right after news are saved (`newsId`) and by the daily job, which catches news whose first
 * day arrives. Returns the number of mails written.
 */
export async function newsPublishedMails(
  db: Database,
  env: Pick<Env, 'APP_URL' | 'MAIL_QUEUE'>,
  options: { newsId?: number; now?: Date } = {},
): Promise<number> {
  const today = todayInZurich(options.now);
  let mailed = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const [rows] = (await readBatch(db, [candidatesQuery(today, options.newsId)])) as [Candidate[]];
    if (rows.length === 0) break;
    const results = await db.batch(rows.flatMap((row) => announce(db, env, row)) as [BatchItem<'sqlite'>]);
    const ids = results.flatMap((result, i) => (i % 2 === 0 ? (result as { id: number }[]).map((r) => r.id) : []));
    await enqueueMails(env, ids);
    mailed += ids.length;
    if (rows.length < PAGE_SIZE) break;
  }
  return mailed;
}
