import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChartLegend } from '@/components/charts/chart-legend';
import { ColumnChart } from '@/components/charts/column-chart';
import type { StatisticsReport } from '@/lib/contract';
import { cn } from '@/lib/utils';
import { bucketLabel, formatDays, formatMonth } from '../format';
import { compareFigure, formatFigure, type Figure } from '../year-on-year';
import { ChangeCells, ChangeHeaders, ChangeLine, useComparison } from './comparison';
import { NothingToShow, ReportCard, TableScroll } from './report-card';

const head = 'px-2 py-1 text-right font-medium whitespace-nowrap';
const num = 'px-2 py-1 text-right tabular-nums whitespace-nowrap';

/** The legend of a chart with last year's series: which colour is which school year. */
function YearLegend() {
  const comparison = useComparison();
  if (!comparison) return null;
  return (
    <ChartLegend
      items={[
        { label: comparison.current, swatch: 'primary' },
        { label: comparison.previous, swatch: 'previous' },
      ]}
    />
  );
}

/** Workshops per month; against last year, month by month of the school year (August with August). */
export function MonthsCard({
  months,
  previous,
}: {
  months: StatisticsReport['by_month'];
  previous: StatisticsReport['by_month'] | undefined;
}) {
  const { t, i18n } = useLingui();
  const lastYear = previous && new Map(previous.map((row) => [row.month.slice(5), row.workshops]));
  const figureOf = (row: StatisticsReport['by_month'][number]): Figure => ({
    value: row.workshops,
    ...(lastYear ? { previous: lastYear.get(row.month.slice(5)) ?? 0 } : {}),
  });
  return (
    <ReportCard title={t`Workshops pro Monat`} className="lg:col-span-2" testId="by-month">
      <div
        className={cn(
          'grid gap-4 md:items-start',
          lastYear ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : 'md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]',
        )}
      >
        <div className="grid gap-2">
          <ColumnChart
            columns={months.map((row) => ({
              label: formatMonth(row.month, i18n.locale, true),
              value: row.workshops,
              previous: figureOf(row).previous ?? undefined,
            }))}
          />
          {lastYear && <YearLegend />}
        </div>
        <TableScroll label={t`Workshops pro Monat`}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t`Workshops pro Monat`}</caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="px-2 py-1 text-left font-medium">
                  <Trans>Monat</Trans>
                </th>
                {lastYear ? (
                  <ChangeHeaders measure={t`Workshops`} className={head} />
                ) : (
                  <th scope="col" className={head}>
                    <Trans>Workshops</Trans>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {months.map((row) => (
                <tr key={row.month} className="border-b last:border-0">
                  <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">
                    {formatMonth(row.month, i18n.locale)}
                  </th>
                  <td className={num}>{formatFigure(figureOf(row), i18n.locale)}</td>
                  {lastYear && <ChangeCells figure={figureOf(row)} className={num} />}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </ReportCard>
  );
}

/** Days from the inquiry to the workshop: average, median and the buckets (against last year's, when compared). */
export function LeadTimeCard({
  leadTime,
  previous,
}: {
  leadTime: StatisticsReport['lead_time'];
  previous: StatisticsReport['lead_time'] | undefined;
}) {
  const { t, i18n } = useLingui();
  const workshops = leadTime.workshops;
  const labels = leadTime.buckets.map((bucket) => bucketLabel(bucket.min_days, bucket.max_days));
  const days = (pick: (lead: StatisticsReport['lead_time']) => number | null) =>
    compareFigure(leadTime, previous, pick, { kind: 'decimal', digits: 1, format: (value) => formatDays(value, i18n.locale) });
  const bucketFigure = (index: number): Figure => ({
    value: leadTime.buckets[index]!.workshops,
    ...(previous ? { previous: previous.buckets[index]?.workshops ?? 0 } : {}),
  });
  const average = days((lead) => lead.average_days);
  const median = days((lead) => lead.median_days);
  return (
    <ReportCard
      title={t`Vorlaufzeit`}
      description={
        <Plural
          value={workshops}
          one="Tage von der Anfrage bis zum Workshop, aus # Workshop mit Anfrage"
          other="Tage von der Anfrage bis zum Workshop, aus # Workshops mit Anfrage"
        />
      }
      testId="lead-time"
    >
      {workshops === 0 && (previous?.workshops ?? 0) === 0 ? (
        <NothingToShow>
          <Trans>Keine Workshops aus Anfragen im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="grid content-start gap-0.5">
              <dt className="text-sm text-muted-foreground">
                <Trans>Durchschnitt in Tagen</Trans>
              </dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="lead-time-average">
                {formatDays(leadTime.average_days, i18n.locale)}
              </dd>
              <ChangeLine figure={average} />
            </div>
            <div className="grid content-start gap-0.5">
              <dt className="text-sm text-muted-foreground">
                <Trans>Median in Tagen</Trans>
              </dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="lead-time-median">
                {formatDays(leadTime.median_days, i18n.locale)}
              </dd>
              <ChangeLine figure={median} />
            </div>
          </dl>
          <ColumnChart
            columns={leadTime.buckets.map((bucket, index) => ({
              label: labels[index]!,
              value: bucket.workshops,
              previous: bucketFigure(index).previous ?? undefined,
            }))}
          />
          {previous && <YearLegend />}
          <TableScroll label={t`Workshops nach Vorlaufzeit in Tagen`}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t`Workshops nach Vorlaufzeit in Tagen`}</caption>
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th scope="col" className="px-2 py-1 text-left font-medium">
                    <Trans>Tage</Trans>
                  </th>
                  {previous ? (
                    <ChangeHeaders measure={t`Workshops`} className={head} />
                  ) : (
                    <th scope="col" className={head}>
                      <Trans>Workshops</Trans>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, index) => (
                  <tr key={label} className="border-b last:border-0">
                    <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">
                      {label}
                    </th>
                    <td className={num}>{formatFigure(bucketFigure(index), i18n.locale)}</td>
                    {previous && <ChangeCells figure={bucketFigure(index)} className={num} />}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </ReportCard>
  );
}
