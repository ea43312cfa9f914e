/*
 * Year on year (issue 34, point 3; docs/decisions/064-year-on-year.md): every figure of a school year's report, reach
 * and response beside the previous school year's, under the same filters. Plain functions, no zod: the SPA, the
 * annual report's PDF and its workbook compare with the same rules.
 */
import type { StatisticsFilters } from './statistics.filters';
import { schoolYearOfPeriod, type Period } from './school-years';

/** A figure against the previous school year's. */
export interface Change {
  /** The previous school year's figure; null when it has none (an average without answers, a row it lacks). */
  previous: number | null;
  /** current − previous, to two decimals; null when either is null. */
  delta: number | null;
  /** The change in percent of the previous figure, half away from zero to one decimal; null when previous is 0 or null. */
  percent: number | null;
}

const rounded = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  // Math.round rounds -2.5 up to -2; rounding the magnitude keeps "half away from zero" symmetric.
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON * factor)) / factor || 0;
};

/** `current` against `previous`: 120 against 100 is +20 (+20.0 %); a missing previous figure gives no change. */
export function change(current: number | null, previous: number | null | undefined): Change {
  if (previous === null || previous === undefined) return { previous: null, delta: null, percent: null };
  if (current === null) return { previous, delta: null, percent: null };
  const delta = rounded(current - previous, 2);
  return { previous, delta, percent: previous === 0 ? null : rounded(((current - previous) / previous) * 100, 1) };
}

/**
 * The rows of this year and last year paired by key: this year's in their order, then the keys only last year had
 * (a canton reached last year and not this one is a row of 0 against last year's figure).
 */
export function pairByKey<K, T extends { key: K }>(current: readonly T[], previous: readonly T[]) {
  const previousByKey = new Map(previous.map((row) => [row.key, row]));
  const currentKeys = new Set(current.map((row) => row.key));
  return [
    ...current.map((row) => ({ key: row.key, current: row as T | undefined, previous: previousByKey.get(row.key) })),
    ...previous
      .filter((row) => !currentKeys.has(row.key))
      .map((row) => ({ key: row.key, current: undefined as T | undefined, previous: row as T | undefined })),
  ];
}

/**
 * The same filters for the previous school year, when the period is exactly a school year (`school_year`, the
 * default current one, or `from`/`to` of 1 August to 31 July); null for a period of other dates, which has no
 * previous year to compare with.
 */
export function previousYearFilters<F extends Pick<StatisticsFilters, 'school_year' | 'from' | 'to'>>(
  filters: F,
  period: Period,
): F | null {
  const year = schoolYearOfPeriod(period);
  if (year === null) return null;
  return { ...filters, from: undefined, to: undefined, school_year: year - 1 };
}
