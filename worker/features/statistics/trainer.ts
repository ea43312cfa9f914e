import { sql } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { readBatch } from '../../lib/read-batch';
import { offeredTitle } from '../evaluations/statistics.aggregate';
import { allLabelsQuery, ratingAverages, ratingSumsQuery, type KindLabelRow, type RatingSumRow } from './report.evaluations';
import { HELD, hoursOf, schoolYearSql } from './report.shared';
import { schoolYearLabel } from '../../contract/statistics/school-years';
import type { TrainerReport } from '../../contract/statistics/statistics.schemas';

/**
 * GET /statistics/trainer/{id}: one coach's school years (decision 024). Counted: the held workshops (done,
 * invoiceable, invoiced) the coach is placed on, by the school year of their date; fees paid out (coach fees and
 * extra fees in state paid-out) by the school year of their workshop's date; the coach's own validated evaluations and
 * the public evaluations of those held workshops.
 */

const year = schoolYearSql(sql`w.date`);
const placedHeld = (coachId: number) =>
  sql`FROM workshops w JOIN workshop_coaches wc ON wc.workshop_id = w.id AND wc.coach_id = ${coachId} WHERE w.state IN ${HELD}`;

const coachQuery = (coachId: number) => sql`SELECT id, firstname, lastname FROM users WHERE id = ${coachId} AND role = 'coach'`;

const offeredPerYearQuery = (coachId: number, language: UiLanguage) => sql`
  SELECT y.year, y.id, ${offeredTitle(sql`y.id`, language)} AS name, y.workshops, y.minutes FROM (
    SELECT ${year} AS year, w.offered_workshop_id AS id, count(*) AS workshops, sum(w.duration_minutes) AS minutes
    ${placedHeld(coachId)} GROUP BY 1, 2
  ) y ORDER BY y.year DESC, y.workshops DESC, name`;

const feesPerYearQuery = (coachId: number) => sql`
  SELECT ${year} AS year, sum(f.amount_centimes) AS centimes FROM (
    SELECT workshop_id, amount_centimes FROM coach_fees WHERE coach_id = ${coachId} AND state = 'paid-out'
    UNION ALL
    SELECT workshop_id, amount_centimes FROM extra_fees WHERE coach_id = ${coachId} AND state = 'paid-out'
  ) f JOIN workshops w ON w.id = f.workshop_id
  GROUP BY 1`;

/**
 * The coach's validated own evaluations and the public ones of their held workshops, per school year: the public ones
 * from the rating totals per workshop (evaluation_rating_totals, decision 024), the coach's own from their answers (a
 * workshop's totals add up every coach's evaluation of it). The kinds do not overlap, so the two parts are the rows.
 */
const ratingsQuery = (coachId: number) => {
  const placed = sql`JOIN workshop_coaches wc ON wc.workshop_id = w.id AND wc.coach_id = ${coachId}`;
  return sql`
  SELECT ${year} AS grp, t.kind, t.question_id, sum(t.rating_sum) AS rating_sum, sum(t.answers) AS answers
  FROM workshops w ${placed} JOIN evaluation_rating_totals t ON t.workshop_id = w.id
  WHERE w.state IN ${HELD} AND t.kind <> 'by_coach'
  GROUP BY grp, t.kind, t.question_id
  UNION ALL
  ${ratingSumsQuery(sql`w.state IN ${HELD} AND e.kind = 'by_coach' AND e.coach_id = ${coachId}`, year, placed)}`;
};

interface OfferedRow {
  year: number;
  id: number;
  name: string;
  workshops: number;
  minutes: number;
}

export async function trainerReport(db: Database, user: SessionUser, coachId: number): Promise<TrainerReport> {
  if (user.role === 'coach' && user.id !== coachId) throw notFound('Coach');
  const [coaches, offered, fees, sums, labels] = (await readBatch(db, [
    coachQuery(coachId),
    offeredPerYearQuery(coachId, user.language),
    feesPerYearQuery(coachId),
    ratingsQuery(coachId),
    allLabelsQuery(user.language),
  ])) as [TrainerReport['coach'][], OfferedRow[], Array<{ year: number; centimes: number }>, RatingSumRow[], KindLabelRow[]];
  const coach = coaches[0];
  if (!coach) throw notFound('Coach');
  const averages = ratingAverages(labels, user.language);
  const feesOf = new Map(fees.map((row) => [row.year, row.centimes]));
  const years = [...new Set([...offered.map((row) => row.year), ...feesOf.keys()])].sort((a, b) => b - a);
  return {
    coach,
    school_years: years.map((schoolYear) => {
      const offers = offered.filter((row) => row.year === schoolYear);
      return {
        year: schoolYear,
        label: schoolYearLabel(schoolYear),
        workshops: offers.reduce((sum, row) => sum + row.workshops, 0),
        hours: hoursOf(offers.reduce((sum, row) => sum + row.minutes, 0)),
        offered_workshops: offers.map(({ id, name, workshops }) => ({ id, name, workshops })),
        fees_paid_centimes: feesOf.get(schoolYear) ?? 0,
        evaluations: averages(sums.filter((row) => row.grp === schoolYear)),
      };
    }),
  };
}
