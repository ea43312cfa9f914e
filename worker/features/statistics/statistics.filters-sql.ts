import { sql, type SQL } from 'drizzle-orm';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import { resolvePeriod, zurichMidnight, type StatisticsFilters } from '../../contract/statistics/statistics.filters';

// The SQL half of worker/contract/statistics/statistics.filters.ts, which the SPA shares without drizzle-orm.

/** `w.postcode`'s canton is `canton` (postcode_cantons, decision 024). */
const postcodeIn = (column: SQL, canton: string) =>
  sql`${column} IN (SELECT postcode FROM postcode_cantons WHERE canton = ${canton})`;

/**
 * The WHERE condition on workshops (table alias `w`) for the filters: period by workshop date, offered workshop,
 * language, grade, canton, coach placed, state.
 */
export function workshopConditions(filters: StatisticsFilters, today = todayInZurich()): SQL {
  const { from, to } = resolvePeriod(filters, today);
  const parts: SQL[] = [sql`w.date BETWEEN ${from} AND ${to}`];
  if (filters.offered_workshop_id) parts.push(sql`w.offered_workshop_id = ${filters.offered_workshop_id}`);
  if (filters.language) parts.push(sql`w.language = ${filters.language}`);
  if (filters.grade_id) parts.push(sql`w.grade_id = ${filters.grade_id}`);
  if (filters.canton) parts.push(postcodeIn(sql`w.postcode`, filters.canton));
  if (filters.coach_id) {
    parts.push(sql`EXISTS (SELECT 1 FROM workshop_coaches wc WHERE wc.workshop_id = w.id AND wc.coach_id = ${filters.coach_id})`);
  }
  if (filters.state) parts.push(sql`w.state = ${filters.state}`);
  return sql.join(parts, sql` AND `);
}

/**
 * The WHERE condition on inquiries (table alias `q`): the day it came in, an asked-for offer, the requester's
 * language, grade and canton. Coach and workshop state do not apply to inquiries.
 */
export function inquiryConditions(filters: StatisticsFilters, today = todayInZurich()): SQL {
  const { from, to } = resolvePeriod(filters, today);
  const parts: SQL[] = [sql`q.created_at >= ${zurichMidnight(from)} AND q.created_at < ${zurichMidnight(addDays(to, 1))}`];
  if (filters.offered_workshop_id) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM inquiry_slots s WHERE s.inquiry_id = q.id AND s.offered_workshop_id = ${filters.offered_workshop_id})`,
    );
  }
  if (filters.language) parts.push(sql`q.language = ${filters.language}`);
  if (filters.grade_id) parts.push(sql`q.grade_id = ${filters.grade_id}`);
  if (filters.canton) parts.push(postcodeIn(sql`q.postcode`, filters.canton));
  return sql.join(parts, sql` AND `);
}
