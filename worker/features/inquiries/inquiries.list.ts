import { sql, type SQL } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { everyWordIn } from '../../lib/text-search';
import type { InquiryList, InquiryListQuery } from '../../contract/inquiries/inquiries.schemas';

const sortColumns: Record<InquiryListQuery['sort'], SQL> = {
  created_at: sql`i.created_at`,
  institute: sql`i.institute COLLATE NOCASE`,
  state: sql`i.state`,
  first_date: sql`i.first_slot_date`,
};

/**
 * Free text over institute, contact name, email and location. Three characters and more use the trigram index
 * (`inquiries_search`, kept by triggers) as one quoted FTS5 phrase, so operators and quotes in the text are plain
 * characters (the query schema already turned control characters such as NUL into spaces); shorter terms use LIKE.
 */
function textSearch(term: string): SQL {
  if ([...term].length >= 3) {
    const phrase = `"${term.replace(/"/g, '""')}"`;
    return sql`i.id IN (SELECT rowid FROM inquiries_search WHERE inquiries_search MATCH ${phrase})`;
  }
  return everyWordIn(term, [sql`i.institute`, sql`i.firstname`, sql`i.lastname`, sql`i.email`, sql`i.location`]);
}

/** The WHERE clause of every filter but the state (the per-state counts ignore the state filter). */
function filters(query: InquiryListQuery): SQL {
  const parts: SQL[] = [sql`1 = 1`];
  if (query.date_from)
    parts.push(sql`EXISTS (SELECT 1 FROM inquiry_slots s WHERE s.inquiry_id = i.id AND s.date >= ${query.date_from})`);
  if (query.date_to)
    parts.push(sql`EXISTS (SELECT 1 FROM inquiry_slots s WHERE s.inquiry_id = i.id AND s.date <= ${query.date_to})`);
  if (query.workshop) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM inquiry_slots s WHERE s.inquiry_id = i.id AND s.offered_workshop_id = ${query.workshop})`,
    );
  }
  if (query.grade) parts.push(sql`i.grade_id = ${query.grade}`);
  if (query.associate === 'none') parts.push(sql`i.assigned_associate_id IS NULL`);
  else if (query.associate) parts.push(sql`i.assigned_associate_id = ${query.associate}`);
  if (query.q) parts.push(textSearch(query.q));
  return sql.join(parts, sql` AND `);
}

/** Two queries whatever the page size: the page, and the counts per state (the total is one of them, or their sum). */
export async function listInquiries(db: Database, query: InquiryListQuery, language: UiLanguage): Promise<InquiryList> {
  const where = filters(query);
  const withState = query.state ? sql`${where} AND i.state = ${query.state}` : where;
  const order = query.order === 'asc' ? sql`ASC` : sql`DESC`;
  const offset = (query.page - 1) * query.per_page;

  const [rows, counts] = (await readBatch(db, [
    sql`
      SELECT i.id, i.state, i.institute, i.location, i.firstname || ' ' || i.lastname AS contact_name, i.email,
             coalesce(gt.name, gde.name) AS grade, i.created_at,
             i.first_slot_date AS first_date,
             (SELECT count(*) FROM inquiry_slots s WHERE s.inquiry_id = i.id) AS slot_count,
             (SELECT group_concat(title, char(31)) FROM (
                SELECT DISTINCT coalesce(t.title, tde.title) AS title FROM inquiry_slots s
                LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = s.offered_workshop_id AND t.language = ${language}
                LEFT JOIN offered_workshop_translations tde ON tde.offered_workshop_id = s.offered_workshop_id AND tde.language = 'de'
                WHERE s.inquiry_id = i.id)) AS workshops,
             u.id AS associate_id, u.firstname || ' ' || u.lastname AS associate_name
      FROM inquiries i
      LEFT JOIN grade_translations gt ON gt.grade_id = i.grade_id AND gt.language = ${language}
      LEFT JOIN grade_translations gde ON gde.grade_id = i.grade_id AND gde.language = 'de'
      LEFT JOIN users u ON u.id = i.assigned_associate_id
      WHERE ${withState}
      ORDER BY ${sortColumns[query.sort]} ${order}, i.id ${order}
      LIMIT ${query.per_page} OFFSET ${offset}`,
    sql`SELECT i.state, count(*) AS n FROM inquiries i WHERE ${where} GROUP BY i.state`,
  ])) as [
    {
      id: number;
      state: 'requested' | 'validated';
      institute: string;
      location: string;
      contact_name: string;
      email: string;
      grade: string | null;
      created_at: number;
      first_date: string | null;
      slot_count: number;
      workshops: string | null;
      associate_id: number | null;
      associate_name: string | null;
    }[],
    { state: 'requested' | 'validated'; n: number }[],
  ];
  const total = counts.filter((c) => !query.state || c.state === query.state).reduce((sum, c) => sum + c.n, 0);

  return {
    items: rows.map((row) => ({
      id: row.id,
      state: row.state,
      institute: row.institute,
      location: row.location,
      contact_name: row.contact_name,
      email: row.email,
      grade: row.grade,
      created_at: row.created_at,
      first_date: row.first_date,
      slot_count: row.slot_count,
      workshops: row.workshops ? row.workshops.split('\u001f') : [],
      associate: row.associate_id ? { id: row.associate_id, name: row.associate_name ?? '' } : null,
    })),
    total,
    page: query.page,
    per_page: query.per_page,
    counts: {
      requested: counts.find((c) => c.state === 'requested')?.n ?? 0,
      validated: counts.find((c) => c.state === 'validated')?.n ?? 0,
    },
  };
}
