import { sql, type SQL } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { coachTotalsQuery } from './evaluation-totals';
import { readBatch } from '../../lib/read-batch';
import {
  answerCountQuery,
  averageOf,
  byGroup,
  labelQuery,
  labelsFrom,
  offeredTitle,
  questionStats,
  ratingTotals,
  type CountRow,
  type LabelRow,
  type Labels,
  type ResponseSource,
} from './statistics.aggregate';
import {
  MONTHLY_TREND_MAX_MONTHS,
  resolvePeriod,
  TEXTS_LIMIT,
  type ByCoach,
  type ByCoachQuery,
  type Period,
} from '../../contract/evaluations/statistics.schemas';

/** Only validated coach evaluations count (docs/decisions/023): state completed, its response submitted. */
function validated(period: Period, coachId?: number): ResponseSource {
  const where = [
    sql`e.kind = 'by_coach' AND e.state = 'completed' AND r.submitted_at IS NOT NULL`,
    sql`w.date BETWEEN ${period.from} AND ${period.to}`,
  ];
  if (coachId) where.push(sql`e.coach_id = ${coachId}`);
  return {
    source: sql`FROM evaluations e JOIN workshops w ON w.id = e.workshop_id JOIN evaluation_responses r ON r.evaluation_id = e.id`,
    where: sql.join(where, sql` AND `),
  };
}

/** One coach with their validated evaluations' workshops and last date (the ratings come from the answer counts). */
const coachCountQuery = ({ source, where }: ResponseSource, coachId: number) => sql`
  SELECT u.id, u.firstname, u.lastname, coalesce(c.workshops, 0) AS workshops, c.last_workshop_date
  FROM users u
  LEFT JOIN (
    SELECT e.coach_id, count(DISTINCT e.workshop_id) AS workshops, max(w.date) AS last_workshop_date
    ${source} WHERE ${where} GROUP BY e.coach_id
  ) c ON c.coach_id = u.id
  WHERE u.id = ${coachId} AND u.role = 'coach'`;

interface CoachRow {
  id: number;
  firstname: string;
  lastname: string;
  workshops: number;
  last_workshop_date: string | null;
}

export async function evaluationsByCoach(db: Database, query: ByCoachQuery, language: UiLanguage): Promise<ByCoach> {
  const period = resolvePeriod(query);
  if (query.coach_id) return { period, coaches: [], coach: await coachDetail(db, period, query.coach_id, language) };
  // The list reads the coach totals (evaluation_coach_totals: whole months and edge days), not every answer.
  const [rows] = (await readBatch(db, [coachTotalsQuery(period)])) as [(CoachRow & { ratings: number; rating_sum: number })[]];
  return {
    period,
    coaches: rows.map(({ ratings, rating_sum, ...coach }) => ({ ...coach, ratings, average: averageOf(rating_sum, ratings) })),
    coach: null,
  };
}

/** Months (or quarters, for long periods) of the workshop date. */
function trendUnit(period: Period): { unit: 'month' | 'quarter'; bucket: SQL } {
  const months =
    (Number(period.to.slice(0, 4)) - Number(period.from.slice(0, 4))) * 12 +
    Number(period.to.slice(5, 7)) -
    Number(period.from.slice(5, 7)) +
    1;
  return months <= MONTHLY_TREND_MAX_MONTHS
    ? { unit: 'month', bucket: sql`substr(w.date, 1, 7)` }
    : { unit: 'quarter', bucket: sql`substr(w.date, 1, 4) || '-Q' || ((CAST(substr(w.date, 6, 2) AS INTEGER) + 2) / 3)` };
}

/** Every month or quarter of the period, so gaps show as gaps. */
function periodsOf(period: Period, unit: 'month' | 'quarter'): string[] {
  const labels: string[] = [];
  let year = Number(period.from.slice(0, 4));
  let month = Number(period.from.slice(5, 7));
  const end = period.to.slice(0, 7);
  while (`${year}-${String(month).padStart(2, '0')}` <= end) {
    const label = unit === 'month' ? `${year}-${String(month).padStart(2, '0')}` : `${year}-Q${Math.ceil(month / 3)}`;
    if (labels.at(-1) !== label) labels.push(label);
    month++;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return labels;
}

/** Free-text answers of counted responses, newest workshop first, with the total. */
export const freeTextQuery = ({ source, where }: ResponseSource, language: UiLanguage) => sql`
  SELECT a.question_id, a.text, w.id AS workshop_id, w.date, ${offeredTitle(sql`w.offered_workshop_id`, language)} AS title,
         count(*) OVER () AS total
  ${source} JOIN evaluation_response_answers a ON a.response_id = r.id
  WHERE ${where} AND a.text IS NOT NULL AND a.text <> ''
  ORDER BY w.date DESC, a.id DESC
  LIMIT ${TEXTS_LIMIT}`;

export interface TextRow {
  question_id: number;
  text: string;
  workshop_id: number;
  date: string;
  title: string;
  total: number;
}

export function freeTexts(rows: TextRow[], labels: Labels) {
  const wording = new Map(labels.list.map((label) => [label.key, label.text]));
  return {
    items: rows.map(({ total: _total, question_id, ...row }) => {
      const key = labels.keyOf.get(question_id) ?? '';
      return { key, question: wording.get(key) ?? key, ...row };
    }),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Four statements in one round trip: the coach with counts, the answer counts per month or quarter (every figure and
 * the trend are added up from them), the labels, the free texts.
 */
async function coachDetail(
  db: Database,
  period: Period,
  coachId: number,
  language: UiLanguage,
): Promise<NonNullable<ByCoach['coach']>> {
  const source = validated(period, coachId);
  const { unit, bucket } = trendUnit(period);
  const [coaches, counts, labelRows, texts] = (await readBatch(db, [
    coachCountQuery(source, coachId),
    answerCountQuery(source, bucket),
    labelQuery('by_coach', language),
    freeTextQuery(source, language),
  ])) as [CoachRow[], CountRow[], LabelRow[], TextRow[]];
  if (!coaches[0]) throw notFound('Coach');
  const labels = labelsFrom(labelRows, language);
  const total = ratingTotals(counts);
  const byPeriod = byGroup(counts);
  return {
    summary: { ...coaches[0], ratings: total.count, average: averageOf(total.sum, total.count) },
    questions: questionStats(labels, counts, ['rating', 'single_choice', 'multiple_choice']),
    texts: freeTexts(texts, labels),
    trend: {
      unit,
      points: periodsOf(period, unit).map((label) => {
        const { sum, count } = ratingTotals(byPeriod.get(label) ?? []);
        return { period: label, ratings: count, average: averageOf(sum, count) };
      }),
    },
  };
}
