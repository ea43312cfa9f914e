import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ColumnChart } from '@/components/charts/column-chart';
import { paths } from '@/config/paths';
import { inquiryStateLabels } from '@/features/inquiries';
import { workshopStateLabels } from '@/features/workshops';
import type { StatisticsReport } from '@/lib/contract';
import { languageName } from '@/lib/format';
import { cantonName } from '../cantons';
import { bucketLabel, formatDays, formatHours, formatMonth, percentOf } from '../format';
import { notGivenLabel, participantLabels } from '../labels';
import { BarTable } from './bar-table';
import { EvaluationAverages } from './evaluation-averages';
import { NothingToShow, ReportCard, TableScroll } from './report-card';

type Bar = StatisticsReport['by_language'][number] | StatisticsReport['by_offered_workshop'][number];

/** The figures of one report, card by card; the parts the filters leave empty say so. */
export function ReportView({ report }: { report: StatisticsReport }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <KeyFigures report={report} />
      <StatesCard report={report} />
      <ParticipantsCard participants={report.participants} />
      <MonthsCard months={report.by_month} />
      <DistributionCard
        title={t`Nach Workshop-Angebot`}
        labelHeader={t`Workshop-Angebot`}
        bars={report.by_offered_workshop}
        testId="by-offered-workshop"
      />
      <LanguagesCard bars={report.by_language} />
      <DistributionCard title={t`Nach Stufe`} labelHeader={t`Stufe`} bars={report.by_grade} testId="by-grade" />
      <CantonsCard bars={report.by_canton} />
      <LeadTimeCard leadTime={report.lead_time} />
      <CancellationsCard cancellations={report.cancellations} />
      <CoachWorkloadCard coaches={report.coach_workload} />
      <ReportCard title={t`Bewertungen pro Frage`} className="lg:col-span-2" testId="evaluations">
        {report.evaluations.length === 0 ? (
          <NothingToShow>
            <Trans>Keine Bewertungen zu diesen Workshops.</Trans>
          </NothingToShow>
        ) : (
          <EvaluationAverages questions={report.evaluations} />
        )}
      </ReportCard>
    </div>
  );
}

function KeyFigures({ report }: { report: StatisticsReport }) {
  const { t } = useLingui();
  const figures = [
    { key: 'inquiries', label: t`Anfragen`, value: report.inquiries.total },
    { key: 'workshops', label: t`Workshops`, value: report.workshops.total },
    { key: 'participants', label: t`Erreichte Teilnehmende`, value: report.participants.total },
    { key: 'cancellations', label: t`Abgesagte Workshops`, value: report.cancellations.total },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:col-span-2" data-testid="key-figures">
      {figures.map((figure) => (
        <div key={figure.key} className="grid gap-1 rounded-xl border bg-card p-4" data-figure={figure.key}>
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatesCard({ report }: { report: StatisticsReport }) {
  const { t, i18n } = useLingui();
  const count = t`Anzahl`;
  return (
    <ReportCard title={t`Nach Status`} testId="by-state">
      <h3 className="font-medium">
        <Trans>Anfragen</Trans>
      </h3>
      {report.inquiries.total === 0 ? (
        <NothingToShow>
          <Trans>Keine Anfragen im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <BarTable
          caption={t`Anfragen nach Status`}
          labelHeader={t`Status`}
          columns={[count]}
          rows={report.inquiries.by_state.map((row) => ({
            key: row.state,
            label: i18n._(inquiryStateLabels[row.state]),
            bar: row.count,
            values: [row.count],
          }))}
          testId="inquiries-by-state"
        />
      )}
      <h3 className="font-medium">
        <Trans>Workshops</Trans>
      </h3>
      <BarTable
        caption={t`Workshops nach Status`}
        labelHeader={t`Status`}
        columns={[count]}
        rows={report.workshops.by_state.map((row) => ({
          key: row.state,
          label: i18n._(workshopStateLabels[row.state]),
          bar: row.count,
          values: [row.count],
        }))}
        testId="workshops-by-state"
      />
    </ReportCard>
  );
}

function ParticipantsCard({ participants }: { participants: StatisticsReport['participants'] }) {
  const { t, i18n } = useLingui();
  const total = participants.total;
  const parts = (['m', 'f', 'n', 'unspecified'] as const).filter((part) => part !== 'unspecified' || participants[part] > 0);
  return (
    <ReportCard
      title={t`Erreichte Teilnehmende`}
      description={
        <Plural value={total} one="# Person in durchgeführten Workshops" other="# Personen in durchgeführten Workshops" />
      }
      testId="participants"
    >
      <BarTable
        caption={t`Teilnehmende nach Geschlecht`}
        labelHeader={t`Geschlecht`}
        columns={[t`Anzahl`, t`Anteil`]}
        max={Math.max(1, total)}
        rows={parts.map((part) => ({
          key: part,
          label: i18n._(participantLabels[part]),
          bar: participants[part],
          values: [participants[part], `${percentOf(participants[part], total)} %`],
        }))}
      />
    </ReportCard>
  );
}

function MonthsCard({ months }: { months: StatisticsReport['by_month'] }) {
  const { t, i18n } = useLingui();
  return (
    <ReportCard title={t`Workshops pro Monat`} className="lg:col-span-2" testId="by-month">
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-start">
        <ColumnChart
          columns={months.map((row) => ({ label: formatMonth(row.month, i18n.locale, true), value: row.workshops }))}
        />
        <TableScroll label={t`Workshops pro Monat`}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t`Workshops pro Monat`}</caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="px-2 py-1 text-left font-medium">
                  <Trans>Monat</Trans>
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  <Trans>Workshops</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((row) => (
                <tr key={row.month} className="border-b last:border-0">
                  <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">
                    {formatMonth(row.month, i18n.locale)}
                  </th>
                  <td className="px-2 py-1 text-right tabular-nums">{row.workshops}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </ReportCard>
  );
}

/** Workshops and participants per offered workshop, language, grade or canton. */
function DistributionCard({
  title,
  labelHeader,
  bars,
  nameOf = (bar) => bar.label,
  testId,
}: {
  title: string;
  labelHeader: string;
  bars: readonly Bar[] | StatisticsReport['by_grade'] | StatisticsReport['by_canton'];
  nameOf?: (bar: { key: unknown; label: string }) => string;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <ReportCard title={title} testId={testId}>
      {bars.length === 0 ? (
        <NothingToShow>
          <Trans>Keine Workshops im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <BarTable
          caption={title}
          labelHeader={labelHeader}
          columns={[t`Workshops`, t`Teilnehmende`]}
          rows={bars.map((bar) => ({
            key: String(bar.key),
            label: bar.key === null ? i18n._(notGivenLabel) : nameOf(bar),
            bar: bar.workshops,
            values: [bar.workshops, bar.participants],
          }))}
        />
      )}
    </ReportCard>
  );
}

function LanguagesCard({ bars }: { bars: StatisticsReport['by_language'] }) {
  const { t, i18n } = useLingui();
  return (
    <DistributionCard
      title={t`Nach Sprache`}
      labelHeader={t`Sprache`}
      bars={bars}
      nameOf={(bar) => languageName(String(bar.key), i18n.locale)}
      testId="by-language"
    />
  );
}

function CantonsCard({ bars }: { bars: StatisticsReport['by_canton'] }) {
  const { t, i18n } = useLingui();
  return (
    <DistributionCard
      title={t`Nach Kanton`}
      labelHeader={t`Kanton`}
      bars={bars}
      nameOf={(bar) => cantonName(bar.key as NonNullable<StatisticsReport['by_canton'][number]['key']>, i18n.locale)}
      testId="by-canton"
    />
  );
}

function LeadTimeCard({ leadTime }: { leadTime: StatisticsReport['lead_time'] }) {
  const { t, i18n } = useLingui();
  const workshops = leadTime.workshops;
  const labels = leadTime.buckets.map((bucket) => bucketLabel(bucket.min_days, bucket.max_days));
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
      {workshops === 0 ? (
        <NothingToShow>
          <Trans>Keine Workshops aus Anfragen im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="grid gap-0.5">
              <dt className="text-sm text-muted-foreground">
                <Trans>Durchschnitt in Tagen</Trans>
              </dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="lead-time-average">
                {formatDays(leadTime.average_days, i18n.locale)}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-sm text-muted-foreground">
                <Trans>Median in Tagen</Trans>
              </dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="lead-time-median">
                {formatDays(leadTime.median_days, i18n.locale)}
              </dd>
            </div>
          </dl>
          <ColumnChart columns={leadTime.buckets.map((bucket, index) => ({ label: labels[index]!, value: bucket.workshops }))} />
          <TableScroll label={t`Workshops nach Vorlaufzeit in Tagen`}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t`Workshops nach Vorlaufzeit in Tagen`}</caption>
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th scope="row" className="px-2 py-1 text-left font-medium">
                    <Trans>Tage</Trans>
                  </th>
                  {labels.map((label) => (
                    <th key={label} scope="col" className="px-2 py-1 text-right font-medium whitespace-nowrap">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    <Trans>Workshops</Trans>
                  </th>
                  {leadTime.buckets.map((bucket, index) => (
                    <td key={labels[index]} className="px-2 py-1 text-right tabular-nums">
                      {bucket.workshops}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </ReportCard>
  );
}

function CancellationsCard({ cancellations }: { cancellations: StatisticsReport['cancellations'] }) {
  const { t, i18n } = useLingui();
  const total = cancellations.total;
  return (
    <ReportCard title={t`Abgesagte Workshops`} description={t`Nach dem angegebenen Grund`} testId="cancellations">
      {total === 0 ? (
        <NothingToShow>
          <Trans>Keine Absagen im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <BarTable
          caption={t`Absagen nach Grund`}
          labelHeader={t`Grund`}
          columns={[t`Anzahl`]}
          rows={cancellations.reasons.map((row, index) => ({
            key: `${index}`,
            label: row.reason ?? i18n._(notGivenLabel),
            bar: row.count,
            values: [row.count],
          }))}
        />
      )}
    </ReportCard>
  );
}

function CoachWorkloadCard({ coaches }: { coaches: StatisticsReport['coach_workload'] }) {
  const { t, i18n } = useLingui();
  const count = coaches.length;
  return (
    <ReportCard
      title={t`Einsätze pro Coach`}
      description={<Plural value={count} one="# Coach eingeteilt" other="# Coaches eingeteilt" />}
      className="lg:col-span-2"
      testId="coach-workload"
    >
      {count === 0 ? (
        <NothingToShow>
          <Trans>Keine Coaches in diesen Workshops eingeteilt.</Trans>
        </NothingToShow>
      ) : (
        <BarTable
          caption={t`Einsätze pro Coach`}
          labelHeader={t`Coach`}
          columns={[t`Workshops`, t`Stunden`]}
          rows={coaches.map((coach) => ({
            key: String(coach.coach_id),
            label: (
              <Link href={paths.manager.trainerReport.href(coach.coach_id)} className="font-medium underline underline-offset-4">
                {coach.firstname} {coach.lastname}
              </Link>
            ),
            bar: coach.workshops,
            values: [coach.workshops, formatHours(coach.hours, i18n.locale)],
          }))}
        />
      )}
    </ReportCard>
  );
}
