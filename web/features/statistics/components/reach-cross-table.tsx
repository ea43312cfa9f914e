import type { StatisticsReach } from '@contract/statistics/reach.schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Canton } from '@/lib/contract';
import { cantonName } from '../cantons';
import { formatCount } from '../format';
import { figureChange, formatDelta, formatPercentChange } from '../year-on-year';
import { notGivenLabel } from '../labels';
import { useComparison } from './comparison';
import { NothingToShow, ReportCard, TableScroll } from './report-card';

export type CrossTableData = StatisticsReach['canton_by_offered_workshop'] | StatisticsReach['canton_by_language'];

/**
 * Cantons down, the other dimension across; each cell the workshops and, below, the participants. Against the previous
 * school year, the rows and columns of either year, and under each cell last year's two numbers and the change of
 * each, absolute and in percent.
 */
export function CrossTableCard({
  title,
  caption,
  table,
  previous,
  columnName,
  testId,
}: {
  title: string;
  caption: string;
  table: CrossTableData;
  previous?: CrossTableData | undefined;
  columnName: (column: CrossTableData['columns'][number]) => string;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const count = (value: number) => formatCount(value, i18n.locale);
  const comparison = useComparison();
  const keyOf = (cell: CrossTableData['cells'][number]) => `${cell.canton}|${cell.key}`;
  const cells = new Map<string, CrossTableData['cells'][number]>(table.cells.map((cell) => [keyOf(cell), cell]));
  const lastYear =
    previous && new Map<string, CrossTableData['cells'][number]>(previous.cells.map((cell) => [keyOf(cell), cell]));
  const rows = [...table.rows, ...(previous?.rows ?? []).filter((canton) => !table.rows.includes(canton))];
  const columnKeys = new Set(table.columns.map((column) => column.key));
  const columns = [
    ...table.columns,
    ...(previous?.columns ?? []).filter((column) => !columnKeys.has(column.key as never)),
  ] as CrossTableData['columns'];
  const rowName = (canton: Canton | null) => (canton === null ? i18n._(notGivenLabel) : cantonName(canton, i18n.locale));
  return (
    <ReportCard
      title={title}
      description={t`Pro Zelle: Workshops, darunter die Teilnehmenden`}
      className="lg:col-span-2"
      testId={testId}
      level={3}
    >
      {table.cells.length === 0 && (previous?.cells.length ?? 0) === 0 ? (
        <NothingToShow>
          <Trans>Keine Workshops im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <TableScroll label={caption}>
          <table className="w-full text-sm" data-testid={`${testId}-table`}>
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="px-2 py-1.5 text-left font-medium">
                  <Trans>Kanton</Trans>
                </th>
                {columns.map((column) => (
                  <th key={String(column.key)} scope="col" className="min-w-20 px-2 py-1.5 text-right align-bottom font-medium">
                    {columnName(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((canton) => (
                <tr key={String(canton)} className="border-b last:border-0">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                    {rowName(canton)}
                  </th>
                  {columns.map((column) => {
                    const cell = cells.get(`${canton}|${column.key}`);
                    const before = lastYear?.get(`${canton}|${column.key}`);
                    return (
                      <td key={String(column.key)} className="px-2 py-1.5 text-right align-top tabular-nums whitespace-nowrap">
                        {cell ? (
                          <>
                            <span className="block">
                              {count(cell.workshops)}
                              <span className="sr-only"> {t`Workshops`}</span>
                            </span>
                            <span className="block text-xs text-muted-foreground">
                              {count(cell.participants)}
                              <span className="sr-only"> {t`Teilnehmende`}</span>
                            </span>
                          </>
                        ) : (
                          <>
                            <span aria-hidden="true" className="text-muted-foreground">
                              –
                            </span>
                            <span className="sr-only">0</span>
                          </>
                        )}
                        {lastYear && comparison && before && (
                          <span className="block text-xs text-muted-foreground" data-change="previous">
                            {comparison.previous}: {count(before.workshops)} · {count(before.participants)}
                            <span className="sr-only">
                              {' '}
                              {t`Workshops`}, {t`Teilnehmende`}
                            </span>
                          </span>
                        )}
                        {lastYear && comparison && !before && cell && (
                          <span className="sr-only" data-change="previous">
                            {comparison.previous}: 0
                          </span>
                        )}
                        {lastYear && comparison && (cell || before) && (
                          <>
                            <CellChange value={cell?.workshops ?? 0} previous={before?.workshops ?? 0} measure={t`Workshops`} />
                            <CellChange
                              value={cell?.participants ?? 0}
                              previous={before?.participants ?? 0}
                              measure={t`Teilnehmende`}
                            />
                          </>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </ReportCard>
  );
}

/** A cell's change against last year: "Δ +3 (+20.0 %)", named for screen readers ("Veränderung Workshops"). */
function CellChange({ value, previous, measure }: { value: number; previous: number; measure: string }) {
  const { t, i18n } = useLingui();
  const figure = { value, previous };
  return (
    <span className="block text-xs text-muted-foreground" data-change="delta">
      <span aria-hidden="true">Δ </span>
      <span className="sr-only">
        {t`Veränderung`} {measure}:{' '}
      </span>
      {formatDelta(figure, i18n.locale, '')} ({formatPercentChange(figureChange(figure).percent, i18n.locale)})
    </span>
  );
}
