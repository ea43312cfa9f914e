import type { UiLanguage } from '../../contract/enums';
import type { StatisticsFilters } from '../../contract/statistics/statistics.filters';
import type { Period } from '../../contract/statistics/school-years';

/** One report per filters, period (the default period moves with the day) and language. */
export function reportCacheKey(filters: StatisticsFilters, period: Period, language: UiLanguage): string {
  const { school_year: _year, from: _from, to: _to, ...rest } = filters;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({ ...sorted, from: period.from, to: period.to, language });
}

/** The reach (decision 062) under the same filters: the same key in a namespace of its own, in the same cache. */
export const reachCacheKey = (filters: StatisticsFilters, period: Period, language: UiLanguage) =>
  `reach:${reportCacheKey(filters, period, language)}`;

/** The response rates (decision 063) under the same filters: the same key in a namespace of its own, in the same cache. */
export const responseCacheKey = (filters: StatisticsFilters, period: Period, language: UiLanguage) =>
  `response:${reportCacheKey(filters, period, language)}`;
