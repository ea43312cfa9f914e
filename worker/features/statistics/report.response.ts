import { sql, type SQL } from 'drizzle-orm';
import type { Canton, UiLanguage, WorkshopLanguage } from '../../contract/enums';
import type { ResponseFigures, StatisticsResponse } from '../../contract/statistics/response.schemas';
import { schoolYearOf, schoolYearPeriod, type Period } from '../../contract/statistics/school-years';
import { resolvePeriod, type StatisticsFilters } from '../../contract/statistics/statistics.filters';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { cachedQuery, cachedValue, dataVersionQuery, storeCached, versionOf } from '../../lib/versioned-cache';
import { languageName } from '../../mail/wording';
import { offeredTitle } from '../evaluations/statistics.aggregate';
import { responseCacheKey } from './report.cache';
import { HELD, schoolYearSql } from './report.shared';
import { workshopConditions } from './statistics.filters-sql';

/**
 * GET /statistics/response (docs/decisions/063-response-rates.md): of the filtered held workshops, how many class
 * evaluation links were sent and used, the class responses per participant and the 3-month questionnaires sent and
 * answered — per offered workshop, canton, language, in total and per school year. Same filtered set as the report
 * (`workshopConditions`), one D1 round trip, kept like the report under its own key prefix.
 */

/** The school years the trend lists at most: the ten up to the one the period ends in. */
export const RESPONSE_TREND_YEARS = 10;

/** A public evaluation of `kind` of the workshop `w` (one per workshop and kind: `evaluations_public_kind_uq`). */
const link = (kind: 'by_audience' | 'after_3_months') =>
  sql.raw(`FROM evaluations e WHERE e.workshop_id = w.id AND e.kind = '${kind}' AND e.coach_id IS NULL`);
const submitted = sql`EXISTS (SELECT 1 FROM evaluation_responses r WHERE r.evaluation_id = e.id AND r.submitted_at IS NOT NULL)`;

/** One row per held workshop of `where`: its keys, participants and evaluation counts (each through an index). */
const perWorkshop = (where: SQL) => sql`
  SELECT w.offered_workshop_id AS offer, w.language AS lang, pc.canton AS canton, w.date AS date,
         coalesce(w.number_participants, 0) AS participants,
         (SELECT count(*) ${link('by_audience')}) AS links_sent,
         (SELECT count(*) ${link('by_audience')} AND ${submitted}) AS links_used,
         (SELECT count(*) FROM evaluations e JOIN evaluation_responses r ON r.evaluation_id = e.id
          WHERE e.workshop_id = w.id AND e.kind = 'by_audience' AND e.coach_id IS NULL AND r.submitted_at IS NOT NULL) AS responses,
         (SELECT count(*) ${link('after_3_months')}) AS tm_sent,
         (SELECT count(*) ${link('after_3_months')} AND ${submitted}) AS tm_answered
  FROM workshops w LEFT JOIN postcode_cantons pc ON pc.postcode = w.postcode
  WHERE ${where} AND w.state IN ${HELD}`;

const sums = sql`count(*) AS workshops, coalesce(sum(s.participants), 0) AS participants,
  coalesce(sum(s.links_sent), 0) AS links_sent, coalesce(sum(s.links_used), 0) AS links_used,
  coalesce(sum(s.responses), 0) AS responses, coalesce(sum(s.tm_sent), 0) AS tm_sent,
  coalesce(sum(s.tm_answered), 0) AS tm_answered`;

/** Per value of `key` (a column of `perWorkshop`), most held workshops first, ties by key (null first). */
const byQuery = (where: SQL, key: SQL, label: (key: SQL) => SQL) => sql`
  SELECT g.*, ${label(sql`g.key`)} AS label FROM (
    SELECT ${key} AS key, ${sums} FROM (${perWorkshop(where)}) s GROUP BY 1
  ) g ORDER BY g.workshops DESC, g.key`;

const totalQuery = (where: SQL) => sql`SELECT ${sums} FROM (${perWorkshop(where)}) s`;

const byYearQuery = (where: SQL) => sql`
  SELECT ${schoolYearSql(sql`s.date`)} AS school_year, ${sums} FROM (${perWorkshop(where)}) s GROUP BY 1 ORDER BY 1`;

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

/** GET /statistics/response: kept for the current data version, or computed in one round trip and kept (decision 063). */
export async function statisticsResponse(
  db: Database,
  filters: StatisticsFilters,
  language: UiLanguage,
): Promise<StatisticsResponse> {
  const period = resolvePeriod(filters);
  const key = responseCacheKey(filters, period, language);
  const [kept] = await readBatch(db, [cachedQuery(key)]);
  const cached = cachedValue<StatisticsResponse>(kept!);
  if (cached) return cached;
  const { version, response } = await computeResponse(db, filters, period, language);
  await storeCached(db, key, version, response);
  return response;
}

async function computeResponse(db: Database, filters: StatisticsFilters, period: Period, language: UiLanguage) {
  const where = workshopConditions(filters);
  const trend = trendPeriod(period);
  const trendWhere = workshopConditions({ ...filters, school_year: undefined, ...trend });
  const [versionRows, total, offered, cantons, languages, years] = (await readBatch(db, [
    dataVersionQuery,
    totalQuery(where),
    byQuery(where, sql`s.offer`, (key) => offeredTitle(key, language)),
    byQuery(where, sql`s.canton`, (key) => sql`coalesce(${key}, '')`),
    byQuery(where, sql`s.lang`, () => sql`''`),
    byYearQuery(trendWhere),
  ])) as Rows[];
  type Keyed<K> = SumRow & { key: K; label: string };
  const rows = <K>(list: Keyed<K>[], label = (row: Keyed<K>) => row.label) =>
    list.map((row) => ({ key: row.key, label: label(row), ...figuresOf(row) }));
  const response: StatisticsResponse = {
    period,
    total: figuresOf(total![0] as SumRow),
    by_offered_workshop: rows(offered as Keyed<number>[]),
    by_canton: rows(cantons as Keyed<Canton | null>[]),
    by_language: rows(languages as Keyed<WorkshopLanguage>[], (row) => languageName(language, row.key)),
    by_school_year: (years as Array<SumRow & { school_year: number }>).map((row) => ({
      school_year: row.school_year,
      ...figuresOf(row),
    })),
  };
  return { version: versionOf(versionRows!), response };
}
