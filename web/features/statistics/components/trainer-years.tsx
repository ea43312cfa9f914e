import { Trans, useLingui } from '@lingui/react/macro';
import { ColumnChart } from '@/components/charts/column-chart';
import type { TrainerReport } from '@/lib/contract';
import { formatPrice } from '@/lib/format';
import { formatHours } from '../format';
import { BarTable } from './bar-table';
import { EvaluationAverages } from './evaluation-averages';
import { NothingToShow, ReportCard, TableScroll } from './report-card';

type SchoolYear = TrainerReport['school_years'][number];

const cell = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap';

/** Every school year side by side: workshops per year as columns (oldest left) and the table of the key figures. */
export function TrainerYearsOverview({ years }: { years: SchoolYear[] }) {
  const { t, i18n } = useLingui();
  const oldestFirst = [...years].reverse();
  return (
    <ReportCard title={t`Übersicht der Schuljahre`} testId="trainer-overview">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start">
        <ColumnChart columns={oldestFirst.map((year) => ({ label: year.label, value: year.workshops }))} />
        <TableScroll label={t`Workshops, Stunden und ausbezahlte Honorare pro Schuljahr`}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t`Workshops, Stunden und ausbezahlte Honorare pro Schuljahr`}</caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="px-2 py-1.5 text-left font-medium">
                  <Trans>Schuljahr</Trans>
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  <Trans>Workshops</Trans>
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  <Trans>Stunden</Trans>
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  <Trans>Honorare</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((year) => (
                <tr key={year.year} className="border-b last:border-0" data-year={year.year}>
                  <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                    {year.label}
                  </th>
                  <td className={cell}>{year.workshops}</td>
                  <td className={cell}>{formatHours(year.hours, i18n.locale)}</td>
                  <td className={cell}>{formatPrice(year.fees_paid_centimes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </ReportCard>
  );
}

/** One school year: key figures, the offered workshops given, the evaluation averages. */
export function TrainerYearCard({ year }: { year: SchoolYear }) {
  const { t, i18n } = useLingui();
  const label = year.label;
  const figures = [
    { key: 'workshops', label: t`Durchgeführte Workshops`, value: String(year.workshops) },
    { key: 'hours', label: t`Stunden`, value: formatHours(year.hours, i18n.locale) },
    { key: 'fees', label: t`Ausbezahlte Honorare`, value: formatPrice(year.fees_paid_centimes) },
  ];
  return (
    <ReportCard title={t`Schuljahr ${label}`} testId={`trainer-year-${year.year}`}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="grid gap-0.5 rounded-lg bg-muted/40 p-3" data-figure={figure.key}>
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-2">
          <h3 className="font-semibold">
            <Trans>Workshop-Angebote</Trans>
          </h3>
          {year.offered_workshops.length === 0 ? (
            <NothingToShow>
              <Trans>Keine durchgeführten Workshops in diesem Schuljahr.</Trans>
            </NothingToShow>
          ) : (
            <BarTable
              caption={t`Workshops pro Workshop-Angebot im Schuljahr ${label}`}
              labelHeader={t`Workshop-Angebot`}
              columns={[t`Workshops`]}
              rows={year.offered_workshops.map((offered) => ({
                key: String(offered.id),
                label: offered.name,
                bar: offered.workshops,
                values: [offered.workshops],
              }))}
            />
          )}
        </div>
        <div className="grid content-start gap-2">
          <h3 className="font-semibold">
            <Trans>Bewertungen pro Frage</Trans>
          </h3>
          {year.evaluations.length === 0 ? (
            <NothingToShow>
              <Trans>Keine Bewertungen in diesem Schuljahr.</Trans>
            </NothingToShow>
          ) : (
            <EvaluationAverages questions={year.evaluations} level={4} />
          )}
        </div>
      </div>
    </ReportCard>
  );
}
