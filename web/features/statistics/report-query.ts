import type { z } from 'zod';
import { StatisticsFiltersSchema } from '@/lib/schemas';
import { apiListPath, parseQuery, toQueryString } from '@/lib/url-query';

/**
 * The report's filters live in the page's URL with the API's own names and rules (`?school_year=2025&canton=BE`),
 * so a copied link shows the same report and the export gets the very same query (docs/decisions/027).
 */
export const ReportUrlSchema = StatisticsFiltersSchema;
export type ReportQuery = z.output<typeof ReportUrlSchema>;

/** The filters besides the period, in the order the page shows them. */
export const detailFilterKeys = ['offered_workshop_id', 'language', 'grade_id', 'canton', 'coach_id', 'state'] as const;

/**
 * The query a URL means. Each parameter is read on its own (a bad one is dropped); a period given by dates wins over
 * a school year, as the API accepts only one of them.
 */
export function readReportQuery(search: string | URLSearchParams): ReportQuery {
  return normalizeReportQuery(parseQuery(ReportUrlSchema, search));
}

export function normalizeReportQuery(query: ReportQuery): ReportQuery {
  if (query.from === undefined && query.to === undefined) return query;
  const { school_year: _dropped, ...rest } = query;
  return rest;
}

/** Whether the period is a range of dates of the user's own (not a school year). */
export const isCustomPeriod = (query: ReportQuery) => query.from !== undefined || query.to !== undefined;

/** The change when a school year is chosen: its dates go (useUrlQuery merges a patch into the query). */
export const schoolYearPatch = (year: number): Partial<ReportQuery> => ({ school_year: year, from: undefined, to: undefined });

/** The change when dates are chosen: the school year goes. */
export const periodPatch = (period: { from?: string | undefined; to?: string | undefined }): Partial<ReportQuery> => ({
  school_year: undefined,
  ...period,
});

/** The change back to the plain report: every parameter cleared. */
export const resetPatch = (): Partial<ReportQuery> =>
  Object.fromEntries(Object.keys(ReportUrlSchema.shape).map((key) => [key, undefined])) as Partial<ReportQuery>;

/** How many filters besides the period are set (the phone's "Filter" toggle shows it). */
export const activeDetailFilters = (query: ReportQuery) => detailFilterKeys.filter((key) => query[key] !== undefined).length;

/** Whether anything differs from the plain report (current school year, no filter). */
export const hasAnyFilter = (query: ReportQuery) => toQueryString(ReportUrlSchema, query) !== '';

/** The page's query string for a query (without `?`; empty for the plain report). */
export const reportSearch = (query: ReportQuery) => toQueryString(ReportUrlSchema, normalizeReportQuery(query));

/**
 * `statistics?…`: the API path of the report, the parameters in the schema's order (stable SWR keys). The routes
 * with the report's filters (`statistics/reach`, `statistics/response`) take the very same query.
 */
export function reportApiPath(
  query: ReportQuery,
  route: 'statistics' | 'statistics/reach' | 'statistics/response' = 'statistics',
): string {
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(ReportUrlSchema.shape)) ordered[key] = (query as Record<string, unknown>)[key];
  return apiListPath(route, ordered);
}
