import { sql, type SQL } from 'drizzle-orm';
import type { Canton, UiLanguage, WorkshopLanguage } from '../../contract/enums';
import type { ResponseFigures, StatisticsResponse } from '../../contract/statistics/response.schemas';
import { schoolYearOf, schoolYearPeriod, type Period } from '../../contract/statistics/school-years';
import { resolvePeriod, type StatisticsFilters } from '../../contract/statistics/statistics.filters';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { cachedQuery, cachedValue, dataVersionQuery, versionOf } from '../../lib/versioned-cache';
import { languageName } from '../../mail/wording';
import { offeredTitle } from '../evaluations/statistics.aggregate';
import { responseCacheKey } from './report.cache';
import { cellCanton, cellKey, cellsOf, cellsScope, type CellsScope } from './report.cells';
import { HELD, keepComputed, schoolYearSql, type Defer } from './report.shared';
import { workshopConditions } from './statistics.filters-sql';

/**
 * GET /statistics/response (docs/decisions/063-response-rates.md): of the filtered held workshops, how many class
 * evaluation links were sent and used, the class responses per participant and the 3-month questionnaires sent and
 * answered — per offered workshop, canton, language, in total and per school year. Same filtered set as the report
 * (`workshopConditions`), one D1 round trip, kept like the report under its own key prefix.
 */

/** The school years the trend lists at most: the ten up to the one the period ends in. */
export const RESPONSE_TREND_YEARS = 10;

/**
 * The public evaluation of `kind` of the workshop `w` (one per workshop and kind: `evaluations_public_kind_uq`, read
 * through that partial index), joined once per workshop.
 */
const link = (alias: string, kind: 'by_audience' | 'after_3_months') =>
  sql.raw(
    `LEFT JOIN evaluations ${alias} ON ${alias}.workshop_id = w.id AND ${alias}.kind = '${kind}' AND ${alias}.coach_id IS NULL`,
  );

/**
 * One row per held workshop of `where`: its keys, participants and evaluation figures. Each link is joined once and
 * its submitted responses counted once (the `evaluation_id` prefix of `evaluation_responses_device_uq`); a class link
 * is used when that count is above 0 (`sums`).
 */
const perWorkshop = (where: SQL) => sql`
  SELECT w.offered_workshop_id AS offer, w.language AS lang, pc.canton AS canton, w.date AS date,
         coalesce(w.number_participants, 0) AS participants,
         (a.id IS NOT NULL) AS links_sent,
         CASE WHEN a.id IS NULL THEN 0 ELSE
           (SELECT count(*) FROM evaluation_responses r WHERE r.evaluation_id = a.id AND r.submitted_at IS NOT NULL) END AS responses,
         (t.id IS NOT NULL) AS tm_sent,
         (t.id IS NOT NULL AND EXISTS (SELECT 1 FROM evaluation_responses r WHERE r.evaluation_id = t.id AND r.submitted_at IS NOT NULL)) AS tm_answered
  FROM workshops w LEFT JOIN postcode_cantons pc ON pc.postcode = w.postcode
    ${link('a', 'by_audience')} ${link('t', 'after_3_months')}
  WHERE ${where} AND +w.state IN ${HELD}`;

/**
 * The held workshops of `range` grouped once by every key the figures need (offered workshop, language, canton,
 * school year, whether in the period and in the trend): a class link is used when its count of responses is above 0.
 */
const finestGroups = (range: SQL, period: Period, trend: Period) => sql`
  SELECT x.offer, x.lang, x.canton, ${schoolYearSql(sql`x.date`)} AS year,
         (x.date BETWEEN ${period.from} AND ${period.to}) AS in_period, (x.date BETWEEN ${trend.from} AND ${trend.to}) AS in_trend,
         count(*) AS workshops, sum(x.participants) AS participants, sum(x.links_sent) AS links_sent,
         sum(x.responses > 0) AS links_used, sum(x.responses) AS responses, sum(x.tm_sent) AS tm_sent,
         sum(x.tm_answered) AS tm_answered
  FROM (${perWorkshop(range)}) x
  GROUP BY 1, 2, 3, 4, 5, 6`;

const sums = sql`coalesce(sum(g.workshops), 0) AS workshops, coalesce(sum(g.participants), 0) AS participants,
  coalesce(sum(g.links_sent), 0) AS links_sent, coalesce(sum(g.links_used), 0) AS links_used,
  coalesce(sum(g.responses), 0) AS responses, coalesce(sum(g.tm_sent), 0) AS tm_sent,
  coalesce(sum(g.tm_answered), 0) AS tm_answered`;

/** The figure rows `groups` yields (`grp`, `key` and the sums) with their labels, in the order the section shows them. */
const labelled = (groups: SQL, language: UiLanguage, prefix = sql``) => sql`
  ${prefix}
  SELECT u.*, CASE u.grp WHEN 1 THEN ${offeredTitle(sql`u.key`, language)} WHEN 2 THEN coalesce(u.key, '') ELSE '' END AS label
  FROM (${groups}) u
  ORDER BY u.grp, CASE WHEN u.grp = 4 THEN u.key END, u.workshops DESC, u.key`;

/**
 * Every figure in one statement: the held workshops of the filters over the trend's school years and the period
 * (`range`) are read once from `workshops_report_idx` (the unary plus keeps SQLite off the state index, which would
 * read each workshop's row), each workshop's links looked up once, and grouped once (`finestGroups`, a materialised
 * CTE); then summed: 0 the period's total, 1 per offered workshop, 2 per canton, 3 per language (most held workshops
 * first, ties by key, null first), 4 per school year of the trend (oldest first). In SQLite on the bench data (issue
 * 34, point 5) the current school year took 118–144 ms as five statements with five lookups per workshop each, 23 ms
 * as five groupings of every workshop, ~12 ms so.
 */
const figuresQuery = (range: SQL, period: Period, trend: Period, language: UiLanguage) =>
  labelled(
    sql`
    SELECT 0 AS grp, NULL AS key, ${sums} FROM g WHERE g.in_period
    UNION ALL SELECT 1, g.offer, ${sums} FROM g WHERE g.in_period GROUP BY g.offer
    UNION ALL SELECT 2, g.canton, ${sums} FROM g WHERE g.in_period GROUP BY g.canton
    UNION ALL SELECT 3, g.lang, ${sums} FROM g WHERE g.in_period GROUP BY g.lang
    UNION ALL SELECT 4, g.year, ${sums} FROM g WHERE g.in_trend GROUP BY g.year`,
    language,
    sql`WITH g AS MATERIALIZED (${finestGroups(range, period, trend)})`,
  );

const cellSums = sql`coalesce(sum(c.held), 0) AS workshops, coalesce(sum(c.participants), 0) AS participants,
  coalesce(sum(c.links_sent), 0) AS links_sent, coalesce(sum(c.links_used), 0) AS links_used,
  coalesce(sum(c.responses), 0) AS responses, coalesce(sum(c.tm_sent), 0) AS tm_sent,
  coalesce(sum(c.tm_answered), 0) AS tm_answered`;
const withHeld = sql`HAVING sum(c.held) > 0`;

/**
 * The same rows for a whole school year from `report_cells` (decision 066): the language cells cover every workshop
 * once, so they give the total, the cantons, the languages and the trend; the offered workshops' their own. Only keys
 * with a held workshop are listed, as above.
 */
const cellsFiguresQuery = (scope: CellsScope, language: UiLanguage) =>
  labelled(
    sql`
    SELECT 0 AS grp, NULL AS key, ${cellSums} FROM ${cellsOf(scope, 'l')}
    UNION ALL SELECT 1, ${cellKey('o')}, ${cellSums} FROM ${cellsOf(scope, 'o')} GROUP BY c.key ${withHeld}
    UNION ALL SELECT 2, ${cellCanton}, ${cellSums} FROM ${cellsOf(scope, 'l')} GROUP BY c.canton ${withHeld}
    UNION ALL SELECT 3, ${cellKey('l')}, ${cellSums} FROM ${cellsOf(scope, 'l')} GROUP BY c.key ${withHeld}
    UNION ALL SELECT 4, c.school_year, ${cellSums}
      FROM ${cellsOf(scope, 'l', [scope.year - RESPONSE_TREND_YEARS + 1, scope.year])} GROUP BY c.school_year ${withHeld}`,
    language,
  );

function workshopsFiguresQuery(filters: StatisticsFilters, period: Period, language: UiLanguage) {
  const trend = trendPeriod(period);
  const from = period.from < trend.from ? period.from : trend.from;
  const range = workshopConditions({ ...filters, school_year: undefined, from, to: trend.to });
  return figuresQuery(range, period, trend, language);
}

interface SumRow {
  workshops: number;
  participants: number;
  links_sent: number;
  links_used: number;
  responses: number;
  tm_sent: number;
  tm_answered: number;
}

/** part / whole in percent, half up to one decimal in integer arithmetic; null when whole is 0. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.floor((2000 * part + whole) / (2 * whole)) / 10;

/** part / whole, half up to two decimals in integer arithmetic; null when whole is 0. */
export const ratioOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.floor((200 * part + whole) / (2 * whole)) / 100;

function figuresOf(row: SumRow): ResponseFigures {
  return {
    workshops: row.workshops,
    participants: row.participants,
    class: {
      links_sent: row.links_sent,
      links_used: row.links_used,
      used_percent: percentOf(row.links_used, row.links_sent),
      responses: row.responses,
      responses_per_participant: ratioOf(row.responses, row.participants),
    },
    three_months: {
      sent: row.tm_sent,
      answered: row.tm_answered,
      answered_percent: percentOf(row.tm_answered, row.tm_sent),
    },
  };
}

/** The ten school years up to the one the period ends in, as a period of dates. */
export function trendPeriod(period: Period): Period {
  const last = schoolYearOf(period.to);
  return { from: schoolYearPeriod(last - RESPONSE_TREND_YEARS + 1).from, to: schoolYearPeriod(last).to };
}

type Rows = any[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- shapes are the queries' own, read below

/**
 * GET /statistics/response: a whole school year (of all cantons or one) read from the report cells at every request, so
 * always current (decision 066); any other filters kept for the current data version, or computed in one round trip
 * and kept (decision 063).
 */
export async function statisticsResponse(
  db: Database,
  filters: StatisticsFilters,
  language: UiLanguage,
  defer?: Defer,
): Promise<StatisticsResponse> {
  const period = resolvePeriod(filters);
  if (cellsScope(filters, period)) return (await computeResponse(db, filters, period, language)).response;
  const key = responseCacheKey(filters, period, language);
  const [kept] = await readBatch(db, [cachedQuery(key)]);
  const cached = cachedValue<StatisticsResponse>(kept!);
  if (cached) return cached;
  const { version, response } = await computeResponse(db, filters, period, language);
  await keepComputed(db, key, version, response, defer);
  return response;
}

/**
 * The response computed anew; `fromCells` false reads the workshops even for a whole school year (report.cells.test.ts
 * compares both).
 */
export async function computeResponse(
  db: Database,
  filters: StatisticsFilters,
  period: Period,
  language: UiLanguage,
  fromCells = true,
) {
  const scope = fromCells ? cellsScope(filters, period) : null;
  const [versionRows, figures] = (await readBatch(db, [
    dataVersionQuery,
    scope ? cellsFiguresQuery(scope, language) : workshopsFiguresQuery(filters, period, language),
  ])) as Rows[];
  const group = (grp: number): Rows => figures!.filter((row: { grp: number }) => row.grp === grp);
  const [total, offered, cantons, languages, years] = [0, 1, 2, 3, 4].map(group);
  type Keyed<K> = SumRow & { key: K; label: string };
  const rows = <K>(list: Keyed<K>[], label = (row: Keyed<K>) => row.label) =>
    list.map((row) => ({ key: row.key, label: label(row), ...figuresOf(row) }));
  const response: StatisticsResponse = {
    period,
    total: figuresOf(total![0] as SumRow),
    by_offered_workshop: rows(offered as Keyed<number>[]),
    by_canton: rows(cantons as Keyed<Canton | null>[]),
    by_language: rows(languages as Keyed<WorkshopLanguage>[], (row) => languageName(language, row.key)),
    by_school_year: (years as Array<SumRow & { key: number }>).map((row) => ({
      school_year: row.key,
      ...figuresOf(row),
    })),
  };
  return { version: versionOf(versionRows!), response };
}
