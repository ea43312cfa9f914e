import { sql, type SQL } from 'drizzle-orm';
import { workshopStates, type UiLanguage, type WorkshopState } from '../../contract/enums';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { everyWordIn } from '../../lib/text-search';
import type { WorkshopList, WorkshopListItem, WorkshopListQuery } from '../../contract/workshops/workshops.schemas';

const sortColumns: Record<Exclude<WorkshopListQuery['sort'], 'upcoming'>, SQL> = {
  date: sql`w.date`,
  state: sql`w.state`,
  institute: sql`w.institute COLLATE NOCASE`,
  created_at: sql`w.created_at`,
};

/** The list opens at today: what is coming in date order, then the past from the latest back. */
function orderBy(query: WorkshopListQuery): SQL {
  if (query.sort === 'upcoming') {
    const today = todayInZurich();
    return sql`w.date < ${today}, CASE WHEN w.date >= ${today} THEN w.date || ' ' || w.start_time END ASC,
      w.date DESC, w.start_time DESC, w.id ASC`;
  }
  const order = query.order === 'asc' ? sql`ASC` : sql`DESC`;
  return sql`${sortColumns[query.sort]} ${order}, w.start_time ${order}, w.id ${order}`;
}

/**
 * The ids of one page. The opening order (`upcoming`) is an expression no index has, so it is taken from two index
 * walks (`workshops_date_idx`): the coming ones by date and time, the past ones back from the latest, each stopping
 * after the rows the page can need; only those few are then sorted as the order says. Other orders sort directly.
 */
function pageIds(query: WorkshopListQuery, where: SQL): SQL {
  const limit = query.per_page;
  const offset = (query.page - 1) * query.per_page;
  if (query.sort !== 'upcoming') {
    return sql`SELECT w.id FROM workshops w WHERE ${where} ORDER BY ${orderBy(query)} LIMIT ${limit} OFFSET ${offset}`;
  }
  const today = todayInZurich();
  const enough = offset + limit;
  // Filtered by states and dates only (the opening views, finance's coming workshops), SQLite would take the state
  // index and sort every workshop in those states; the date index finds the page among the first it walks.
  const plain = !query.series && !query.coach && !query.coach_name && !query.q && !query.subject && !query.language;
  const byDate = plain ? sql.raw('INDEXED BY workshops_date_idx') : sql``;
  return sql`SELECT w.id FROM (
      SELECT * FROM (SELECT w.id, w.date, w.start_time FROM workshops w ${byDate} WHERE ${where} AND w.date >= ${today}
        ORDER BY w.date, w.start_time, w.id LIMIT ${enough})
      UNION ALL
      SELECT * FROM (SELECT w.id, w.date, w.start_time FROM workshops w ${byDate} WHERE ${where} AND w.date < ${today}
        ORDER BY w.date DESC, w.start_time DESC, w.id ASC LIMIT ${enough})
    ) w
    ORDER BY ${orderBy(query)} LIMIT ${limit} OFFSET ${offset}`;
}

/** Every filter but the state, which the per-state counts leave out. */
function filters(query: WorkshopListQuery, onlyStates?: readonly WorkshopState[]): SQL {
  const parts: SQL[] = [sql`1 = 1`];
  if (onlyStates) parts.push(sql`w.state IN ${onlyStates}`);
  if (query.date_from) parts.push(sql`w.date >= ${query.date_from}`);
  if (query.date_to) parts.push(sql`w.date <= ${query.date_to}`);
  if (query.subject) parts.push(sql`w.offered_workshop_id = ${query.subject}`);
  if (query.language) parts.push(sql`w.language = ${query.language}`);
  if (query.series) parts.push(sql`w.series_id = ${query.series}`);
  if (query.coach)
    parts.push(sql`EXISTS (SELECT 1 FROM workshop_coaches wc WHERE wc.workshop_id = w.id AND wc.coach_id = ${query.coach})`);
  if (query.coach_name) {
    const name = everyWordIn(query.coach_name, [sql`u.firstname || ' ' || u.lastname`]);
    parts.push(sql`EXISTS (SELECT 1 FROM workshop_coaches wc JOIN users u ON u.id = wc.coach_id
      WHERE wc.workshop_id = w.id AND ${name})`);
  }
  if (query.q) {
    parts.push(
      everyWordIn(query.q, [
        sql`w.institute`,
        sql`w.location`,
        sql`coalesce(w.contact_firstname, '') || ' ' || coalesce(w.contact_lastname, '')`,
      ]),
    );
  }
  return sql.join(parts, sql` AND `);
}

interface Row {
  id: number;
  state: WorkshopState;
  type: 'single' | 'series';
  language: WorkshopListItem['language'];
  date: string;
  start_time: string;
  end_time: string;
  series_id: number | null;
  institute: string;
  location: string;
  cancellation_reason: string | null;
  title: string;
  offered_workshop_id: number;
  inquiry_id: number | null;
  price_centimes: number;
  coaches: string | null;
}

/** The coaches as `id<US>name<RS>…`, decoded here: one query for the page, no N+1. */
const decodeCoaches = (packed: string | null) =>
  packed
    ? packed.split('\u001e').map((entry) => {
        const [id, name] = entry.split('\u001f');
        return { id: Number(id), name: name ?? '' };
      })
    : [];

/**
 * Two queries whatever the page size: the page, and the counts per state (the total is one of them, or their sum).
 * The page's ids are found first and only they get their title and coaches: sorting whole rows made every page
 * compute them for all workshops.
 */
export async function listWorkshops(
  db: Database,
  query: WorkshopListQuery,
  language: UiLanguage,
  onlyStates?: readonly WorkshopState[],
): Promise<WorkshopList> {
  const where = filters(query, onlyStates);
  const withState = query.state ? sql`${where} AND w.state = ${query.state}` : where;
  const [rows, perState] = (await readBatch(db, [
    sql`
      SELECT w.id, w.state, w.type, w.language, w.date, w.start_time, w.end_time, w.series_id, w.institute, w.location,
             w.cancellation_reason, coalesce(t.title, tde.title, '') AS title, w.offered_workshop_id, w.inquiry_id, w.price_centimes,
             (SELECT group_concat(u.id || char(31) || u.firstname || ' ' || u.lastname, char(30))
                FROM workshop_coaches wc JOIN users u ON u.id = wc.coach_id WHERE wc.workshop_id = w.id) AS coaches
      FROM (${pageIds(query, withState)}) page
      JOIN workshops w ON w.id = page.id
      LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}
      LEFT JOIN offered_workshop_translations tde ON tde.offered_workshop_id = w.offered_workshop_id AND tde.language = 'de'
      ORDER BY ${orderBy(query)}`,
    sql`SELECT w.state, count(*) AS n FROM workshops w WHERE ${where} GROUP BY w.state`,
  ])) as [Row[], { state: WorkshopState; n: number }[]];
  const counts = Object.fromEntries(
    workshopStates.map((state) => [state, perState.find((c) => c.state === state)?.n ?? 0]),
  ) as WorkshopList['counts'];
  return {
    items: rows.map(({ coaches, ...row }) => ({ ...row, coaches: decodeCoaches(coaches) })),
    total: query.state ? counts[query.state] : Object.values(counts).reduce((sum, n) => sum + n, 0),
    page: query.page,
    per_page: query.per_page,
    counts,
  };
}

/** Finance's view of what is coming: workshops from today on that will take place. */
export const upcomingStates: readonly WorkshopState[] = ['initialized', 'coaches_requested', 'to-realize'];

export const listUpcomingWorkshops = (db: Database, query: WorkshopListQuery, language: UiLanguage) =>
  listWorkshops(db, { ...query, date_from: query.date_from ?? todayInZurich() }, language, upcomingStates);
