import type { UiLanguage } from '../../contract/enums';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import { newsFeedItems, newsFeedQuery } from '../news/news.service';
import { coachQueries } from './dashboard.coach';
import { financeQueries } from './dashboard.finance';
import type { Dashboard } from '../../contract/dashboard/dashboard.schemas';
import { staffQueries } from './dashboard.staff';

/** The dashboard shows the first news items only. */
export const DASHBOARD_NEWS_LIMIT = 10;

function queriesFor(user: SessionUser, today: string) {
  switch (user.role) {
    case 'admin':
    case 'associate':
      return staffQueries(user, today, nowSeconds());
    case 'coach':
      return coachQueries(user, today);
    case 'finance':
      return financeQueries(today);
  }
}

/**
 * `GET dashboard/{language}`: the reader's news and their role's work items, in one D1 round trip: the news feed and
 * every count and list of the role (docs/decisions/025-dashboard.md).
 */
export async function dashboard(db: Database, user: SessionUser, language: UiLanguage): Promise<Dashboard> {
  const today = todayInZurich();
  const role = queriesFor(user, today);
  const [news, ...results] = await readBatch(db, [newsFeedQuery(user, language, DASHBOARD_NEWS_LIMIT), ...role.queries]);
  return { role: user.role, today, news: newsFeedItems(news!, language), items: await role.items(results, db) };
}
