import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { inquiryStateLabels } from '@/features/inquiries';
import { workshopStateLabels } from '@/features/workshops';
import type { StatisticsReport } from '@/lib/contract';
import { languageName } from '@/lib/format';
import { cantonName } from '../cantons';
import { formatHours, percentOf } from '../format';
import { notGivenLabel, participantLabels } from '../labels';
import { compareFigure, compareRows, formatFigure, pairFigure, type Figure } from '../year-on-year';
import { BarTable } from './bar-table';
import { ChangeLine, useComparison } from './comparison';
import { EvaluationAverages } from './evaluation-averages';
import { NothingToShow, ReportCard } from './report-card';
import { LeadTimeCard, MonthsCard } from './report-time-cards';

type Bar = StatisticsReport['by_language'][number] | StatisticsReport['by_offered_workshop'][number];
type AnyBar = { key: unknown; label: string; workshops: number; participants: number };

/**
 * The figures of one report, card by card; the parts the filters leave empty say so. With a previous school year
 * loaded (`useComparison`), every figure stands against last year's (docs/decisions/064-year-on-year.md).
 */
export function ReportView({ report }: { report: StatisticsReport }) {
  const { t } = useLingui();
  const previous = useComparison()?.report;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <KeyFigures report={report} previous={previous} />
      <StatesCard report={report} previous={previous} />
      <ParticipantsCard participants={report.participants} previous={previous?.participants} />
      <MonthsCard months={report.by_month} previous={previous?.by_month} />
      <DistributionCard
        title={t`Nach Workshop-Angebot`}
        labelHeader={t`Workshop-Angebot`}
        bars={report.by_offered_workshop}
        previous={previous?.by_offered_workshop}
        testId="by-offered-workshop"
      />
      <LanguagesCard bars={report.by_language} previous={previous?.by_language} />
      <DistributionCard
        title={t`Nach Stufe`}
        labelHeader={t`Stufe`}
        bars={report.by_grade}
        previous={previous?.by_grade}
        testId="by-grade"
      />
      <CantonsCard bars={report.by_canton} previous={previous?.by_canton} />
      <LeadTimeCard leadTime={report.lead_time} previous={previous?.lead_time} />
      <CancellationsCard cancellations={report.cancellations} previous={previous?.cancellations} />
      <CoachWorkloadCard coaches={report.coach_workload} previous={previous?.coach_workload} />
    </div>
  );
}

function KeyFigures({ report, previous }: { report: StatisticsReport; previous: StatisticsReport | undefined }) {
  const { t, i18n } = useLingui();
  const figure = (pick: (report: StatisticsReport) => number): Figure => compareFigure(report, previous, pick);
  const figures = [
    { key: 'inquiries', label: t`Anfragen`, figure: figure((r) => r.inquiries.total) },
    { key: 'workshops', label: t`Workshops`, figure: figure((r) => r.workshops.total) },
    { key: 'participants', label: t`Erreichte Teilnehmende`, figure: figure((r) => r.participants.total) },
    { key: 'cancellations', label: t`Abgesagte Workshops`, figure: figure((r) => r.cancellations.total) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:col-span-2" data-testid="key-figures">
      {figures.map((item) => (
        <div key={item.key} className="grid content-start gap-1 rounded-xl border bg-card p-4" data-figure={item.key}>
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatFigure(item.figure, i18n.locale)}</dd>
          <ChangeLine figure={item.figure} />
        </div>
      ))}
    </dl>
  );
}

function StatesCard({ report, previous }: { report: StatisticsReport; previous: StatisticsReport | undefined }) {
  const { t, i18n } = useLingui();
  const count = t`Anzahl`;
  const byState = <S extends string>(
    rows: readonly { state: S; count: number }[],
    before: readonly { state: S; count: number }[] | undefined,
  ) =>
    compareRows(
      rows.map((row) => ({ ...row, key: row.state })),
      before?.map((row) => ({ ...row, key: row.state })),
    );
  const inquiries = byState(report.inquiries.by_state, previous?.inquiries.by_state);
  const workshops = byState(report.workshops.by_state, previous?.workshops.by_state);
  return (
    <ReportCard title={t`Nach Status`} testId="by-state">
      <h3 className="font-medium">
        <Trans>Anfragen</Trans>
      </h3>
      {inquiries.length === 0 ? (
        <NothingToShow>
          <Trans>Keine Anfragen im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <BarTable
          caption={t`Anfragen nach Status`}
          labelHeader={t`Status`}
          columns={[count]}
          rows={inquiries.map((pair) => {
            const figure = pairFigure(pair, (row) => row.count);
            return {
              key: String(pair.key),
              label: i18n._(inquiryStateLabels[pair.key as keyof typeof inquiryStateLabels]),
              bar: figure.value,
              previousBar: figure.previous,
              values: [figure],
            };
          })}
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
        rows={workshops.map((pair) => {
          const figure = pairFigure(pair, (row) => row.count);
          return {
            key: String(pair.key),
            label: i18n._(workshopStateLabels[pair.key as keyof typeof workshopStateLabels]),
            bar: figure.value,
            previousBar: figure.previous,
            values: [figure],
          };
        })}
        testId="workshops-by-state"
      />
    </ReportCard>
  );
}

function ParticipantsCard({
  participants,
  previous,
}: {
  participants: StatisticsReport['participants'];
  previous: StatisticsReport['participants'] | undefined;
}) {
  const { t, i18n } = useLingui();
  const total = participants.total;
  const share = (part: number, whole: number) => (whole > 0 ? percentOf(part, whole) : null);
  const parts = (['m', 'f', 'n', 'unspecified'] as const).filter(
    (part) => part !== 'unspecified' || participants[part] > 0 || (previous?.[part] ?? 0) > 0,
  );
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
        max={Math.max(1, total, previous?.total ?? 0)}
        rows={parts.map((part) => ({
          key: part,
          label: i18n._(participantLabels[part]),
          bar: participants[part],
          previousBar: previous?.[part],
          values: [
            compareFigure(participants, previous, (p) => p[part]),
            compareFigure(participants, previous, (p) => share(p[part], p.total), { kind: 'rate', digits: 0 }),
          ],
        }))}
      />
    </ReportCard>
  );
}

/** Workshops and participants per offered workshop, language, grade or canton (and last year's, when compared). */
function DistributionCard({
  title,
  labelHeader,
  bars,
  previous,
  nameOf = (bar) => bar.label,
  testId,
}: {
  title: string;
  labelHeader: string;
  bars: readonly Bar[] | StatisticsReport['by_grade'] | StatisticsReport['by_canton'];
  previous: readonly AnyBar[] | undefined;
  nameOf?: (bar: AnyBar) => string;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const pairs = compareRows<AnyBar>(bars, previous);
  return (
    <ReportCard title={title} testId={testId}>
      {pairs.length === 0 ? (
        <NothingToShow>
          <Trans>Keine Workshops im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <BarTable
          caption={title}
          labelHeader={labelHeader}
          columns={[t`Workshops`, t`Teilnehmende`]}
          rows={pairs.map((pair) => {
            const bar = (pair.current ?? pair.previous)!;
            const workshops = pairFigure(pair, (row) => row.workshops);
            return {
              key: String(pair.key),
              label: pair.key === null ? i18n._(notGivenLabel) : nameOf(bar),
              bar: workshops.value,
              previousBar: workshops.previous,
              values: [workshops, pairFigure(pair, (row) => row.participants)],
            };
          })}
        />
      )}
    </ReportCard>
  );
}

function LanguagesCard({
  bars,
  previous,
}: {
  bars: StatisticsReport['by_language'];
  previous: StatisticsReport['by_language'] | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <DistributionCard
      title={t`Nach Sprache`}
      labelHeader={t`Sprache`}
      bars={bars}
      previous={previous}
      nameOf={(bar) => languageName(String(bar.key), i18n.locale)}
      testId="by-language"
    />
  );
}

function CantonsCard({
  bars,
  previous,
}: {
  bars: StatisticsReport['by_canton'];
  previous: StatisticsReport['by_canton'] | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <DistributionCard
      title={t`Nach Kanton`}
      labelHeader={t`Kanton`}
      bars={bars}
      previous={previous}
      nameOf={(bar) => cantonName(bar.key as NonNullable<StatisticsReport['by_canton'][number]['key']>, i18n.locale)}
      testId="by-canton"
    />
  );
}

function CancellationsCard({
  cancellations,
  previous,
}: {
  cancellations: StatisticsReport['cancellations'];
  previous: StatisticsReport['cancellations'] | undefined;
}) {
  const { t, i18n } = useLingui();
  const keyed = (reasons: StatisticsReport['cancellations']['reasons']) => reasons.map((row) => ({ ...row, key: row.reason }));
  const pairs = compareRows(keyed(cancellations.reasons), previous && keyed(previous.reasons));
  return (
    <ReportCard title={t`Abgesagte Workshops`} description={t`Nach dem angegebenen Grund`} testId="cancellations">
      {pairs.length === 0 ? (
        <NothingToShow>
          <Trans>Keine Absagen im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <BarTable
          caption={t`Absagen nach Grund`}
          labelHeader={t`Grund`}
          columns={[t`Anzahl`]}
          rows={pairs.map((pair, index) => {
            const figure = pairFigure(pair, (row) => row.count);
            return {
              key: `${index}`,
              label: (pair.key as string | null) ?? i18n._(notGivenLabel),
              bar: figure.value,
              previousBar: figure.previous,
              values: [figure],
            };
          })}
        />
      )}
    </ReportCard>
  );
}

function CoachWorkloadCard({
  coaches,
  previous,
}: {
  coaches: StatisticsReport['coach_workload'];
  previous: StatisticsReport['coach_workload'] | undefined;
}) {
  const { t, i18n } = useLingui();
  const count = coaches.length;
  const keyed = (rows: StatisticsReport['coach_workload']) => rows.map((row) => ({ ...row, key: row.coach_id }));
  const pairs = compareRows(keyed(coaches), previous && keyed(previous));
  return (
    <ReportCard
      title={t`Einsätze pro Coach`}
      description={<Plural value={count} one="# Coach eingeteilt" other="# Coaches eingeteilt" />}
      className="lg:col-span-2"
      testId="coach-workload"
    >
      {pairs.length === 0 ? (
        <NothingToShow>
          <Trans>Keine Coaches in diesen Workshops eingeteilt.</Trans>
        </NothingToShow>
      ) : (
        <BarTable
          caption={t`Einsätze pro Coach`}
          labelHeader={t`Coach`}
          columns={[t`Workshops`, t`Stunden`]}
          rows={pairs.map((pair) => {
            const coach = (pair.current ?? pair.previous)!;
            const workshops = pairFigure(pair, (row) => row.workshops);
            return {
              key: String(pair.key),
              label: (
                <Link
                  href={paths.manager.trainerReport.href(coach.coach_id)}
                  className="font-medium underline underline-offset-4"
                >
                  {coach.firstname} {coach.lastname}
                </Link>
              ),
              bar: workshops.value,
              previousBar: workshops.previous,
              values: [
                workshops,
                pairFigure(pair, (row) => row.hours, {
                  kind: 'decimal',
                  digits: 1,
                  format: (hours) => formatHours(hours, i18n.locale),
                }),
              ],
            };
          })}
        />
      )}
    </ReportCard>
  );
}

/** The rating averages per question of the filtered workshops (shown beside the response rates). */
export function EvaluationsCard({ report, className }: { report: StatisticsReport; className?: string }) {
  const { t } = useLingui();
  const previous = useComparison()?.report;
  return (
    <ReportCard title={t`Bewertungen pro Frage`} className={className} testId="evaluations" level={3}>
      {report.evaluations.length === 0 && (previous?.evaluations.length ?? 0) === 0 ? (
        <NothingToShow>
          <Trans>Keine Bewertungen zu diesen Workshops.</Trans>
        </NothingToShow>
      ) : (
        <EvaluationAverages questions={report.evaluations} previous={previous?.evaluations} level={4} />
      )}
    </ReportCard>
  );
}
