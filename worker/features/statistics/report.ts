import { sql, type SQL } from 'drizzle-orm';
import { inquiryStates, type UiLanguage, type WorkshopLanguage } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { allLabelsQuery, ratingAverages, ratingTotalsQuery, type KindLabelRow, type RatingSumRow } from './report.evaluations';
import {
  byCantonQuery,
  byGradeQuery,
  byLanguageQuery,
  byMonth,
  byMonthQuery,
  byOfferedWorkshopQuery,
  byState,
  byStateQuery,
  cancellations,
  cancellationsQuery,
  coachWorkload,
  coachWorkloadQuery,
  languageBars,
  leadTime,
  leadTimeQuery,
  participants,
  participantsQuery,
} from './report.workshops';
import { resolvePeriod, type StatisticsFilters } from '../../contract/statistics/statistics.filters';
import { inquiryConditions, workshopConditions } from './statistics.filters-sql';
import type { StatisticsReport } from '../../contract/statistics/statistics.schemas';
import { cachedQuery, cachedValue, dataVersionQuery, storeCached, versionOf } from '../../lib/versioned-cache';
import { reportCacheKey } from './report.cache';

const inquiriesByStateQuery = (where: SQL) => sql`
  SELECT q.state AS key, count(*) AS n FROM inquiries q WHERE ${where} GROUP BY q.state`;

type Rows = any[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- shapes are the queries' own, read below

/**
 * GET /statistics: the report kept for the current data version, or every figure of the filtered set computed in one
 * D1 round trip and kept (decision 024).
 */
export async function statisticsReport(
  db: Database,
  filters: StatisticsFilters,
  language: UiLanguage,
): Promise<StatisticsReport> {
  const period = resolvePeriod(filters);
  const key = reportCacheKey(filters, period, language);
  const [kept] = await readBatch(db, [cachedQuery(key)]);
  const cached = cachedValue<StatisticsReport>(kept!);
  if (cached) return cached;
  const { version, report } = await computeReport(db, filters, language);
  await storeCached(db, key, version, report);
  return report;
}

/** Every figure, read in one batch (one snapshot) together with the data version it belongs to. */
async function computeReport(db: Database, filters: StatisticsFilters, language: UiLanguage) {
  const period = resolvePeriod(filters);
  const where = workshopConditions(filters);
  const [
    versionRows,
    inquiries,
    states,
    people,
    offered,
    languages,
    grades,
    cantons,
    months,
    days,
    reasons,
    workload,
    sums,
    labels,
  ] = (await readBatch(db, [
    dataVersionQuery,
    inquiriesByStateQuery(inquiryConditions(filters)),
    byStateQuery(where),
    participantsQuery(where),
    byOfferedWorkshopQuery(where, language),
    byLanguageQuery(where),
    byGradeQuery(where, language),
    byCantonQuery(where),
    byMonthQuery(where),
    leadTimeQuery(where),
    cancellationsQuery(where),
    coachWorkloadQuery(where, filters.coach_id),
    ratingTotalsQuery(where),
    allLabelsQuery(language),
  ])) as Rows[];
  const workshops = byState(states!);
  const inquiryCounts = new Map((inquiries as Array<{ key: string; n: number }>).map((row) => [row.key, row.n]));
  const report: StatisticsReport = {
    period,
    inquiries: {
      total: [...inquiryCounts.values()].reduce((sum, n) => sum + n, 0),
      by_state: inquiryStates.map((state) => ({ state, count: inquiryCounts.get(state) ?? 0 })),
    },
    workshops,
    participants: participants(people![0]),
    by_offered_workshop: offered!,
    by_language: languageBars(
      languages as Array<{ key: WorkshopLanguage; label: string; workshops: number; participants: number }>,
      language,
    ),
    by_grade: grades!,
    by_canton: cantons!,
    by_month: byMonth(months!, period),
    lead_time: leadTime(days!),
    cancellations: cancellations(reasons!, workshops.by_state.find((row) => row.state === 'cancelled')!.count),
    coach_workload: coachWorkload(workload!),
    evaluations: ratingAverages(labels as KindLabelRow[], language)(sums as RatingSumRow[]),
  };
  return { version: versionOf(versionRows!), report };
}
