import { sql, type SQL } from 'drizzle-orm';
import type { Canton, UiLanguage, WorkshopLanguage } from '../../contract/enums';
import { addDays } from '../../contract/lib/dates';
import type { StatisticsReach } from '../../contract/statistics/reach.schemas';
import { schoolYearOfPeriod, schoolYearPeriod, type Period } from '../../contract/statistics/school-years';
import { resolvePeriod, type StatisticsFilters } from '../../contract/statistics/statistics.filters';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { cachedQuery, cachedValue, dataVersionQuery, storeCached, versionOf } from '../../lib/versioned-cache';
import { languageName } from '../../mail/wording';
import { offeredTitle } from '../evaluations/statistics.aggregate';
import { reachCacheKey } from './report.cache';
import { HELD } from './report.shared';
import { heldParticipants, notCancelled } from './report.workshops';
import { workshopConditions } from './statistics.filters-sql';

/**
 * GET /statistics/reach (docs/decisions/062-reach.md): whom the filtered workshops of the report reached — the m/f/n
 * split per bar of the report's distributions, the educational systems, two cross tables by canton and the schools.
 * Same filtered set (`workshopConditions`), same rules as decision 024, one D1 round trip, kept like the report.
 */

const cantonJoin = sql`LEFT JOIN postcode_cantons pc ON pc.postcode = w.postcode`;

/**
 * Per value of `key` over the workshops not cancelled (as the report's bars, in their order): workshops, the
 * participants of the held ones and their split, counted only where the inquiry's split fits the class.
 */
const splitQuery = (where: SQL, key: SQL, join: SQL = sql``) => sql`
  SELECT s.key, count(*) AS workshops, sum(s.total) AS total,
         sum(CASE WHEN s.parts <= s.total THEN s.m ELSE 0 END) AS m,
         sum(CASE WHEN s.parts <= s.total THEN s.f ELSE 0 END) AS f,
         sum(CASE WHEN s.parts <= s.total THEN s.n ELSE 0 END) AS n
  FROM (
    SELECT ${key} AS key,
           CASE WHEN w.state IN ${HELD} THEN coalesce(w.number_participants, 0) ELSE 0 END AS total,
           coalesce(q.number_participants_m, 0) AS m, coalesce(q.number_participants_f, 0) AS f,
           coalesce(q.number_participants_n, 0) AS n,
           coalesce(q.number_participants_m, 0) + coalesce(q.number_participants_f, 0) + coalesce(q.number_participants_n, 0) AS parts
    FROM workshops w ${join} LEFT JOIN inquiries q ON q.id = w.inquiry_id
    WHERE ${where} AND ${notCancelled}
  ) s
  GROUP BY s.key ORDER BY workshops DESC, s.key`;

/** The educational system's name in the reader's language, German when it lacks one. */
const systemName = (id: SQL, language: UiLanguage) => sql`coalesce(
  (SELECT name FROM educational_system_translations WHERE educational_system_id = ${id} AND language = ${language}),
  (SELECT name FROM educational_system_translations WHERE educational_system_id = ${id} AND language = 'de'), '')`;

const crossQuery = (where: SQL, column: SQL, label: (key: SQL) => SQL) => sql`
  SELECT c.canton, c.key, ${label(sql`c.key`)} AS label, c.workshops, c.participants FROM (
    SELECT pc.canton AS canton, ${column} AS key, count(*) AS workshops, ${heldParticipants} AS participants
    FROM workshops w ${cantonJoin} WHERE ${where} AND ${notCancelled} GROUP BY 1, 2
  ) c`;

/** Upper-case letters of the four national languages that SQLite's ASCII-only `lower()` leaves as they are. */
const UPPER_ACCENTED = 'ÄÖÜÀÂÆÇÉÈÊËÎÏÔŒÙÛŸ';

/**
 * A school's identity: its institution name trimmed, inner whitespace (spaces, tabs, line breaks; runs up to 32)
 * collapsed to one space, lower case (accents kept: `É` → `é`), and the postcode as typed (trimmed). Constants only,
 * inlined: no parameters, so the three uses stay within D1's bound.
 */
export function schoolKeySql(institute: SQL, postcode: SQL): SQL {
  let name = `replace(replace(replace(?, char(9), ' '), char(10), ' '), char(13), ' ')`;
  for (let pass = 0; pass < 5; pass++) name = `replace(${name}, '  ', ' ')`;
  name = `lower(trim(${name}))`;
  for (const letter of UPPER_ACCENTED) name = `replace(${name}, '${letter}', '${letter.toLowerCase()}')`;
  const [before, after] = name.split('?') as [string, string];
  return sql`(${sql.raw(before)}${institute}${sql.raw(after)} || char(31) || coalesce(trim(${postcode}), ''))`;
}

const schoolKey = schoolKeySql(sql`w.institute`, sql`w.postcode`);
const heldSchools = (where: SQL) =>
  sql`SELECT DISTINCT ${schoolKey} AS school FROM workshops w WHERE ${where} AND w.state IN ${HELD}`;

/**
 * Schools with a held workshop: in the period (`reached`), of those the ones with one before it (`returned`), and —
 * for a school year — the schools of the previous school year without one in this (`lost`). The filters other than
 * the period apply to every year alike.
 */
function schoolsQuery(filters: StatisticsFilters, period: Period, year: number | null) {
  const within = (from: string, to: string) => workshopConditions({ ...filters, school_year: undefined, from, to });
  const previous = year === null ? null : schoolYearPeriod(year - 1);
  return sql`
    WITH reached AS (${heldSchools(within(period.from, period.to))}),
         earlier AS (${heldSchools(within('1900-01-01', addDays(period.from, -1)))})
    SELECT (SELECT count(*) FROM reached) AS reached,
           (SELECT count(*) FROM reached WHERE school IN (SELECT school FROM earlier)) AS returned,
           ${
             previous
               ? sql`(SELECT count(*) FROM (${heldSchools(within(previous.from, previous.to))})
                      WHERE school NOT IN (SELECT school FROM reached))`
               : sql`NULL`
           } AS lost`;
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

/** GET /statistics/reach: kept for the current data version, or computed in one round trip and kept (decision 062). */
export async function statisticsReach(db: Database, filters: StatisticsFilters, language: UiLanguage): Promise<StatisticsReach> {
  const period = resolvePeriod(filters);
  const key = reachCacheKey(filters, period, language);
  const [kept] = await readBatch(db, [cachedQuery(key)]);
  const cached = cachedValue<StatisticsReach>(kept!);
  if (cached) return cached;
  const { version, reach } = await computeReach(db, filters, period, language);
  await storeCached(db, key, version, reach);
  return reach;
}

async function computeReach(db: Database, filters: StatisticsFilters, period: Period, language: UiLanguage) {
  const where = workshopConditions(filters);
  const year = schoolYearOfPeriod(period);
  const [versionRows, offered, languages, grades, cantons, systems, byOffer, byLanguage, schools] = (await readBatch(db, [
    dataVersionQuery,
    splitQuery(where, sql`w.offered_workshop_id`),
    splitQuery(where, sql`w.language`),
    splitQuery(where, sql`w.grade_id`),
    splitQuery(where, sql`pc.canton`, cantonJoin),
    sql`SELECT x.*, ${systemName(sql`x.key`, language)} AS label
      FROM (${splitQuery(where, sql`q.educational_system_id`)}) x ORDER BY x.workshops DESC, x.key`,
    crossQuery(where, sql`w.offered_workshop_id`, (key) => offeredTitle(key, language)),
    crossQuery(where, sql`w.language`, () => sql`''`),
    schoolsQuery(filters, period, year),
  ])) as Rows[];
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
    canton_by_offered_workshop: crossTable(byOffer as CellRow<number>[]),
    canton_by_language: crossTable(
      (byLanguage as CellRow<WorkshopLanguage>[]).map((cell) => ({ ...cell, label: languageName(language, cell.key) })),
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
