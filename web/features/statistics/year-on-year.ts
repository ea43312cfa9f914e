// Straight from the contract, not through @/lib/contract: that module is in the start-up bundle of every page.
import { change, pairByKey, type Change } from '@contract/statistics/year-on-year';
import { withPercent, withUnit } from '@contract/lib/swiss-numbers';
import { swissLocale } from '@/lib/format';

/*
 * How a figure is written against the previous school year (docs/decisions/064-year-on-year.md): "+" for growth,
 * "−" (U+2212, the minus sign) for a decline, "±0" for no change, "–" where there is nothing to compare.
 */

/** What a figure is, for how its change is written. */
export type FigureKind =
  /** A count: whole numbers. */
  | 'count'
  /** A rate in percent (links used, questionnaires answered): the change in percentage points ("+2.5 Pp."). */
  | 'rate'
  /** An average or a ratio: to `digits` decimals. */
  | 'decimal';

export interface Figure {
  value: number | null;
  /** undefined: no comparison (not a school year, or the previous year not loaded). */
  previous?: number | null | undefined;
  kind?: FigureKind;
  /** Decimals of the value and its change (counts 0, rates 1, averages 1 …). */
  digits?: number;
  /** How the value is written (default: the number in the locale with `digits`). */
  format?: (value: number) => string;
}

const MINUS = '\u2212';

const numberFormat = (language: string, digits: number, min = 0) =>
  new Intl.NumberFormat(swissLocale(language), { minimumFractionDigits: min, maximumFractionDigits: digits });

/** A figure's own value in the locale ("1’234", "4.5"), or "–" when there is none. */
export function formatFigure(figure: Figure, language: string): string {
  if (figure.value === null) return '–';
  if (figure.format) return figure.format(figure.value);
  return formatNumber(figure.value, figure, language);
}

function formatNumber(value: number, figure: Figure, language: string): string {
  const digits = figure.digits ?? (figure.kind === 'rate' ? 1 : 0);
  const text = numberFormat(language, digits, figure.kind === 'rate' || figure.kind === 'decimal' ? digits : 0).format(value);
  return figure.kind === 'rate' ? withPercent(text, language) : text;
}

/** The previous year's value written as the value is, or "–". */
export function formatPrevious(figure: Figure, language: string): string {
  const previous = figure.previous ?? null;
  return previous === null ? '–' : formatFigure({ ...figure, value: previous }, language);
}

/** `+12`, `−3`, `±0`: a signed number with at most `digits` decimals (always `digits` when `fixed`). */
export function signed(value: number, language: string, digits = 0, fixed = false): string {
  const text = numberFormat(language, digits, fixed ? digits : 0).format(Math.abs(value));
  if (Number(text.replace(/[^0-9]/g, '')) === 0) return `±${text}`;
  return `${value > 0 ? '+' : MINUS}${text}`;
}

/** The absolute change: "+12", "−0.3", "+2.5 Pp." (rates in percentage points); "–" without one. */
export function formatDelta(figure: Figure, language: string, pointsUnit: string): string {
  const { delta } = figureChange(figure);
  if (delta === null) return '–';
  if (figure.kind === 'rate') return withUnit(signed(delta, language, figure.digits ?? 1, true), pointsUnit);
  return signed(delta, language, figure.digits ?? 0, figure.kind === 'decimal');
}

/** The change in percent of the previous value, one decimal: "+8.5 %", "−12.0 %", "±0.0 %"; "–" from 0 or nothing. */
export function formatPercentChange(percent: number | null, language: string): string {
  return percent === null ? '–' : withPercent(signed(percent, language, 1, true), language);
}

/** The shared rule's change of a figure against its previous value. */
export const figureChange = (figure: Figure): Change => change(figure.value, figure.previous);

/** Whether a figure has a previous year to compare with. */
export const isCompared = (figure: Figure) => figure.previous !== undefined;

/** A pair of rows (this year's, last year's) of one key; `compared` false when there is no previous year. */
export interface RowPair<T> {
  key: unknown;
  current: T | undefined;
  previous: T | undefined;
  compared: boolean;
}

/**
 * This year's rows, and with the previous year's (`previous` given) every key of either year: this year's order,
 * then the keys only last year had (shared `pairByKey`).
 */
export function compareRows<T extends { key: unknown }>(current: readonly T[], previous: readonly T[] | undefined): RowPair<T>[] {
  if (previous === undefined) return current.map((row) => ({ key: row.key, current: row, previous: undefined, compared: false }));
  return pairByKey(current, previous).map((pair) => ({ ...pair, compared: true }));
}

/**
 * One figure of a pair of rows: a row a year lacks counts `missing` (0 for counts; null for averages and rates, which
 * it has none of); without comparison the figure has no previous value.
 */
export function pairFigure<T>(
  pair: RowPair<T>,
  pick: (row: T) => number | null,
  options: Omit<Figure, 'value' | 'previous'> & { missing?: number | null } = {},
): Figure {
  const { missing = 0, ...rest } = options;
  const value = pair.current === undefined ? missing : pick(pair.current);
  if (!pair.compared) return { ...rest, value };
  return { ...rest, value, previous: pair.previous === undefined ? missing : pick(pair.previous) };
}

/** A figure of this year against the previous year's (`previous` undefined: no comparison). */
export const compareFigure = <T>(
  current: T,
  previous: T | undefined,
  pick: (value: T) => number | null,
  options: Omit<Figure, 'value' | 'previous'> = {},
): Figure => ({ ...options, value: pick(current), ...(previous === undefined ? {} : { previous: pick(previous) }) });
