import { sql, type SQL } from 'drizzle-orm';
import type { Canton, UiLanguage, WorkshopLanguage } from '../../contract/enums';
import type { StatisticsReach } from '../../contract/statistics/reach.schemas';
import { schoolYearOfPeriod, schoolYearPeriod, type Period } from '../../contract/statistics/school-years';
import { resolvePeriod, type StatisticsFilters } from '../../contract/statistics/statistics.filters';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { cachedQuery, cachedValue, dataVersionQuery, versionOf } from '../../lib/versioned-cache';
import { languageName } from '../../mail/wording';
import { offeredTitle } from '../evaluations/statistics.aggregate';
import { reachCacheKey } from './report.cache';
import { cellCanton, cellKey, cellsOf, cellsScope, type CellsScope } from './report.cells';
import { HELD, keepComputed, type Defer } from './report.shared';
import { notCancelled } from './report.workshops';
import { workshopConditions } from './statistics.filters-sql';

/**
 * GET /statistics/reach (docs/decisions/062-reach.md): whom the filtered workshops of the report reached — the m/f/n
 * split per bar of the report's distributions, the educational systems, two cross tables by canton and the schools.
 * Same filtered set (`workshopConditions`), same rules as decision 024, one D1 round trip, kept like the report.
 */

const HELD_STATE = sql`w.state IN ${HELD}`;

/** The educational system's name in the reader's language, German when it lacks one. */
const systemName = (id: SQL, language: UiLanguage) => sql`coalesce(
  (SELECT name FROM educational_system_translations WHERE educational_system_id = ${id} AND language = ${language}),
  (SELECT name FROM educational_system_translations WHERE educational_system_id = ${id} AND language = 'de'), '')`;

/**
 * The workshops not cancelled of `where` grouped once by every key the figures need (offered workshop, language,
 * grade, canton, the inquiry's educational system): workshops, the participants of the held ones and their split,
 * counted per workshop only where the inquiry's split fits the class. Every figure below is a sum over these groups.
 */
const finestGroups = (where: SQL) => sql`
  SELECT x.offer, x.lang, x.grade, x.canton, x.sys, count(*) AS workshops, sum(x.total) AS total,
         sum(CASE WHEN x.parts <= x.total THEN x.m ELSE 0 END) AS m,
         sum(CASE WHEN x.parts <= x.total THEN x.f ELSE 0 END) AS f,
         sum(CASE WHEN x.parts <= x.total THEN x.n ELSE 0 END) AS n
  FROM (
    SELECT w.offered_workshop_id AS offer, w.language AS lang, w.grade_id AS grade, pc.canton AS canton,
           q.educational_system_id AS sys,
           CASE WHEN ${HELD_STATE} THEN coalesce(w.number_participants, 0) ELSE 0 END AS total,
           coalesce(q.number_participants_m, 0) AS m, coalesce(q.number_participants_f, 0) AS f,
           coalesce(q.number_participants_n, 0) AS n,
           coalesce(q.number_participants_m, 0) + coalesce(q.number_participants_f, 0) + coalesce(q.number_participants_n, 0) AS parts
    FROM workshops w LEFT JOIN postcode_cantons pc ON pc.postcode = w.postcode LEFT JOIN inquiries q ON q.id = w.inquiry_id
    WHERE ${where} AND ${notCancelled}
  ) x
  GROUP BY x.offer, x.lang, x.grade, x.canton, x.sys`;

const sums = sql`sum(g.workshops) AS workshops, sum(g.total) AS total, sum(g.m) AS m, sum(g.f) AS f, sum(g.n) AS n`;

/** The groups of `figuresQuery`, in its `grp` column. */
const GROUP = { offered: 1, language: 2, grade: 3, canton: 4, system: 5, cantonByOffered: 6, cantonByLanguage: 7 };

/**
 * The figure rows `groups` yields (`grp`, `key`, `canton`, `workshops`, `total`, `m`, `f`, `n`) with their labels, each
 * group most workshops first, ties by key (null first) as the report's bars. `prefix` may name a CTE `groups` reads.
 */
const labelled = (groups: SQL, language: UiLanguage, prefix = sql``) => sql`
  ${prefix}
  SELECT u.*, CASE u.grp
      WHEN ${GROUP.system} THEN ${systemName(sql`u.key`, language)}
      WHEN ${GROUP.cantonByOffered} THEN ${offeredTitle(sql`u.key`, language)}
      ELSE '' END AS label
  FROM (${groups}) u
  ORDER BY u.grp, u.workshops DESC, u.key`;

/**
 * Every split and cross table in one statement: the period's workshops read and grouped once (`finestGroups`, a
 * materialised CTE), then summed seven ways (`GROUP`). The cross tables' `participants` are the held ones' (`total`).
 * Two compound SELECTs of at most four terms in one: D1 refuses more than five terms in one compound SELECT. Seven
 * statements that each read the period's workshops took ~57 ms in SQLite for the bench's current school year (issue
 * 34, point 5); this 17–36 ms.
 */
const figuresQuery = (where: SQL, language: UiLanguage) =>
  labelled(
    sql`
    SELECT * FROM (
      SELECT ${GROUP.offered} AS grp, g.offer AS key, NULL AS canton, ${sums} FROM g GROUP BY g.offer
      UNION ALL SELECT ${GROUP.language}, g.lang, NULL, ${sums} FROM g GROUP BY g.lang
      UNION ALL SELECT ${GROUP.grade}, g.grade, NULL, ${sums} FROM g GROUP BY g.grade
      UNION ALL SELECT ${GROUP.canton}, g.canton, NULL, ${sums} FROM g GROUP BY g.canton)
    UNION ALL SELECT * FROM (
      SELECT ${GROUP.system} AS grp, g.sys AS key, NULL AS canton, ${sums} FROM g GROUP BY g.sys
      UNION ALL SELECT ${GROUP.cantonByOffered}, g.offer, g.canton, ${sums} FROM g GROUP BY g.canton, g.offer
      UNION ALL SELECT ${GROUP.cantonByLanguage}, g.lang, g.canton, ${sums} FROM g GROUP BY g.canton, g.lang)`,
    language,
    sql`WITH g AS MATERIALIZED (${finestGroups(where)})`,
  );

const cellSums = sql`sum(c.workshops) AS workshops, sum(c.participants) AS total, sum(c.m) AS m, sum(c.f) AS f, sum(c.n) AS n`;

/**
 * The same rows for a whole school year from `report_cells` (decision 066): each key kind's cells summed per key, the
 * languages' per canton, the cross tables the cells themselves. ~2 ms for the bench's current school year.
 */
const cellsFiguresQuery = (scope: CellsScope, language: UiLanguage) =>
  labelled(
    sql`
    SELECT * FROM (
      SELECT ${GROUP.offered} AS grp, ${cellKey('o')} AS key, NULL AS canton, ${cellSums} FROM ${cellsOf(scope, 'o')} GROUP BY c.key
      UNION ALL SELECT ${GROUP.language}, ${cellKey('l')}, NULL, ${cellSums} FROM ${cellsOf(scope, 'l')} GROUP BY c.key
      UNION ALL SELECT ${GROUP.grade}, ${cellKey('g')}, NULL, ${cellSums} FROM ${cellsOf(scope, 'g')} GROUP BY c.key
      UNION ALL SELECT ${GROUP.canton}, ${cellCanton}, NULL, ${cellSums} FROM ${cellsOf(scope, 'l')} GROUP BY c.canton)
    UNION ALL SELECT * FROM (
      SELECT ${GROUP.system} AS grp, ${cellKey('s')} AS key, NULL AS canton, ${cellSums} FROM ${cellsOf(scope, 's')} GROUP BY c.key
      UNION ALL SELECT ${GROUP.cantonByOffered}, ${cellKey('o')}, ${cellCanton}, ${cellSums} FROM ${cellsOf(scope, 'o')} GROUP BY c.canton, c.key
      UNION ALL SELECT ${GROUP.cantonByLanguage}, ${cellKey('l')}, ${cellCanton}, ${cellSums} FROM ${cellsOf(scope, 'l')} GROUP BY c.canton, c.key)`,
    language,
  );

/**
 * Schools (`workshops.school_key`, decision 062) with a held workshop: in the period (`reached`), of those the ones
 * with one before it (`returned`), and — for a school year — the schools of the previous school year without one in
 * this (`lost`). The filters other than the period apply to every year alike. One pass over the held workshops up to
 * the period's end, walked in the key order of `workshops_school_idx` (grouped per school without sorting, the key read
 * from the index rather than computed per workshop): for the bench's current school year ~5 ms in SQLite, against
 * ~38 ms for three sets of keys computed per workshop.
 */
function schoolsQuery(filters: StatisticsFilters, period: Period, year: number | null) {
  const upToEnd = workshopConditions({ ...filters, school_year: undefined, from: '1900-01-01', to: period.to });
  const previous = year === null ? null : schoolYearPeriod(year - 1);
  return sql`
    SELECT coalesce(sum(s.now), 0) AS reached, coalesce(sum(s.now AND s.before), 0) AS returned,
           ${previous ? sql`coalesce(sum(s.previous AND NOT s.now), 0)` : sql`NULL`} AS lost
    FROM (
      SELECT max(w.date >= ${period.from}) AS now, max(w.date < ${period.from}) AS before,
             ${previous ? sql`max(w.date BETWEEN ${previous.from} AND ${previous.to})` : sql`0`} AS previous
      FROM workshops w INDEXED BY workshops_school_idx
      WHERE ${upToEnd} AND ${HELD_STATE}
      GROUP BY w.school_key
    ) s`;
}

/**
 * The same three counts for a whole school year from `report_school_years` (decision 066), each a count over its index:
 * the schools of the year; of those the ones whose first year is before it; and the schools of the year before less
 * those of this year that had one then. Under 1 ms in SQLite for the bench's current school year, against 4–9 ms.
 */
function cellsSchoolsQuery({ year, canton }: CellsScope) {
  const of = (schoolYear: number) =>
    sql`report_school_years WHERE school_year = ${schoolYear}${canton === undefined ? sql`` : sql` AND canton = ${canton}`}`;
  return sql`
    SELECT count(*) AS reached, coalesce(sum(first_year < ${year}), 0) AS returned,
           (SELECT count(*) FROM ${of(year - 1)}) - coalesce(sum(has_previous), 0) AS lost
    FROM ${of(year)}`;
}

interface SplitRow<K> {
  key: K;
  workshops: number;
  total: number;
  m: number;
  f: number;
  n: number;
}
interface CellRow<K> {
  canton: Canton | null;
  key: K;
  label: string;
  workshops: number;
  participants: number;
}

const splitOf = ({ total, m, f, n }: SplitRow<unknown>) => ({ m, f, n, unspecified: total - m - f - n });
const splits = <K>(rows: SplitRow<K>[]) => rows.map((row) => ({ key: row.key, ...splitOf(row) }));

/** Most workshops first, ties by key (null first, as SQLite sorts). */
function ranked<K extends string | number | null>(totals: Map<K, number>): K[] {
  const order = (a: K, b: K) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);
  return [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)! || order(a, b));
}

/** Rows and columns of the cells present, each ranked by its workshops. */
function crossTable<K extends string | number>(cells: CellRow<K>[]) {
  const rowTotals = new Map<Canton | null, number>();
  const columnTotals = new Map<K, number>();
  const labels = new Map<K, string>();
  for (const cell of cells) {
    rowTotals.set(cell.canton, (rowTotals.get(cell.canton) ?? 0) + cell.workshops);
    columnTotals.set(cell.key, (columnTotals.get(cell.key) ?? 0) + cell.workshops);
    labels.set(cell.key, cell.label);
  }
  const rows = ranked(rowTotals);
  const columns = ranked(columnTotals);
  const position = <T>(list: T[], value: T) => list.indexOf(value);
  return {
    rows,
    columns: columns.map((key) => ({ key, label: labels.get(key)! })),
    cells: cells
      .map(({ label: _label, ...cell }) => cell)
      .sort((a, b) => position(rows, a.canton) - position(rows, b.canton) || position(columns, a.key) - position(columns, b.key)),
  };
}

type Rows = any[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- shapes are the queries' own, read below

/**
 * GET /statistics/reach: a whole school year (of all cantons or one) read from the report cells at every request, so
 * always current (decision 066); any other filters kept for the current data version, or computed in one round trip
 * and kept (decision 062).
 */
export async function statisticsReach(
  db: Database,
  filters: StatisticsFilters,
  language: UiLanguage,
  defer?: Defer,
): Promise<StatisticsReach> {
  const period = resolvePeriod(filters);
  if (cellsScope(filters, period)) return (await computeReach(db, filters, period, language)).reach;
  const key = reachCacheKey(filters, period, language);
  const [kept] = await readBatch(db, [cachedQuery(key)]);
  const cached = cachedValue<StatisticsReach>(kept!);
  if (cached) return cached;
  const { version, reach } = await computeReach(db, filters, period, language);
  await keepComputed(db, key, version, reach, defer);
  return reach;
}

/**
 * The reach computed anew; `fromCells` false reads the workshops even for a whole school year (report.cells.test.ts
 * compares both).
 */
export async function computeReach(
  db: Database,
  filters: StatisticsFilters,
  period: Period,
  language: UiLanguage,
  fromCells = true,
) {
  const year = schoolYearOfPeriod(period);
  const scope = fromCells ? cellsScope(filters, period) : null;
  const [versionRows, figures, schools] = (await readBatch(db, [
    dataVersionQuery,
    scope ? cellsFiguresQuery(scope, language) : figuresQuery(workshopConditions(filters), language),
    scope ? cellsSchoolsQuery(scope) : schoolsQuery(filters, period, year),
  ])) as Rows[];
  const group = (grp: number): Rows => figures!.filter((row: { grp: number }) => row.grp === grp);
  const [offered, languages, grades, cantons, systems, byOffer, byLanguage] = Object.values(GROUP).map(group);
  const cells = <K>(rows: Rows) =>
    (rows as Array<SplitRow<K> & { canton: Canton | null; label: string }>).map((row) => ({
      canton: row.canton,
      key: row.key,
      label: row.label,
      workshops: row.workshops,
      participants: row.total,
    }));
  const school = schools![0] as { reached: number; returned: number; lost: number | null };
  const reach: StatisticsReach = {
    period,
    participants_by_offered_workshop: splits(offered!),
    participants_by_language: splits(languages!),
    participants_by_grade: splits(grades!),
    participants_by_canton: splits(cantons!),
    by_educational_system: (systems as Array<SplitRow<number | null> & { label: string }>).map((row) => ({
      key: row.key,
      label: row.label,
      workshops: row.workshops,
      participants: row.total,
      ...splitOf(row),
    })),
    canton_by_offered_workshop: crossTable(cells<number>(byOffer!)),
    canton_by_language: crossTable(
      cells<WorkshopLanguage>(byLanguage!).map((cell) => ({ ...cell, label: languageName(language, cell.key) })),
    ),
    schools: {
      reached: school.reached,
      first_time: school.reached - school.returned,
      returning: school.returned,
      school_year: year,
      lost: school.lost,
    },
  };
  return { version: versionOf(versionRows!), reach };
}
