import { Trans, useLingui } from '@lingui/react/macro';
import { TrendChart } from '@/components/charts/trend-chart';
import { RATING_MAX, RATING_MIN } from '@/lib/contract';
import type { ByCoach } from '@contract/evaluations/statistics.schemas';
import { formatAverage, formatPeriod } from './statistics-format';

type Trend = NonNullable<ByCoach['coach']>['trend'];

/** The average of all ratings per month or quarter: a line (aria-hidden) and the table with the numbers. */
export function StatisticsTrend({ trend }: { trend: Trend }) {
  const { t, i18n } = useLingui();
  const points = trend.points.map((point) => ({ label: formatPeriod(point.period, i18n.locale), value: point.average }));
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-start">
      <TrendChart points={points} min={RATING_MIN} max={RATING_MAX} />
      <table className="w-full text-sm">
        <caption className="sr-only">
          {trend.unit === 'month' ? t`Durchschnitt aller Bewertungen pro Monat` : t`Durchschnitt aller Bewertungen pro Quartal`}
        </caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 text-left font-medium">
              {trend.unit === 'month' ? <Trans>Monat</Trans> : <Trans>Quartal</Trans>}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              <Trans>Durchschnitt</Trans>
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              <Trans>Bewertungen</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {trend.points.map((point, index) => (
            <tr key={point.period} className="border-b last:border-0">
              <th scope="row" className="py-1 text-left font-normal">
                {points[index]!.label}
              </th>
              <td className="py-1 text-right tabular-nums">{formatAverage(point.average, i18n.locale)}</td>
              <td className="py-1 text-right tabular-nums">{point.ratings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
