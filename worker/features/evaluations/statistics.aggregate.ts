import { sql, type SQL } from 'drizzle-orm';
import type { EvaluationKind, QuestionType, UiLanguage } from '../../contract/enums';
import { RATING_MAX, RATING_MIN } from '../../contract/evaluations/evaluations.limits';
import type { QuestionStats } from '../../contract/evaluations/statistics.schemas';

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
  id: number;
  key: string;
  type: QuestionType;
  position: number;
  version: number;
  max_version: number;
  language: UiLanguage;
  text: string;
  options: string;
}

/** Every question (all versions) of a kind with its wording in the reader's language and German. */
export const labelQuery = (kind: EvaluationKind, language: UiLanguage) => sql`
  SELECT q.id, q.key, q.type, q.position, qn.version, t.language, t.text, t.options,
         (SELECT max(version) FROM evaluation_questionnaires WHERE kind = ${kind}) AS max_version
  FROM evaluation_questions q
  JOIN evaluation_questionnaires qn ON qn.id = q.questionnaire_id
  JOIN evaluation_question_translations t ON t.question_id = q.id AND t.language IN (${language}, 'de')
  WHERE qn.kind = ${kind}`;

export interface Labels {
  /** One per key, in display order. */
  list: QuestionLabel[];
  /** Question id (any version) → key. */
  keyOf: Map<number, string>;
}

/** Per key the wording of the newest version that has it, in `language` where it exists, else German. */
export function labelsFrom(rows: LabelRow[], language: UiLanguage): Labels {
  const best = new Map<string, LabelRow>();
  const keyOf = new Map<number, string>();
  for (const row of rows) {
    keyOf.set(row.id, row.key);
    const seen = best.get(row.key);
    const newer = !seen || row.version > seen.version;
    const betterLanguage = seen && row.version === seen.version && row.language === language && seen.language !== language;
    if (newer || betterLanguage) best.set(row.key, row);
  }
  const list = [...best.values()]
    .map((row) => ({
      key: row.key,
      type: row.type,
      text: row.text,
      options: JSON.parse(row.options) as string[],
      current: row.version === row.max_version,
      order: (row.version === row.max_version ? 0 : 1_000_000 * (row.max_version - row.version)) + row.position,
    }))
    .sort((a, b) => a.order - b.order);
  return { list, keyOf };
}

/** The counted responses `r`: a FROM with joins (`source`) and its conditions (`where`). */
export interface ResponseSource {
  source: SQL;
  where: SQL;
}

/** One line of `answerCountQuery`: how many answers of a question (version) in a group had this rating or choices. */
export interface CountRow {
  grp: number | string | null;
  question_id: number;
  rating: number | null;
  /** The JSON array of option indexes as stored. */
  choices: string | null;
  n: number;
}

/**
 * The rating and choice answers of the counted responses, counted per `group` (a column, or NULL for one group),
 * question, rating and choice set: ONE pass over the answers, which every figure (averages, distributions, choice
 * counts, overall averages, trend) is added up from (`questionStats`, `ratingTotals`). Grouping by the stored choice
 * array instead of `json_each` keeps it one pass; the sets per question are few (bounded by its options).
 */
export const answerCountQuery = ({ source, where }: ResponseSource, group: SQL = sql`NULL`) => sql`
  SELECT ${group} AS grp, a.question_id, a.rating, a.choices, count(*) AS n
  ${source} JOIN evaluation_response_answers a ON a.response_id = r.id
  WHERE ${where} AND (a.rating IS NOT NULL OR a.choices IS NOT NULL)
  GROUP BY grp, a.question_id, a.rating, a.choices`;

/** All rating answers of some count rows together: their sum and number (for an overall average). */
export function ratingTotals(rows: CountRow[]): { sum: number; count: number } {
  let sum = 0;
  let count = 0;
  for (const row of rows) {
    if (row.rating === null) continue;
    sum += row.rating * row.n;
    count += row.n;
  }
  return { sum, count };
}

const ratingSteps = RATING_MAX - RATING_MIN + 1;

/**
 * The figures per question key of one group, in the labels' order. Rating and choice questions only (free texts are
 * listed apart); a key of an older version appears only when it has answers.
 */
export function questionStats(labels: Labels, rows: CountRow[], types: QuestionType[]): QuestionStats[] {
  const byKey = new Map<string, CountRow[]>();
  for (const row of rows) {
    const key = labels.keyOf.get(row.question_id);
    if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return labels.list
    .filter((label) => types.includes(label.type) && (label.current || byKey.has(label.key)))
    .map((label) => {
      const counts = byKey.get(label.key) ?? [];
      const fields = { key: label.key, type: label.type, text: label.text, options: label.options };
      if (label.type === 'rating') {
        const distribution = Array<number>(ratingSteps).fill(0);
        for (const row of counts) {
          const step = (row.rating ?? 0) - RATING_MIN;
          if (step >= 0 && step < ratingSteps) distribution[step]! += row.n;
        }
        const { sum, count } = ratingTotals(counts);
        return { ...fields, answers: count, average: averageOf(sum, count), distribution, choices: [] };
      }
      const choices = label.options.map(() => 0);
      let answers = 0;
      for (const row of counts) {
        const picked = new Set((JSON.parse(row.choices ?? '[]') as number[]).filter((i) => i >= 0 && i < choices.length));
        if (picked.size === 0) continue;
        answers += row.n;
        for (const index of picked) choices[index]! += row.n;
      }
      return { ...fields, answers, average: null, distribution: [], choices };
    });
}

/** Rows split by their group column. */
export function byGroup(rows: CountRow[]): Map<CountRow['grp'], CountRow[]> {
  const groups = new Map<CountRow['grp'], CountRow[]>();
  for (const row of rows) groups.set(row.grp, [...(groups.get(row.grp) ?? []), row]);
  return groups;
}

/** The offered workshop's title in the reader's language, German, or its code. */
export const offeredTitle = (offeredWorkshopId: SQL, language: UiLanguage) => sql`coalesce(
  (SELECT title FROM offered_workshop_translations WHERE offered_workshop_id = ${offeredWorkshopId} AND language = ${language}),
  (SELECT title FROM offered_workshop_translations WHERE offered_workshop_id = ${offeredWorkshopId} AND language = 'de'),
  (SELECT code FROM offered_workshops WHERE id = ${offeredWorkshopId}))`;
