import { sql, type SQL } from 'drizzle-orm';
import { evaluationKinds, type EvaluationKind, type UiLanguage } from '../../contract/enums';
import { averageOf, labelsFrom, type LabelRow } from '../evaluations/statistics.aggregate';

/**
 * Evaluation averages per rating question for the reports: grouped by kind and question key across questionnaire
 * versions, worded as the newest version has it in the reader's language (decision 023). What counts: submitted
 * responses; of coach evaluations only validated ones (state completed).
 */

export interface RatingSumRow {
  grp: number | null;
  kind: EvaluationKind;
  question_id: number;
  rating_sum: number;
  answers: number;
}

/** Sum and count (from the answers themselves) of the counted rating answers of the evaluations `e` (joined to their workshop `w`) per group, kind, question. */
export const ratingSumsQuery = (where: SQL, group: SQL = sql`NULL`, joins: SQL = sql``) => sql`
  SELECT ${group} AS grp, e.kind, a.question_id, sum(a.rating) AS rating_sum, count(*) AS answers
  FROM workshops w ${joins} JOIN evaluations e ON e.workshop_id = w.id
  JOIN evaluation_responses r ON r.evaluation_id = e.id
  JOIN evaluation_response_answers a ON a.response_id = r.id
  WHERE ${where} AND r.submitted_at IS NOT NULL AND a.rating IS NOT NULL AND (e.kind <> 'by_coach' OR e.state = 'completed')
  GROUP BY grp, e.kind, a.question_id`;

/**
 * The same sums for the report's filtered workshops (`where` on `w`), from the pre-added totals per workshop and
 * question (evaluation_rating_totals, kept by the submit and validate batches): a few rows per workshop instead of
 * every answer.
 */
export const ratingTotalsQuery = (where: SQL) => sql`
  SELECT NULL AS grp, t.kind, t.question_id, sum(t.rating_sum) AS rating_sum, sum(t.answers) AS answers
  FROM workshops w JOIN evaluation_rating_totals t ON t.workshop_id = w.id
  WHERE ${where}
  GROUP BY t.kind, t.question_id`;

/** Every question of every kind and version with its wording in the reader's language and German. */
export const allLabelsQuery = (language: UiLanguage) => sql`
  SELECT qn.kind, q.id, q.key, q.type, q.position, qn.version, t.language, t.text, t.options,
         (SELECT max(x.version) FROM evaluation_questionnaires x WHERE x.kind = qn.kind) AS max_version
  FROM evaluation_questions q
  JOIN evaluation_questionnaires qn ON qn.id = q.questionnaire_id
  JOIN evaluation_question_translations t ON t.question_id = q.id AND t.language IN (${language}, 'de')`;

export type KindLabelRow = LabelRow & { kind: EvaluationKind };

export interface RatingAverage {
  kind: EvaluationKind;
  key: string;
  text: string;
  answers: number;
  average: number | null;
}

/** A reader of rating sums: the averages per kind and key of one group's rows, in the questionnaires' order. */
export function ratingAverages(labelRows: KindLabelRow[], language: UiLanguage) {
  const labels = new Map(
    evaluationKinds.map((kind) => [
      kind,
      labelsFrom(
        labelRows.filter((row) => row.kind === kind),
        language,
      ),
    ]),
  );
  return (sums: RatingSumRow[]): RatingAverage[] =>
    evaluationKinds.flatMap((kind) => {
      const { list, keyOf } = labels.get(kind)!;
      const byKey = new Map<string, { sum: number; count: number }>();
      for (const row of sums) {
        const key = row.kind === kind ? keyOf.get(row.question_id) : undefined;
        if (key === undefined) continue;
        const total = byKey.get(key) ?? { sum: 0, count: 0 };
        byKey.set(key, { sum: total.sum + row.rating_sum, count: total.count + row.answers });
      }
      return list
        .filter((label) => label.type === 'rating' && (label.current || byKey.has(label.key)))
        .map((label) => {
          const { sum, count } = byKey.get(label.key) ?? { sum: 0, count: 0 };
          return { kind, key: label.key, text: label.text, answers: count, average: averageOf(sum, count) };
        });
    });
}
