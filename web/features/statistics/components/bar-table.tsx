import type { ReactNode } from 'react';
import { BarRow } from '@/components/charts/bar-row';
import { TableScroll } from './report-card';

export interface BarTableRow {
  key: string;
  label: ReactNode;
  /** The numbers of the row, one per column; the first one draws the bar. */
  values: ReactNode[];
  /** The bar's length (usually the first value as a number). */
  bar: number | null;
}

const cell = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap';

/**
 * A distribution read at a glance: a bar under each row's name (aria-hidden) and the numbers in the table's cells,
 * so the table is the accessible form of the chart. The bars are scaled to `max` (the largest bar by default).
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
  const highest = max ?? Math.max(1, ...rows.map((row) => row.bar ?? 0));
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              {labelHeader}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${cell} font-medium`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0" data-key={row.key}>
              <th scope="row" className="min-w-36 px-2 py-1.5 text-left font-normal">
                <span className="block">{row.label}</span>
                <BarRow value={row.bar} max={highest} className="mt-1" />
              </th>
              {row.values.map((value, index) => (
                <td key={index} className={`${cell} align-top`}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
