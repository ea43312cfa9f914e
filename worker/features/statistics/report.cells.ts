import { sql, type SQL } from 'drizzle-orm';
import type { Canton } from '../../contract/enums';
import { schoolYearOfPeriod, type Period } from '../../contract/statistics/school-years';
import type { StatisticsFilters } from '../../contract/statistics/statistics.filters';

/**
 * The reach and response of a whole school year, of all cantons or one, are sums over `report_cells` (decision 066),
 * which triggers keep: a few hundred rows instead of every workshop of the year. Any other filter (a date range, an
 * offered workshop, language, grade, coach or state) is computed from the workshops themselves.
 */
export interface CellsScope {
  year: number;
  canton: Canton | undefined;
}

export function cellsScope(filters: StatisticsFilters, period: Period): CellsScope | null {
  const year = schoolYearOfPeriod(period);
  const { offered_workshop_id, language, grade_id, coach_id, state } = filters;
  const narrowed = [offered_workshop_id, language, grade_id, coach_id, state].some((value) => value !== undefined);
  return year === null || narrowed ? null : { year, canton: filters.canton };
}

/** The cells (alias `c`) of one key kind: o offered workshop, l language, g grade, s educational system. */
export type CellDim = 'o' | 'l' | 'g' | 's';

/** The cells of `dim` in the scope's canton, of its school year or of `years` (first and last, included). */
export function cellsOf(scope: CellsScope, dim: CellDim, years: [number, number] = [scope.year, scope.year]) {
  const canton = scope.canton === undefined ? sql`` : sql` AND c.canton = ${scope.canton}`;
  return sql`report_cells c WHERE c.school_year BETWEEN ${years[0]} AND ${years[1]} AND c.dim = ${dim}${canton}`;
}

/** A cell's key as the workshops hold it: null for '', a number for the ids. */
export const cellKey = (dim: CellDim): SQL => (dim === 'l' ? sql`nullif(c.key, '')` : sql`CAST(nullif(c.key, '') AS INTEGER)`);

/** A cell's canton, null for a postcode without one. */
export const cellCanton = sql`nullif(c.canton, '')`;
