import type { Canton, UiLanguage } from '../../contract/enums';
import { cantonName } from '../../contract/statistics/canton-names';
import { schoolYearPeriod } from '../../contract/statistics/school-years';
import type { StatisticsReach } from '../../contract/statistics/reach.schemas';
import type { StatisticsResponse } from '../../contract/statistics/response.schemas';
import type { StatisticsReport } from '../../contract/statistics/statistics.schemas';
import { change, pairByKey, previousYearFilters, type Change } from '../../contract/statistics/year-on-year';
import type { Database } from '../../lib/env';
import { statisticsReport } from '../statistics/report';
import { statisticsReach } from '../statistics/report.reach';
import { statisticsResponse } from '../statistics/report.response';
import { keyFigureKeys, type KeyFigureKey } from './annual-report.wording';

/*
 * The figures of the annual report (decision 065): the school year's report, reach and response — the cached
 * aggregates of the statistics pages, not a query of their own — beside the previous school year's, compared with
 * the shared year-on-year rules. The PDF and the workbook print the same rows.
 */

export interface YearFigures {
  report: StatisticsReport;
  reach: StatisticsReach;
  response: StatisticsResponse;
}

export interface AnnualFigures {
  schoolYear: number;
  current: YearFigures;
  previous: YearFigures;
}

/** The report, reach and response of one school year, names in the document's language. */
async function yearFigures(db: Database, schoolYear: number, language: UiLanguage): Promise<YearFigures> {
  const filters = { school_year: schoolYear };
  const [report, reach, response] = await Promise.all([
    statisticsReport(db, filters, language),
    statisticsReach(db, filters, language),
    statisticsResponse(db, filters, language),
  ]);
  // The routes name a canton by its code (the screens translate it); a document names it in its language.
  const named = <T extends { key: Canton | null; label: string }>(rows: T[]) =>
    rows.map((row) => ({ ...row, label: row.key ? cantonName(row.key, language) : row.label }));
  return {
    report: { ...report, by_canton: named(report.by_canton) },
    reach,
    response: { ...response, by_canton: named(response.by_canton) },
  };
}

/** The school year's figures and the previous school year's, under the same (no) filters. */
export async function annualFigures(db: Database, schoolYear: number, language: UiLanguage): Promise<AnnualFigures> {
  const previousYear = previousYearFilters({ school_year: schoolYear }, schoolYearPeriod(schoolYear))!.school_year!;
  const [current, previous] = await Promise.all([yearFigures(db, schoolYear, language), yearFigures(db, previousYear, language)]);
  return { schoolYear, current, previous };
}

const HELD = new Set(['done', 'invoiceable', 'invoiced']);

/** One key figure of a school year; null when it has none (a rate without anything sent). */
function figureOf({ report, reach, response }: YearFigures, key: KeyFigureKey): number | null {
  const cancelled = report.workshops.by_state.find((row) => row.state === 'cancelled')?.count ?? 0;
  switch (key) {
    case 'inquiries':
      return report.inquiries.total;
    case 'workshops':
      return report.workshops.total - cancelled;
    case 'held':
      return report.workshops.by_state.filter((row) => HELD.has(row.state)).reduce((sum, row) => sum + row.count, 0);
    case 'participants':
      return report.participants.total;
    case 'participants_m':
      return report.participants.m;
    case 'participants_f':
      return report.participants.f;
    case 'participants_n':
      return report.participants.n;
    case 'participants_unspecified':
      return report.participants.unspecified;
    case 'cancellations':
      return report.cancellations.total;
    case 'schools_reached':
      return reach.schools.reached;
    case 'schools_first_time':
      return reach.schools.first_time;
    case 'schools_returning':
      return reach.schools.returning;
    case 'schools_lost':
      return reach.schools.lost;
    case 'class_links_used_percent':
      return response.total.class.used_percent;
    case 'responses_per_participant':
      return response.total.class.responses_per_participant;
    case 'three_months_answered_percent':
      return response.total.three_months.answered_percent;
  }
}

/** How a key figure is written: a count, a percentage (one decimal) or a ratio (two decimals). */
export const keyFigureKind = (key: KeyFigureKey): 'count' | 'percent' | 'ratio' =>
  key.endsWith('_percent') ? 'percent' : key === 'responses_per_participant' ? 'ratio' : 'count';

/** A detail line ("of whom male") is indented under its total. */
export const isDetailFigure = (key: KeyFigureKey) =>
  key.startsWith('participants_') || key === 'schools_first_time' || key === 'schools_returning';

export interface KeyFigure {
  key: KeyFigureKey;
  value: number | null;
  change: Change;
}

/** Every key figure of the school year with the previous year's and the change. */
export const keyFigures = ({ current, previous }: AnnualFigures): KeyFigure[] =>
  keyFigureKeys.map((key) => {
    const value = figureOf(current, key);
    return { key, value, change: change(value, figureOf(previous, key)) };
  });

export interface PairedRow<K> {
  key: K;
  label: string;
  value: number;
  change: Change;
}

/** Rows of this year against last year's by key (a row only last year had counts 0 this year). */
export function pairedRows<K, T extends { key: K; label: string }>(
  current: readonly T[],
  previous: readonly T[],
  valueOf: (row: T) => number,
): PairedRow<K>[] {
  return pairByKey<K, T>(current, previous).map(({ key, current: now, previous: before }) => {
    const value = now ? valueOf(now) : 0;
    return { key, label: (now ?? before)!.label, value, change: change(value, before ? valueOf(before) : 0) };
  });
}

export interface MonthRow {
  month: string;
  workshops: number;
  /** The same month of the previous school year. */
  change: Change;
}

/** The workshops per month, each beside the same month of the previous school year (both are whole school years). */
export const monthRows = ({ current, previous }: AnnualFigures): MonthRow[] =>
  current.report.by_month.map((row, index) => ({
    month: row.month,
    workshops: row.workshops,
    change: change(row.workshops, previous.report.by_month[index]?.workshops ?? 0),
  }));
