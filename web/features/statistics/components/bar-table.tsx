import { isValidElement, type ReactNode } from 'react';
import { BarRow } from '@/components/charts/bar-row';
import { ChartLegend } from '@/components/charts/chart-legend';
import { useLingui } from '@lingui/react/macro';
import { formatFigure, isCompared, type Figure } from '../year-on-year';
import { ChangeCells, ChangeHeaders, useComparison } from './comparison';
import { TableScroll } from './report-card';

/** A cell: text as it is, or a figure (compared with the previous school year when it has a previous value). */
export type BarTableValue = ReactNode | Figure;

export interface BarTableRow {
  key: string;
  label: ReactNode;
  /** The numbers of the row, one per column; the first one draws the bar. */
  values: BarTableValue[];
  /** The bar's length (usually the first value as a number). */
  bar: number | null;
  /** The previous school year's bar, drawn as a second, muted bar (when compared). */
  previousBar?: number | null | undefined;
}

const cell = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap';

export const isFigure = (value: BarTableValue): value is Figure =>
  typeof value === 'object' && value !== null && !isValidElement(value) && 'value' in value;

/**
 * A distribution read at a glance: a bar under each row's name (aria-hidden) and the numbers in the table's cells,
 * so the table is the accessible form of the chart. The bars are scaled to `max` (the largest bar by default).
 * Against the previous school year (docs/decisions/064-year-on-year.md) each compared column becomes four: this
 * year, last year, Δ and Δ %, under the column's name; the bars get a muted second bar with a legend.
 */
export function BarTable({
  caption,
  labelHeader,
  columns,
  rows,
  max,
  testId,
}: {
  caption: string;
  labelHeader: string;
  columns: string[];
  rows: BarTableRow[];
  max?: number;
  testId?: string;
}) {
  const { i18n } = useLingui();
  const comparison = useComparison();
  const comparedColumns = columns.map(
    (_, index) =>
      comparison !== null &&
      rows.some((row) => {
        const value = row.values[index];
        return value !== undefined && isFigure(value) && isCompared(value);
      }),
  );
  const compared = comparedColumns.some(Boolean);
  const highest = max ?? Math.max(1, ...rows.map((row) => Math.max(row.bar ?? 0, compared ? (row.previousBar ?? 0) : 0)));
  const show = (value: BarTableValue) => (isFigure(value) ? formatFigure(value, i18n.locale) : value);
  return (
    <div className="grid gap-2">
      {compared && comparison && (
        <ChartLegend
          items={[
            { label: comparison.current, swatch: 'primary' },
            { label: comparison.previous, swatch: 'previous' },
          ]}
        />
      )}
      <TableScroll label={caption}>
        <table className="w-full text-sm" data-testid={testId} data-compared={compared || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" rowSpan={compared ? 2 : 1} className="px-2 py-1.5 text-left align-bottom font-medium">
                {labelHeader}
              </th>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope={comparedColumns[index] ? 'colgroup' : 'col'}
                  colSpan={comparedColumns[index] ? 4 : 1}
                  rowSpan={compared && !comparedColumns[index] ? 2 : 1}
                  className={`${cell} align-bottom font-medium ${comparedColumns[index] ? 'text-center' : ''}`}
                >
                  {column}
                </th>
              ))}
            </tr>
            {compared && (
              <tr>
                {columns.map((column, index) =>
                  comparedColumns[index] ? (
                    <ChangeHeaders key={index} measure={column} className={`${cell} text-xs font-medium`} />
                  ) : null,
                )}
              </tr>
            )}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b last:border-0" data-key={row.key}>
                <th scope="row" className="min-w-36 px-2 py-1.5 text-left font-normal">
                  <span className="block">{row.label}</span>
                  <BarRow
                    value={row.bar}
                    max={highest}
                    previous={compared ? (row.previousBar ?? null) : undefined}
                    className="mt-1"
                  />
                </th>
                {row.values.map((value, index) => (
                  <BarTableCells key={index} value={value} compared={comparedColumns[index] ?? false} show={show} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

function BarTableCells({
  value,
  compared,
  show,
}: {
  value: BarTableValue;
  compared: boolean;
  show: (value: BarTableValue) => ReactNode;
}) {
  const className = `${cell} align-top`;
  return (
    <>
      <td className={className}>{show(value)}</td>
      {compared && isFigure(value) && <ChangeCells figure={value} className={className} />}
      {compared && !isFigure(value) && (
        <>
          <td className={className} />
          <td className={className} />
          <td className={className} />
        </>
      )}
    </>
  );
}
