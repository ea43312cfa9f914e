import { sql, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { evaluationAnswerTotals, evaluationCoachTotals } from '../../db/schema';
import type { Database } from '../../lib/env';

/*
 * The pre-aggregates of the evaluation statistics (decision 023): `evaluation_answer_totals` (public kinds: the
 * answers per rating or choice set, and the responses themselves as question 0) and `evaluation_coach_totals`
 * (validated coach evaluations per coach: how many, their ratings), each per month and per day of the workshop date.
 * They change only where what counts changes, in the same batch:
 * - a public response is submitted: `addAnswerTotals` (it counts at once, whatever the link's state);
 * - a coach evaluation is validated: `addCoachTotals` (only validated ones count; sending back happens only while
 *   pending, when nothing counted yet);
 * - a workshop's date or offered workshop changes: `moveWorkshopTotals` takes its figures out of the old month and
 *   day before the update and adds them to the new ones after it.
 * Nothing else removes a counted answer: a cancelled workshop loses only unanswered evaluations, and no route deletes
 * a workshop. Data written beside these paths (the seed, the bench, test fixtures) rebuilds them with
 * `rebuildEvaluationTotalsSql()`, the statements migration 0025 backfilled them with.
 */

/** Every counted row twice: for the month of the workshop date and for the date itself. */
const spans = sql`(SELECT 'month' AS span UNION ALL SELECT 'day' AS span) s`;
const bucket = sql`CASE s.span WHEN 'month' THEN substr(x.date, 1, 7) ELSE x.date END`;

/** The submitted responses `r` of public evaluations `e` (workshop `w`) that `responses` selects, with `join`. */
const publicResponses = (responses: SQL, join: SQL = sql``) => sql`FROM evaluation_responses r
      JOIN evaluations e ON e.id = r.evaluation_id
      JOIN workshops w ON w.id = e.workshop_id ${join}
      WHERE (${responses}) AND r.submitted_at IS NOT NULL AND e.coach_id IS NULL AND e.kind <> 'by_coach'`;

/**
 * `evaluation_answer_totals` rows (in the table's column order) for the responses `responses` selects, times `sign`:
 * their rating and choice answers, and each response once as question 0.
 */
const answerTotalRows = (responses: SQL, sign: 1 | -1) => sql`
  SELECT x.kind, s.span, ${bucket} AS bucket, x.offered_workshop_id, x.question_id, x.rating, x.choices,
    ${sql.raw(String(sign))} * count(*) AS answers
  FROM (
    SELECT e.kind, w.date, w.offered_workshop_id, a.question_id, coalesce(a.rating, 0) AS rating, coalesce(a.choices, '') AS choices
      ${publicResponses(responses, sql`JOIN evaluation_response_answers a ON a.response_id = r.id`)}
      AND (a.rating IS NOT NULL OR a.choices IS NOT NULL)
    UNION ALL
    SELECT e.kind, w.date, w.offered_workshop_id, 0, 0, ''
      ${publicResponses(responses)}
  ) x, ${spans}
  GROUP BY 1, 2, 3, 4, 5, 6, 7`;

/**
 * `evaluation_coach_totals` rows (column order) for the validated coach evaluations `evaluations` selects, times
 * `sign`: one evaluation each (its single response), with the number and sum of its ratings.
 */
const coachTotalRows = (evaluations: SQL, sign: 1 | -1) => sql`
  SELECT x.coach_id, s.span, ${bucket} AS bucket, ${sql.raw(String(sign))} * count(*) AS evaluations,
    ${sql.raw(String(sign))} * sum(x.ratings) AS ratings, ${sql.raw(String(sign))} * sum(x.rating_sum) AS rating_sum
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

/** A public response that now counts (`responses` selects it as `r`): its answers and itself added to the totals. */
export const addAnswerTotals = (db: Database, responses: SQL) => addAnswers(db, answerTotalRows(responses, 1));

/** A coach evaluation that now counts (`evaluations` selects it as `e`, validated in the same batch before this). */
export const addCoachTotals = (db: Database, evaluations: SQL) => addCoach(db, coachTotalRows(evaluations, 1));

/**
 * A workshop's date or offered workshop is about to change: `before` go first in the batch (they take the workshop's
 * counted figures out of its current month, day and offered workshop, and drop rows left at zero), `after` after the
 * update (they add them where the workshop now is). Both read the workshop as it is when they run, so the move is
 * right whatever the update changed, also nothing.
 */
export function moveWorkshopTotals(db: Database, workshopId: number) {
  const ofWorkshop = sql`e.workshop_id = ${workshopId}`;
  const date = sql`(SELECT date FROM workshops WHERE id = ${workshopId})`;
  const buckets = sql`${evaluationAnswerTotals.span} IN ('month', 'day') AND ${evaluationAnswerTotals.bucket} IN (${date}, substr(${date}, 1, 7))`;
  return {
    before: [
      addAnswers(db, answerTotalRows(ofWorkshop, -1)),
      addCoach(db, coachTotalRows(ofWorkshop, -1)),
      db
        .delete(evaluationAnswerTotals)
        .where(
          sql`${evaluationAnswerTotals.kind} IN ('by_audience', 'after_3_months') AND ${buckets} AND ${evaluationAnswerTotals.answers} = 0`,
        ),
      db.delete(evaluationCoachTotals).where(
        sql`${evaluationCoachTotals.coachId} IN (SELECT coach_id FROM evaluations WHERE workshop_id = ${workshopId} AND coach_id IS NOT NULL)
            AND ${evaluationCoachTotals.span} IN ('month', 'day') AND ${evaluationCoachTotals.bucket} IN (${date}, substr(${date}, 1, 7))
            AND ${evaluationCoachTotals.evaluations} = 0`,
      ),
    ] as const,
    after: [addAnswers(db, answerTotalRows(ofWorkshop, 1)), addCoach(db, coachTotalRows(ofWorkshop, 1))] as const,
  };
}

/** Both totals rebuilt from the answers, as statements of one batch (test fixtures that write answers directly). */
export const rebuildEvaluationTotals = (db: Database) =>
  [
    db.delete(evaluationAnswerTotals),
    addAnswers(db, answerTotalRows(sql`1`, 1)),
    db.delete(evaluationCoachTotals),
    addCoach(db, coachTotalRows(sql`1`, 1)),
  ] as const;

/** What both totals should hold, computed from the answers now (the tests compare the kept rows with it). */
export async function recomputedEvaluationTotals(db: Database) {
  const [answers, coaches] = await Promise.all([
    db.all(sql`${answerTotalRows(sql`1`, 1)} ORDER BY 1, 2, 3, 4, 5, 6, 7`),
    db.all(sql`${coachTotalRows(sql`1`, 1)} ORDER BY 1, 2, 3`),
  ]);
  return { answers, coaches };
}

const dialect = new SQLiteSyncDialect();
const text = (query: SQL) => dialect.sqlToQuery(query).sql;

/**
 * Rebuilds both totals from the answers (as migration 0025 backfilled them): for data written beside the routes, such
 * as the seed, the bench and test fixtures. A function, so the worker renders it only when asked.
 */
export const rebuildEvaluationTotalsSql = () => `DELETE FROM evaluation_answer_totals;
INSERT INTO evaluation_answer_totals (kind, span, bucket, offered_workshop_id, question_id, rating, choices, answers)
${text(answerTotalRows(sql`1`, 1))};
DELETE FROM evaluation_coach_totals;
INSERT INTO evaluation_coach_totals (coach_id, span, bucket, evaluations, ratings, rating_sum)
${text(coachTotalRows(sql`1`, 1))};`;

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

/** One leg per range of buckets (a range of months, a range of days): each an index range of its own. */
function bucketRanges(period: { from: string; to: string }): SQL[] {
  const { months, days } = periodBuckets(period);
  return [
    ...(months ? [sql`span = 'month' AND bucket BETWEEN ${months.from} AND ${months.to}`] : []),
    ...days.map((range) => sql`span = 'day' AND bucket BETWEEN ${range.from} AND ${range.to}`),
  ];
}

/**
 * The counted answers of a public kind in a period, per offered workshop, question, rating and choice set, in the
 * shape of `answerCountQuery` (decision 023) with the offered workshop as group; question 0 gives the responses.
 */
export const answerTotalsQuery = (kind: string, period: { from: string; to: string }, offeredWorkshopId?: number) => {
  const offered = offeredWorkshopId ? sql` AND offered_workshop_id = ${offeredWorkshopId}` : sql``;
  const legs = bucketRanges(period).map(
    (range) => sql`SELECT offered_workshop_id, question_id, rating, choices, answers FROM evaluation_answer_totals
      WHERE kind = ${kind} AND ${range}${offered}`,
  );
  return sql`SELECT offered_workshop_id AS grp, question_id, nullif(rating, 0) AS rating, nullif(choices, '') AS choices,
      sum(answers) AS n
    FROM (${sql.join(legs, sql` UNION ALL `)})
    GROUP BY offered_workshop_id, question_id, rating, choices`;
};

/**
 * The validated coach evaluations of a period per coach, with names (decision 023): how many (each a workshop), the
 * last workshop date (the latest day row), the number and sum of their ratings; by name, at most 1,000.
 */
export const coachTotalsQuery = (period: { from: string; to: string }) => {
  const legs = bucketRanges(period).map(
    (range) => sql`SELECT coach_id, evaluations, ratings, rating_sum FROM evaluation_coach_totals WHERE ${range}`,
  );
  return sql`SELECT u.id, u.firstname, u.lastname, t.workshops, t.ratings, t.rating_sum,
      (SELECT max(d.bucket) FROM evaluation_coach_totals d
        WHERE d.coach_id = t.coach_id AND d.span = 'day' AND d.bucket BETWEEN ${period.from} AND ${period.to}) AS last_workshop_date
    FROM (
      SELECT coach_id, sum(evaluations) AS workshops, sum(ratings) AS ratings, sum(rating_sum) AS rating_sum
      FROM (${sql.join(legs, sql` UNION ALL `)})
      GROUP BY coach_id
    ) t JOIN users u ON u.id = t.coach_id
    WHERE t.workshops > 0
    ORDER BY u.lastname COLLATE NOCASE, u.firstname COLLATE NOCASE, u.id
    LIMIT 1000`;
};
