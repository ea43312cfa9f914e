import { sql, type SQL } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { notFound } from '../../lib/errors';
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
import { answerTotalsQuery, linkTotalsQuery } from './evaluation-totals';
import { freeTextQuery, freeTexts, type TextRow } from './statistics.by-coach';
import {
  resolvePeriod,
  type ByAudience,
  type ByAudienceQuery,
  type Period,
  type PublicKind,
  type WorkshopStatsRow,
} from '../../contract/evaluations/statistics.schemas';

/** The evaluations of a public kind whose workshops match the filters (`e`, `w`). */
function evaluationFilter(kind: PublicKind, period: Period | null, offeredWorkshopId?: number, workshopId?: number): SQL {
  const where = [sql`e.kind = ${kind} AND e.coach_id IS NULL`];
  if (period) where.push(sql`w.date BETWEEN ${period.from} AND ${period.to}`);
  if (offeredWorkshopId) where.push(sql`w.offered_workshop_id = ${offeredWorkshopId}`);
  if (workshopId) where.push(sql`w.id = ${workshopId}`);
  return sql.join(where, sql` AND `);
}

/** Submitted responses count, whatever the link's state (docs/decisions/023); drafts do not exist for these kinds. */
const submitted = (filter: SQL): ResponseSource => ({
  source: sql`FROM evaluations e JOIN workshops w ON w.id = e.workshop_id JOIN evaluation_responses r ON r.evaluation_id = e.id`,
  where: sql`${filter} AND r.submitted_at IS NOT NULL`,
});

/** One page of workshops (latest first), then their responses and rating sums for that page only. */
const workshopRowsQuery = (filter: SQL, language: UiLanguage, limit: number, offset: number) => sql`
  WITH page AS (
    SELECT e.id AS evaluation_id, w.id AS workshop_id, w.date, w.institute, w.offered_workshop_id
    -- Workshops first, newest date first (CROSS JOIN keeps that order): the walk stops once the page is full.
    FROM workshops w CROSS JOIN evaluations e
    WHERE e.workshop_id = w.id AND ${filter}
    ORDER BY w.date DESC, w.id DESC
    LIMIT ${limit} OFFSET ${offset}
  )
  SELECT p.workshop_id, p.date, p.institute, p.offered_workshop_id,
         ${offeredTitle(sql`p.offered_workshop_id`, language)} AS title,
         (SELECT count(*) FROM evaluation_responses r WHERE r.evaluation_id = p.evaluation_id AND r.submitted_at IS NOT NULL) AS responses,
         coalesce(s.rating_sum, 0) AS rating_sum, coalesce(s.ratings, 0) AS ratings
  FROM page p
  LEFT JOIN (
    SELECT r.evaluation_id, sum(a.rating) AS rating_sum, count(a.rating) AS ratings
    FROM evaluation_responses r JOIN evaluation_response_answers a ON a.response_id = r.id
    WHERE r.evaluation_id IN (SELECT evaluation_id FROM page) AND r.submitted_at IS NOT NULL AND a.rating IS NOT NULL
    GROUP BY r.evaluation_id
  ) s ON s.evaluation_id = p.evaluation_id
  ORDER BY p.date DESC, p.workshop_id DESC`;

/** The workshop of the detail, whether or not it has an evaluation of the kind. */
const workshopQuery = (workshopId: number, kind: PublicKind, language: UiLanguage) => sql`
  SELECT w.id AS workshop_id, w.date, w.institute, w.offered_workshop_id, ${offeredTitle(sql`w.offered_workshop_id`, language)} AS title,
         (SELECT count(*) FROM evaluations e JOIN evaluation_responses r ON r.evaluation_id = e.id
          WHERE e.workshop_id = w.id AND e.kind = ${kind} AND e.coach_id IS NULL AND r.submitted_at IS NOT NULL) AS responses
  FROM workshops w WHERE w.id = ${workshopId}`;

interface OfferedRow {
  offered_workshop_id: number;
  title: string;
  workshops: number;
  responses: number;
}
interface PageRow extends Omit<WorkshopStatsRow, 'average'> {
  rating_sum: number;
  ratings: number;
}

/** The average of all rating answers among some count rows. */
function averageOfAll(rows: CountRow[]): number | null {
  const { sum, count } = ratingTotals(rows);
  return averageOf(sum, count);
}

const rowOf = ({ rating_sum, ratings, ...row }: PageRow): WorkshopStatsRow => ({
  ...row,
  average: averageOf(rating_sum, ratings),
});

/**
 * Four statements in one round trip (seven with a workshop's detail): labels, the workshops and responses per offered
 * workshop and their answer counts (evaluation_link_totals and evaluation_answer_totals: the period's whole months
 * and edge days, not every answer), the page of workshops; for the detail the workshop, its answer counts and texts
 * (its own answers).
 */
export async function evaluationsByAudience(db: Database, query: ByAudienceQuery, language: UiLanguage): Promise<ByAudience> {
  const period = resolvePeriod(query);
  const filter = evaluationFilter(query.kind, period, query.offered_workshop_id);
  const detailFilter = query.workshop_id ? evaluationFilter(query.kind, null, undefined, query.workshop_id) : null;
  const statements = [
    labelQuery(query.kind, language),
    linkTotalsQuery(query.kind, period, offeredTitle(sql`t.offered_workshop_id`, language), query.offered_workshop_id),
    answerTotalsQuery(query.kind, period, query.offered_workshop_id),
    workshopRowsQuery(filter, language, query.per_page, (query.page - 1) * query.per_page),
  ];
  if (detailFilter && query.workshop_id) {
    statements.push(
      workshopQuery(query.workshop_id, query.kind, language),
      answerCountQuery(submitted(detailFilter)),
      freeTextQuery(submitted(detailFilter), language),
    );
  }
  const [labelRows, offered, counts, page, detailWorkshop, detailCounts, detailTexts] = (await readBatch(db, statements)) as [
    LabelRow[],
    OfferedRow[],
    CountRow[],
    PageRow[],
    Omit<WorkshopStatsRow, 'average'>[]?,
    CountRow[]?,
    TextRow[]?,
  ];

  const labels = labelsFrom(labelRows, language);
  const countsByOffered = byGroup(counts);
  return {
    period,
    kind: query.kind,
    offered_workshops: offered.map((row) => ({
      ...row,
      average: averageOfAll(countsByOffered.get(row.offered_workshop_id) ?? []),
      questions: questionStats(labels, countsByOffered.get(row.offered_workshop_id) ?? [], ['rating']),
    })),
    workshops: {
      items: page.map(rowOf),
      // Every workshop of the filter belongs to one offered workshop: their counts add up to the list's total.
      total: offered.reduce((sum, row) => sum + row.workshops, 0),
      page: query.page,
      per_page: query.per_page,
    },
    workshop: query.workshop_id ? workshopDetail(detailWorkshop!, detailCounts!, detailTexts!, labels) : null,
  };
}

function workshopDetail(
  workshop: Omit<WorkshopStatsRow, 'average'>[],
  counts: CountRow[],
  texts: TextRow[],
  labels: Labels,
): ByAudience['workshop'] {
  const row = workshop[0];
  if (!row) throw notFound('Workshop');
  return {
    row: { ...row, average: averageOfAll(counts) },
    questions: questionStats(labels, counts, ['rating', 'single_choice', 'multiple_choice']),
    texts: freeTexts(texts, labels),
  };
}
