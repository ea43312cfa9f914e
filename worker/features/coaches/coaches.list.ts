import { sql, type SQL } from 'drizzle-orm';
import { userStates, type UiLanguage, type UserState } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { everyWordIn } from '../../lib/text-search';
import type { CoachList, CoachListItem, CoachListQuery } from '../../contract/coaches/coaches.schemas';

/** Profiles awaiting HR come first in the approval queue, then by how long they have waited. */
const queueOrder = sql`CASE u.state WHEN 'processing' THEN 0 ELSE 1 END,
  CASE u.state WHEN 'processing' THEN cp.submitted_at END, u.lastname COLLATE NOCASE, u.firstname COLLATE NOCASE`;

const sortColumns: Record<CoachListQuery['sort'], SQL> = {
  name: sql`u.lastname COLLATE NOCASE, u.firstname COLLATE NOCASE`,
  state: sql`u.state`,
  created_at: sql`u.created_at`,
  queue: queueOrder,
};

/** The WHERE clause of every filter but the state (the per-state counts ignore the state filter). */
function filters(query: CoachListQuery): SQL {
  const parts: SQL[] = [sql`u.role = 'coach'`];
  if (query.language) {
    parts.push(sql`EXISTS (SELECT 1 FROM coach_languages cl WHERE cl.coach_id = u.id AND cl.language_id = ${query.language})`);
  }
  if (query.subject) {
    parts.push(sql`EXISTS (SELECT 1 FROM coach_subjects cs WHERE cs.coach_id = u.id AND cs.subject_id = ${query.subject})`);
  }
  if (query.skill) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM coach_skills ck WHERE ck.coach_id = u.id AND ck.skill_id = ${query.skill} AND ck.rating >= ${query.min_rating ?? 1})`,
    );
  }
  if (query.q) parts.push(everyWordIn(query.q, [sql`u.firstname || ' ' || u.lastname`, sql`u.email`, sql`cp.location`]));
  return sql.join(parts, sql` AND `);
}

/** Names of a coach's languages or subjects in the reader's language (German fallback), joined by char(31). */
const namesOf = (link: string, fk: string, translations: string, language: UiLanguage) =>
  sql.raw(`(
  SELECT group_concat(name, char(31)) FROM (
    SELECT coalesce(w.name, d.name, '') AS name FROM ${link} x
    LEFT JOIN ${translations} w ON w.${fk} = x.${fk} AND w.language = '${language}'
    LEFT JOIN ${translations} d ON d.${fk} = x.${fk} AND d.language = 'de'
    WHERE x.coach_id = u.id ORDER BY name))`);

interface Row extends Omit<CoachListItem, 'languages' | 'subjects'> {
  languages: string | null;
  subjects: string | null;
}

/** Three reads in one round trip whatever the page size: the page, the total, the counts per state. */
export async function listCoaches(db: Database, query: CoachListQuery, language: UiLanguage): Promise<CoachList> {
  const where = filters(query);
  const withState = query.state ? sql`${where} AND u.state = ${query.state}` : where;
  const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
  const order = query.sort === 'queue' ? queueOrder : sql`${sortColumns[query.sort]} ${direction}`;
  const from = sql`FROM users u LEFT JOIN coach_profiles cp ON cp.user_id = u.id`;

  const [rows, [total], counts] = (await readBatch(db, [
    sql`
      SELECT u.id, u.firstname, u.lastname, u.email, u.language, u.state, cp.phone, cp.location, cp.submitted_at, u.created_at,
             ${namesOf('coach_languages', 'language_id', 'language_translations', language)} AS languages,
             ${namesOf('coach_subjects', 'subject_id', 'subject_translations', language)} AS subjects
      ${from} WHERE ${withState}
      ORDER BY ${order}, u.id
      LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
    sql`SELECT count(*) AS n ${from} WHERE ${withState}`,
    sql`SELECT u.state AS state, count(*) AS n ${from} WHERE ${where} GROUP BY u.state`,
  ])) as [Row[], { n: number }[], { state: UserState; n: number }[]];

  const stateCounts = Object.fromEntries(userStates.map((state) => [state, 0])) as CoachList['counts'];
  for (const row of counts) stateCounts[row.state] = row.n;
  return {
    items: rows.map((row) => ({
      ...row,
      languages: row.languages ? row.languages.split('\u001f') : [],
      subjects: row.subjects ? row.subjects.split('\u001f') : [],
    })),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
    counts: stateCounts,
  };
}
