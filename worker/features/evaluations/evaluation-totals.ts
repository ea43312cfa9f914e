import { sql, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { evaluationAnswerTotals, evaluationCoachTotals, evaluationLinkTotals } from '../../db/schema';
import type { Database } from '../../lib/env';

/*
 * The pre-aggregates of the evaluation statistics (decision 023), each per month and per day of the workshop date:
 * - `evaluation_link_totals`: the public evaluations (by_audience, after_3_months) per offered workshop, and their
 *   submitted responses;
 * - `evaluation_answer_totals`: the answers of those responses per offered workshop, question, rating and choice set;
 * - `evaluation_coach_totals`: the validated coach evaluations per coach, with the number and sum of their ratings.
 * They change where what counts changes, in the same batch:
 * - a public link is created (`addLinkTotals` after the insert), or an unanswered one withdrawn (`withdrawLinkTotals`
 *   before the delete);
 * - a public response is submitted (`addResponseTotals`: it counts at once, whatever the link's state);
 * - a coach evaluation is validated (`addCoachTotals`: only validated ones count; sending back happens only while
 *   pending, before anything counted);
 * - a workshop's date or offered workshop changes (`moveWorkshopTotals`: out of the old month and day before the
 *   update, into the new ones after it).
 * Nothing else removes what counts: no route deletes a workshop or a submitted response. Data written beside these
 * paths (the seed, the bench, test fixtures) rebuilds them (`rebuildEvaluationTotals`, `rebuildEvaluationTotalsSql`),
 * with the statements migration 0025 backfilled them with.
 */

/** Every counted row twice: for the month of the workshop date (`x.date`) and for the date itself. */
const spans = sql`(SELECT 'month' AS span UNION ALL SELECT 'day' AS span) s`;
const bucket = sql`CASE s.span WHEN 'month' THEN substr(x.date, 1, 7) ELSE x.date END`;
const times = (sign: 1 | -1) => sql.raw(String(sign));
const publicKind = sql`e.coach_id IS NULL AND e.kind <> 'by_coach'`;

/**
 * `evaluation_link_totals` rows (in the table's column order) for the public evaluations `evaluations` selects (as
 * `e`), times `sign`: one evaluation each, with its submitted responses.
 */
const linkTotalRows = (evaluations: SQL, sign: 1 | -1) => sql`
  SELECT x.kind, s.span, ${bucket} AS bucket, x.offered_workshop_id, ${times(sign)} * count(*) AS evaluations,
    ${times(sign)} * sum(x.responses) AS responses
  FROM (
    SELECT e.kind, w.date, w.offered_workshop_id,
      (SELECT count(*) FROM evaluation_responses r WHERE r.evaluation_id = e.id AND r.submitted_at IS NOT NULL) AS responses
    FROM evaluations e JOIN workshops w ON w.id = e.workshop_id
    WHERE (${evaluations}) AND ${publicKind}
  ) x, ${spans}
  GROUP BY 1, 2, 3, 4`;

/** `evaluation_link_totals` rows for public responses just submitted (`responses` selects them as `r`): one each. */
const responseLinkRows = (responses: SQL) => sql`
  SELECT x.kind, s.span, ${bucket} AS bucket, x.offered_workshop_id, 0 AS evaluations, count(*) AS responses
  FROM (
    SELECT e.kind, w.date, w.offered_workshop_id
    FROM evaluation_responses r JOIN evaluations e ON e.id = r.evaluation_id JOIN workshops w ON w.id = e.workshop_id
    WHERE (${responses}) AND r.submitted_at IS NOT NULL AND ${publicKind}
  ) x, ${spans}
  GROUP BY 1, 2, 3, 4`;

/**
 * `evaluation_answer_totals` rows (column order) for the rating and choice answers of the submitted public responses
 * `responses` selects (as `r` of evaluations `e`), times `sign`.
 */
const answerTotalRows = (responses: SQL, sign: 1 | -1) => sql`
  SELECT x.kind, s.span, ${bucket} AS bucket, x.offered_workshop_id, x.question_id, x.rating, x.choices,
    ${times(sign)} * count(*) AS answers
  FROM (
    SELECT e.kind, w.date, w.offered_workshop_id, a.question_id, coalesce(a.rating, 0) AS rating, coalesce(a.choices, '') AS choices
    FROM evaluation_responses r
    JOIN evaluations e ON e.id = r.evaluation_id
    JOIN workshops w ON w.id = e.workshop_id
    JOIN evaluation_response_answers a ON a.response_id = r.id
    WHERE (${responses}) AND r.submitted_at IS NOT NULL AND ${publicKind} AND (a.rating IS NOT NULL OR a.choices IS NOT NULL)
  ) x, ${spans}
  GROUP BY 1, 2, 3, 4, 5, 6, 7`;

/**
 * `evaluation_coach_totals` rows (column order) for the validated coach evaluations `evaluations` selects (as `e`),
 * times `sign`: one evaluation each (its single response), with the number and sum of its ratings.
 */
const coachTotalRows = (evaluations: SQL, sign: 1 | -1) => sql`
  SELECT x.coach_id, s.span, ${bucket} AS bucket, ${times(sign)} * count(*) AS evaluations,
    ${times(sign)} * sum(x.ratings) AS ratings, ${times(sign)} * sum(x.rating_sum) AS rating_sum
  FROM (
    SELECT e.coach_id, w.date, count(a.rating) AS ratings, coalesce(sum(a.rating), 0) AS rating_sum
    FROM evaluation_responses r
    JOIN evaluations e ON e.id = r.evaluation_id
    JOIN workshops w ON w.id = e.workshop_id
    LEFT JOIN evaluation_response_answers a ON a.response_id = r.id AND a.rating IS NOT NULL
    WHERE (${evaluations}) AND r.submitted_at IS NOT NULL AND e.kind = 'by_coach' AND e.state = 'completed'
    GROUP BY r.id
  ) x, ${spans}
  GROUP BY 1, 2, 3`;

const addLinks = (db: Database, rows: SQL) =>
  db
    .insert(evaluationLinkTotals)
    .select(rows)
    .onConflictDoUpdate({
      target: [
        evaluationLinkTotals.kind,
        evaluationLinkTotals.span,
        evaluationLinkTotals.bucket,
        evaluationLinkTotals.offeredWorkshopId,
      ],
      set: {
        evaluations: sql`${evaluationLinkTotals.evaluations} + excluded.evaluations`,
        responses: sql`${evaluationLinkTotals.responses} + excluded.responses`,
      },
    });

const addAnswers = (db: Database, rows: SQL) =>
  db
    .insert(evaluationAnswerTotals)
    .select(rows)
    .onConflictDoUpdate({
      target: [
        evaluationAnswerTotals.kind,
        evaluationAnswerTotals.span,
        evaluationAnswerTotals.bucket,
        evaluationAnswerTotals.offeredWorkshopId,
        evaluationAnswerTotals.questionId,
        evaluationAnswerTotals.rating,
        evaluationAnswerTotals.choices,
      ],
      set: { answers: sql`${evaluationAnswerTotals.answers} + excluded.answers` },
    });

const addCoach = (db: Database, rows: SQL) =>
  db
    .insert(evaluationCoachTotals)
    .select(rows)
    .onConflictDoUpdate({
      target: [evaluationCoachTotals.coachId, evaluationCoachTotals.span, evaluationCoachTotals.bucket],
      set: {
        evaluations: sql`${evaluationCoachTotals.evaluations} + excluded.evaluations`,
        ratings: sql`${evaluationCoachTotals.ratings} + excluded.ratings`,
        ratingSum: sql`${evaluationCoachTotals.ratingSum} + excluded.rating_sum`,
      },
    });

/** The buckets (days, months) of some workshops' dates (`workshopIds`: a subquery or list): where rows left at zero may be. */
const bucketsOf = (workshopIds: SQL) => sql`(
  SELECT date FROM workshops WHERE id IN ${workshopIds} UNION SELECT substr(date, 1, 7) FROM workshops WHERE id IN ${workshopIds})`;

const emptyLinkRows = (db: Database, workshopIds: SQL) =>
  db.delete(evaluationLinkTotals).where(
    sql`${evaluationLinkTotals.kind} IN ('by_audience', 'after_3_months') AND ${evaluationLinkTotals.span} IN ('month', 'day')
        AND ${evaluationLinkTotals.bucket} IN ${bucketsOf(workshopIds)} AND ${evaluationLinkTotals.evaluations} = 0`,
  );

const emptyAnswerRows = (db: Database, workshopIds: SQL) =>
  db.delete(evaluationAnswerTotals).where(
    sql`${evaluationAnswerTotals.kind} IN ('by_audience', 'after_3_months') AND ${evaluationAnswerTotals.span} IN ('month', 'day')
        AND ${evaluationAnswerTotals.bucket} IN ${bucketsOf(workshopIds)} AND ${evaluationAnswerTotals.answers} = 0`,
  );

/** Public evaluations just created (`evaluations` selects them as `e`; none when the insert did nothing): counted. */
export const addLinkTotals = (db: Database, evaluations: SQL) => addLinks(db, linkTotalRows(evaluations, 1));

/**
 * Public evaluations about to be deleted (`evaluations` selects them as `e` among the workshops `workshopIds`; they
 * have no submitted response): put before the delete in the batch.
 */
export const withdrawLinkTotals = (db: Database, evaluations: SQL, workshopIds: readonly number[]) => {
  const ids = sql`(SELECT value FROM json_each(${JSON.stringify(workshopIds)}))`;
  return [addLinks(db, linkTotalRows(evaluations, -1)), emptyLinkRows(db, ids)] as const;
};

/** A public response that now counts (`responses` selects it as `r`): it and its answers added to the totals. */
export const addResponseTotals = (db: Database, responses: SQL) => [
  addLinks(db, responseLinkRows(responses)),
  addAnswers(db, answerTotalRows(responses, 1)),
];

/** A coach evaluation that now counts (`evaluations` selects it as `e`, validated in the same batch before this). */
export const addCoachTotals = (db: Database, evaluations: SQL) => addCoach(db, coachTotalRows(evaluations, 1));

/**
 * A workshop's date or offered workshop is about to change: `before` go first in the batch (they take the workshop's
 * figures out of its current month, day and offered workshop, and drop rows left at zero), `after` after the update
 * (they add them where the workshop now is). Both read the workshop as it is when they run, so the move is right
 * whatever the update changed, also nothing.
 */
export function moveWorkshopTotals(db: Database, workshopId: number) {
  const ofWorkshop = sql`e.workshop_id = ${workshopId}`;
  const workshop = sql`(${workshopId})`;
  return {
    before: [
      addLinks(db, linkTotalRows(ofWorkshop, -1)),
      addAnswers(db, answerTotalRows(ofWorkshop, -1)),
      addCoach(db, coachTotalRows(ofWorkshop, -1)),
      emptyLinkRows(db, workshop),
      emptyAnswerRows(db, workshop),
      db.delete(evaluationCoachTotals).where(
        sql`${evaluationCoachTotals.coachId} IN (SELECT coach_id FROM evaluations WHERE workshop_id = ${workshopId} AND coach_id IS NOT NULL)
            AND ${evaluationCoachTotals.span} IN ('month', 'day') AND ${evaluationCoachTotals.bucket} IN ${bucketsOf(workshop)}
            AND ${evaluationCoachTotals.evaluations} = 0`,
      ),
    ] as const,
    after: [
      addLinks(db, linkTotalRows(ofWorkshop, 1)),
      addAnswers(db, answerTotalRows(ofWorkshop, 1)),
      addCoach(db, coachTotalRows(ofWorkshop, 1)),
    ] as const,
  };
}

const everything = sql`1`;

/** All three totals rebuilt from the evaluations, as statements of one batch (test fixtures that write directly). */
export const rebuildEvaluationTotals = (db: Database) =>
  [
    db.delete(evaluationLinkTotals),
    addLinks(db, linkTotalRows(everything, 1)),
    db.delete(evaluationAnswerTotals),
    addAnswers(db, answerTotalRows(everything, 1)),
    db.delete(evaluationCoachTotals),
    addCoach(db, coachTotalRows(everything, 1)),
  ] as const;

/** What the three totals should hold, computed from the evaluations now (tests compare the kept rows with it). */
export async function recomputedEvaluationTotals(db: Database) {
  const [links, answers, coaches] = await Promise.all([
    db.all(sql`${linkTotalRows(everything, 1)} ORDER BY 1, 2, 3, 4`),
    db.all(sql`${answerTotalRows(everything, 1)} ORDER BY 1, 2, 3, 4, 5, 6, 7`),
    db.all(sql`${coachTotalRows(everything, 1)} ORDER BY 1, 2, 3`),
  ]);
  return { links, answers, coaches };
}

const text = (query: SQL) => new SQLiteSyncDialect().sqlToQuery(query).sql;

/**
 * The rebuild as SQL text (the seed; migration 0025 holds the same statements): rendered only when asked, so the
 * worker does no work for it at start.
 */
export const rebuildEvaluationTotalsSql = () => `DELETE FROM evaluation_link_totals;
INSERT INTO evaluation_link_totals (kind, span, bucket, offered_workshop_id, evaluations, responses)
${text(linkTotalRows(everything, 1))};
DELETE FROM evaluation_answer_totals;
INSERT INTO evaluation_answer_totals (kind, span, bucket, offered_workshop_id, question_id, rating, choices, answers)
${text(answerTotalRows(everything, 1))};
DELETE FROM evaluation_coach_totals;
INSERT INTO evaluation_coach_totals (coach_id, span, bucket, evaluations, ratings, rating_sum)
${text(coachTotalRows(everything, 1))};`;

/** A period in the totals' buckets: its whole months (if any), and the days before and after them. */
export interface PeriodBuckets {
  months: { from: string; to: string } | null;
  days: { from: string; to: string }[];
}

const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const shiftMonth = (month: string, by: number) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 + by, 1)).toISOString().slice(0, 7);
};

/**
 * Splits a period (`from` ≤ `to`, ISO dates) into the whole months it covers and the days of the months it only
 * partly covers: the last 12 months from the 30th are 1 day, 11 months and 29 days.
 */
export function periodBuckets(period: { from: string; to: string }): PeriodBuckets {
  const firstMonth = period.from.slice(0, 7);
  const lastMonth = period.to.slice(0, 7);
  const startsWhole = period.from.endsWith('-01');
  const endsWhole = period.to === lastDayOf(lastMonth);
  if (firstMonth === lastMonth && !(startsWhole && endsWhole)) return { months: null, days: [period] };
  const months = {
    from: startsWhole ? firstMonth : shiftMonth(firstMonth, 1),
    to: endsWhole ? lastMonth : shiftMonth(lastMonth, -1),
  };
  const days = [
    ...(startsWhole ? [] : [{ from: period.from, to: lastDayOf(firstMonth) }]),
    ...(endsWhole ? [] : [{ from: `${lastMonth}-01`, to: period.to }]),
  ];
  return { months: months.from <= months.to ? months : null, days };
}

/** The legs of a period, one per range of buckets (a range of months, a range of days): each an index range. */
function periodLegs(period: { from: string; to: string }, leg: (range: SQL) => SQL): SQL {
  const { months, days } = periodBuckets(period);
  const ranges = [
    ...(months ? [sql`span = 'month' AND bucket BETWEEN ${months.from} AND ${months.to}`] : []),
    ...days.map((range) => sql`span = 'day' AND bucket BETWEEN ${range.from} AND ${range.to}`),
  ];
  return sql.join(ranges.map(leg), sql` UNION ALL `);
}

/**
 * Per offered workshop of a public kind in a period: the workshops with an evaluation and their responses, titled in
 * `title` (an expression of `t.offered_workshop_id`), by title.
 */
export const linkTotalsQuery = (kind: string, period: { from: string; to: string }, title: SQL, offeredWorkshopId?: number) => {
  const offered = offeredWorkshopId ? sql` AND offered_workshop_id = ${offeredWorkshopId}` : sql``;
  const legs = periodLegs(
    period,
    (range) => sql`SELECT offered_workshop_id, evaluations, responses FROM evaluation_link_totals
      WHERE kind = ${kind} AND ${range}${offered}`,
  );
  return sql`SELECT t.offered_workshop_id, ${title} AS title, sum(t.evaluations) AS workshops, sum(t.responses) AS responses
    FROM (${legs}) t
    GROUP BY t.offered_workshop_id
    HAVING sum(t.evaluations) > 0
    ORDER BY title COLLATE NOCASE`;
};

/**
 * The counted answers of a public kind in a period per offered workshop, question, rating and choice set: the rows
 * of `answerCountQuery` (decision 023) with the offered workshop as group.
 */
export const answerTotalsQuery = (kind: string, period: { from: string; to: string }, offeredWorkshopId?: number) => {
  const offered = offeredWorkshopId ? sql` AND offered_workshop_id = ${offeredWorkshopId}` : sql``;
  const legs = periodLegs(
    period,
    (range) => sql`SELECT offered_workshop_id, question_id, rating, choices, answers FROM evaluation_answer_totals
      WHERE kind = ${kind} AND ${range}${offered}`,
  );
  return sql`SELECT offered_workshop_id AS grp, question_id, nullif(rating, 0) AS rating, nullif(choices, '') AS choices,
      sum(answers) AS n
    FROM (${legs})
    GROUP BY offered_workshop_id, question_id, rating, choices`;
};

/**
 * The validated coach evaluations of a period per coach, with names (decision 023): how many (each a workshop), the
 * number and sum of their ratings, the last workshop date (the latest day row); by name, at most 1,000.
 */
export const coachTotalsQuery = (period: { from: string; to: string }) => {
  const legs = periodLegs(
    period,
    (range) => sql`SELECT coach_id, evaluations, ratings, rating_sum FROM evaluation_coach_totals WHERE ${range}`,
  );
  return sql`SELECT u.id, u.firstname, u.lastname, t.workshops, t.ratings, t.rating_sum,
      (SELECT max(d.bucket) FROM evaluation_coach_totals d
        WHERE d.coach_id = t.coach_id AND d.span = 'day' AND d.bucket BETWEEN ${period.from} AND ${period.to}) AS last_workshop_date
    FROM (
      SELECT coach_id, sum(evaluations) AS workshops, sum(ratings) AS ratings, sum(rating_sum) AS rating_sum
      FROM (${legs})
      GROUP BY coach_id
    ) t JOIN users u ON u.id = t.coach_id
    WHERE t.workshops > 0
    ORDER BY u.lastname COLLATE NOCASE, u.firstname COLLATE NOCASE, u.id
    LIMIT 1000`;
};
