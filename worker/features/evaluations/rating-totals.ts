import { sql, type SQL } from 'drizzle-orm';
import { evaluationRatingTotals } from '../../db/schema';
import type { Database } from '../../lib/env';

/**
 * `evaluation_rating_totals` (decision 024): the counted rating answers per workshop and question, added in the same
 * batch that makes them count. Counted as the statistics count (decision 023): submitted responses; of coach
 * evaluations only validated ones. `responses` narrows the responses `r` (of evaluations `e`) to add.
 */
export const addRatingTotals = (db: Database, responses: SQL) =>
  db
    .insert(evaluationRatingTotals)
    .select(
      sql`SELECT e.workshop_id, a.question_id, e.kind, count(*), sum(a.rating)
        FROM evaluation_response_answers a
        JOIN evaluation_responses r ON r.id = a.response_id
        JOIN evaluations e ON e.id = r.evaluation_id
        WHERE ${responses} AND a.rating IS NOT NULL AND r.submitted_at IS NOT NULL AND (e.kind <> 'by_coach' OR e.state = 'completed')
        GROUP BY e.workshop_id, a.question_id`,
    )
    .onConflictDoUpdate({
      target: [evaluationRatingTotals.workshopId, evaluationRatingTotals.questionId],
      set: {
        answers: sql`${evaluationRatingTotals.answers} + excluded.answers`,
        ratingSum: sql`${evaluationRatingTotals.ratingSum} + excluded.rating_sum`,
      },
    });

/** Rebuilds every total from the answers (as migration 0014 backfilled them): for data written beside the routes, such as the seed. */
export const REBUILD_RATING_TOTALS_SQL = `DELETE FROM evaluation_rating_totals;
INSERT INTO evaluation_rating_totals (workshop_id, question_id, kind, answers, rating_sum)
  SELECT e.workshop_id, a.question_id, e.kind, count(*), sum(a.rating)
  FROM evaluation_response_answers a
  JOIN evaluation_responses r ON r.id = a.response_id
  JOIN evaluations e ON e.id = r.evaluation_id
  WHERE a.rating IS NOT NULL AND r.submitted_at IS NOT NULL AND (e.kind <> 'by_coach' OR e.state = 'completed')
  GROUP BY e.workshop_id, a.question_id;`;
