import { sql, type SQL } from 'drizzle-orm';
import type { EvaluationKind, QuestionType, UiLanguage } from '../../db/schema/enums';
import { RATING_MAX, RATING_MIN } from './evaluations.limits';
import type { QuestionStats } from './statistics.schemas';

/**
 * Shared pieces of the statistics: question labels per key, the answer-count query, rounding. What counts, the
 * grouping by key and the rounding are explained in docs/decisions/023-evaluation-statistics.md.
 */

/** Mean of integer ratings to one decimal, rounded half up, in integer arithmetic (no 2.45 → 2.4 float slips). */
export function averageOf(sum: number, count: number): number | null {
  if (count === 0) return null;
  return Math.floor((20 * sum + count) / (2 * count)) / 10;
}

export interface QuestionLabel {
  key: string;
  type: QuestionType;
  text: string;
  options: string[];
  /** Position in the newest version that has the key; keys of the current version come first. */
  order: number;
  current: boolean;
}

export interface LabelRow {
  key: string;
  type: QuestionType;
  position: number;
  version: number;
  max_version: number;
  language: UiLanguage;
  text: string;
  options: string;
}

/** Every question wording of a kind in the reader's language and German: reduced by `labelsFrom`. */
export const labelQuery = (kind: EvaluationKind, language: UiLanguage) => sql`
  SELECT q.key, q.type, q.position, qn.version, t.language, t.text, t.options,
         (SELECT max(version) FROM evaluation_questionnaires WHERE kind = ${kind}) AS max_version
  FROM evaluation_questions q
  JOIN evaluation_questionnaires qn ON qn.id = q.questionnaire_id
  JOIN evaluation_question_translations t ON t.question_id = q.id AND t.language IN (${language}, 'de')
  WHERE qn.kind = ${kind}`;

/** Per key the wording of the newest version that has it, in `language` where it exists, else German. */
export function labelsFrom(rows: LabelRow[], language: UiLanguage): QuestionLabel[] {
  const best = new Map<string, LabelRow>();
  for (const row of rows) {
    const seen = best.get(row.key);
    const newer = !seen || row.version > seen.version;
    const betterLanguage = seen && row.version === seen.version && row.language === language && seen.language !== language;
    if (newer || betterLanguage) best.set(row.key, row);
  }
  return [...best.values()]
    .map((row) => ({
      key: row.key,
      type: row.type,
      text: row.text,
      options: JSON.parse(row.options) as string[],
      current: row.version === row.max_version,
      order: (row.version === row.max_version ? 0 : 1_000_000 * (row.max_version - row.version)) + row.position,
    }))
    .sort((a, b) => a.order - b.order);
}

/** One line of `answerCountQuery`: `r` a rating value, `c` a choice index, `n` the answers of a choice question. */
export interface CountRow {
  grp: number | null;
  key: string;
  t: 'r' | 'c' | 'n';
  value: number | null;
  n: number;
}

/** The counted responses `r`: a FROM with joins (`source`) and its conditions (`where`). */
export interface ResponseSource {
  source: SQL;
  where: SQL;
}

const answers = sql`JOIN evaluation_response_answers a ON a.response_id = r.id JOIN evaluation_questions q ON q.id = a.question_id`;

/**
 * Counts of the answers of the counted responses grouped by `group` (a column, or NULL for one group) and question
 * key: rating values, choice indexes (json_each over the choice arrays) and the number of answers of each choice
 * question. One statement.
 */
export const answerCountQuery = ({ source, where }: ResponseSource, group: SQL = sql`NULL`) => sql`
  SELECT ${group} AS grp, q.key AS key, 'r' AS t, a.rating AS value, count(*) AS n
  ${source} ${answers} WHERE ${where} AND a.rating IS NOT NULL
  GROUP BY grp, q.key, a.rating
  UNION ALL
  SELECT ${group} AS grp, q.key AS key, 'c' AS t, j.value AS value, count(*) AS n
  ${source} ${answers} JOIN json_each(a.choices) j WHERE ${where} AND a.choices IS NOT NULL
  GROUP BY grp, q.key, j.value
  UNION ALL
  SELECT ${group} AS grp, q.key AS key, 'n' AS t, NULL AS value, count(*) AS n
  ${source} ${answers} WHERE ${where} AND json_array_length(a.choices) > 0
  GROUP BY grp, q.key`;

/** Sum and count of all rating answers of the counted responses, per `group`. */
export const ratingSumQuery = ({ source, where }: ResponseSource, group: SQL) => sql`
  SELECT ${group} AS grp, sum(a.rating) AS rating_sum, count(a.rating) AS ratings
  ${source} ${answers} WHERE ${where} AND a.rating IS NOT NULL
  GROUP BY grp`;

const ratingSteps = RATING_MAX - RATING_MIN + 1;

/**
 * The figures per question of one group, in the labels' order. Rating and choice questions only (free texts are
 * listed apart); a key of an older version appears only when it has answers.
 */
export function questionStats(labels: QuestionLabel[], rows: CountRow[], types: QuestionType[]): QuestionStats[] {
  const byKey = new Map<string, CountRow[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return labels
    .filter((label) => types.includes(label.type) && (label.current || byKey.has(label.key)))
    .map((label) => {
      const counts = byKey.get(label.key) ?? [];
      if (label.type === 'rating') {
        const distribution = Array<number>(ratingSteps).fill(0);
        let sum = 0;
        for (const row of counts.filter((r) => r.t === 'r' && r.value !== null)) {
          distribution[row.value! - RATING_MIN] = (distribution[row.value! - RATING_MIN] ?? 0) + row.n;
          sum += row.value! * row.n;
        }
        const answers = distribution.reduce((a, b) => a + b, 0);
        return { ...labelFields(label), answers, average: averageOf(sum, answers), distribution, choices: [] };
      }
      const choices = label.options.map(() => 0);
      for (const row of counts.filter((r) => r.t === 'c' && r.value !== null && r.value < choices.length)) {
        choices[row.value!] = (choices[row.value!] ?? 0) + row.n;
      }
      const answers = counts.find((r) => r.t === 'n')?.n ?? 0;
      return { ...labelFields(label), answers, average: null, distribution: [], choices };
    });
}

const labelFields = (label: QuestionLabel) => ({ key: label.key, type: label.type, text: label.text, options: label.options });

/** Rows split by their group column. */
export function byGroup(rows: CountRow[]): Map<number | null, CountRow[]> {
  const groups = new Map<number | null, CountRow[]>();
  for (const row of rows) groups.set(row.grp, [...(groups.get(row.grp) ?? []), row]);
  return groups;
}

/** The offered workshop's title in the reader's language, German, or its code. */
export const offeredTitle = (offeredWorkshopId: SQL, language: UiLanguage) => sql`coalesce(
  (SELECT title FROM offered_workshop_translations WHERE offered_workshop_id = ${offeredWorkshopId} AND language = ${language}),
  (SELECT title FROM offered_workshop_translations WHERE offered_workshop_id = ${offeredWorkshopId} AND language = 'de'),
  (SELECT code FROM offered_workshops WHERE id = ${offeredWorkshopId}))`;
