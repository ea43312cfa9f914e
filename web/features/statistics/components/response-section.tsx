import type { ResponseFigures, StatisticsResponse } from '@contract/statistics/response.schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ChartLegend } from '@/components/charts/chart-legend';
import { TrendChart } from '@/components/charts/trend-chart';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { schoolYearLabel, type Canton, type StatisticsReport } from '@/lib/contract';
import { languageName } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useResponse } from '../api/get-response';
import { cantonName } from '../cantons';
import { notGivenLabel } from '../labels';
import type { ReportQuery } from '../report-query';
import { compareFigure, compareRows, formatFigure, pairFigure, type Figure, type RowPair } from '../year-on-year';
import { BarTable, type BarTableRow } from './bar-table';
import { ChangeLine, useComparison } from './comparison';
import { NothingToShow, ReportCard } from './report-card';
import { EvaluationsCard } from './report-view';

type AnyRow = ResponseFigures & { key: unknown; label: string };

/**
 * "Rücklauf" on the report page: how many classes and teachers answered the evaluations of the held workshops
 * (`GET /api/statistics/response` with the report's query, docs/decisions/063-response-rates.md), beside the rating
 * averages of the report, per offered workshop, canton and language, and the trend over the school years.
 */
export function ResponseSection({ query, report }: { query: ReportQuery; report: StatisticsReport }) {
  const id = useId();
  const result = useResponse(query);
  const response = result.data;
  return (
    <section aria-labelledby={id} className="grid gap-4" data-testid="response">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold">
          <Trans>Rücklauf</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Wie viele Klassen den Evaluationslink erhielten und nutzten und wie viele Lehrpersonen den Fragebogen nach drei
            Monaten beantworteten – bei den durchgeführten Workshops.
          </Trans>
        </p>
      </div>
      {result.error && !response ? (
        <FetchError error={result.error} onRetry={() => void result.mutate()} />
      ) : !response ? (
        <ListLoading>
          <Trans>Rücklauf wird geladen …</Trans>
        </ListLoading>
      ) : (
        <div className={cn('transition-opacity', result.isValidating && 'opacity-60')} aria-busy={result.isValidating}>
          <ResponseView response={response} report={report} />
        </div>
      )}
    </section>
  );
}

/** The response's cards: the totals beside the averages, the three breakdowns and the trend. */
export function ResponseView({ response, report }: { response: StatisticsResponse; report: StatisticsReport }) {
  const { t, i18n } = useLingui();
  const previous = useComparison()?.response;
  const notGiven = i18n._(notGivenLabel);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TotalsCard total={response.total} previous={previous?.total} />
      <EvaluationsCard report={report} className="lg:col-span-2" />
      <BreakdownCard
        title={t`Rücklauf nach Workshop-Angebot`}
        labelHeader={t`Workshop-Angebot`}
        rows={response.by_offered_workshop}
        previous={previous?.by_offered_workshop}
        nameOf={(row) => row.label}
        testId="response-by-offered-workshop"
      />
      <BreakdownCard
        title={t`Rücklauf nach Kanton`}
        labelHeader={t`Kanton`}
        rows={response.by_canton}
        previous={previous?.by_canton}
        nameOf={(row) => (row.key === null ? notGiven : cantonName(row.key as Canton, i18n.locale))}
        testId="response-by-canton"
      />
      <BreakdownCard
        title={t`Rücklauf nach Sprache`}
        labelHeader={t`Sprache`}
        rows={response.by_language}
        previous={previous?.by_language}
        nameOf={(row) => languageName(String(row.key), i18n.locale)}
        testId="response-by-language"
      />
      <TrendCard years={response.by_school_year} />
    </div>
  );
}

/** The figures of a row (or the total) as table cells, in the order of `useColumns`. */
function figuresOf(pair: RowPair<ResponseFigures>): Figure[] {
  const rate = { kind: 'rate', missing: null } as const;
  return [
    pairFigure(pair, (row) => row.workshops),
    pairFigure(pair, (row) => row.participants),
    pairFigure(pair, (row) => row.class.links_sent),
    pairFigure(pair, (row) => row.class.links_used),
    pairFigure(pair, (row) => row.class.used_percent, rate),
    pairFigure(pair, (row) => row.class.responses),
    pairFigure(pair, (row) => row.class.responses_per_participant, { kind: 'decimal', digits: 2, missing: null }),
    pairFigure(pair, (row) => row.three_months.sent),
    pairFigure(pair, (row) => row.three_months.answered),
    pairFigure(pair, (row) => row.three_months.answered_percent, rate),
  ];
}

function useColumns() {
  const { t } = useLingui();
  return [
    t`Workshops`,
    t`Teilnehmende`,
    t`Links versandt`,
    t`Links genutzt`,
    t`Genutzt in %`,
    t`Antworten`,
    t`Antworten pro Teilnehmende`,
    t`3-Monats-Fragebogen versandt`,
    t`Beantwortet`,
    t`Beantwortet in %`,
  ];
}

function TotalsCard({ total, previous }: { total: ResponseFigures; previous: ResponseFigures | undefined }) {
  const { t, i18n } = useLingui();
  const figure = (pick: (figures: ResponseFigures) => number | null, options: Omit<Figure, 'value' | 'previous'> = {}) =>
    compareFigure(total, previous, pick, options);
  const rate = { kind: 'rate' } as const;
  const figures = [
    { key: 'workshops', label: t`Durchgeführte Workshops`, figure: figure((f) => f.workshops) },
    { key: 'links_sent', label: t`Evaluationslinks versandt`, figure: figure((f) => f.class.links_sent) },
    { key: 'links_used', label: t`Links genutzt`, figure: figure((f) => f.class.used_percent, rate) },
    {
      key: 'responses_per_participant',
      label: t`Antworten pro Teilnehmende`,
      figure: figure((f) => f.class.responses_per_participant, { kind: 'decimal', digits: 2 }),
    },
    { key: 'three_months_sent', label: t`3-Monats-Fragebogen versandt`, figure: figure((f) => f.three_months.sent) },
    {
      key: 'three_months_answered',
      label: t`3-Monats-Fragebogen beantwortet`,
      figure: figure((f) => f.three_months.answered_percent, rate),
    },
  ];
  const count = (value: number) => formatFigure({ value }, i18n.locale);
  const hints: Record<string, string> = {
    links_used: t`${count(total.class.links_used)} von ${count(total.class.links_sent)} Links`,
    responses_per_participant: t`${count(total.class.responses)} Antworten, ${count(total.participants)} Teilnehmende`,
    three_months_answered: t`${count(total.three_months.answered)} von ${count(total.three_months.sent)}`,
  };
  return (
    <ReportCard title={t`Rücklauf gesamt`} className="lg:col-span-2" testId="response-total" level={3}>
      {total.workshops === 0 && (previous?.workshops ?? 0) === 0 ? (
        <NothingToShow>
          <Trans>Keine durchgeführten Workshops im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {figures.map((item) => (
            <div key={item.key} className="grid content-start gap-1 rounded-lg border p-3" data-figure={item.key}>
              <dt className="text-sm text-muted-foreground">{item.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{formatFigure(item.figure, i18n.locale)}</dd>
              {hints[item.key] && <dd className="text-xs text-muted-foreground">{hints[item.key]}</dd>}
              <ChangeLine figure={item.figure} />
            </div>
          ))}
        </dl>
      )}
    </ReportCard>
  );
}

function BreakdownCard({
  title,
  labelHeader,
  rows,
  previous,
  nameOf,
  testId,
}: {
  title: string;
  labelHeader: string;
  rows: readonly AnyRow[];
  previous: readonly AnyRow[] | undefined;
  nameOf: (row: AnyRow) => string;
  testId: string;
}) {
  const { t } = useLingui();
  const columns = useColumns();
  const pairs = compareRows<AnyRow>(rows, previous);
  return (
    <ReportCard
      title={title}
      description={t`Balken: Anteil der genutzten Links`}
      className="lg:col-span-2"
      testId={testId}
      level={3}
    >
      {pairs.length === 0 ? (
        <NothingToShow>
          <Trans>Keine durchgeführten Workshops im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <BarTable
          caption={title}
          labelHeader={labelHeader}
          columns={columns}
          max={100}
          rows={pairs.map((pair): BarTableRow => {
            const figures = figuresOf(pair);
            return {
              key: String(pair.key),
              label: nameOf((pair.current ?? pair.previous)!),
              bar: figures[4]!.value,
              previousBar: figures[4]!.previous,
              values: figures,
            };
          })}
        />
      )}
    </ReportCard>
  );
}

/** The rates per school year (ten at most): a chart of the two rates and every figure in the table. */
function TrendCard({ years }: { years: StatisticsResponse['by_school_year'] }) {
  const { t } = useLingui();
  const columns = useColumns();
  const used = t`Links genutzt in %`;
  const answered = t`3-Monats-Fragebogen beantwortet in %`;
  return (
    <ReportCard
      title={t`Rücklauf pro Schuljahr`}
      description={t`Dieselben Filter über die letzten zehn Schuljahre`}
      className="lg:col-span-2"
      testId="response-trend"
      level={3}
    >
      {years.length === 0 ? (
        <NothingToShow>
          <Trans>Keine durchgeführten Workshops in diesen Schuljahren.</Trans>
        </NothingToShow>
      ) : (
        <>
          <div className="grid gap-2">
            <TrendChart
              points={years.map((year) => ({ label: schoolYearLabel(year.school_year), value: year.class.used_percent }))}
              second={years.map((year) => ({
                label: schoolYearLabel(year.school_year),
                value: year.three_months.answered_percent,
              }))}
              min={0}
              max={100}
              ticks={[0, 25, 50, 75, 100]}
            />
            <ChartLegend
              items={[
                { label: used, swatch: 'primary' },
                { label: answered, swatch: 'secondary' },
              ]}
            />
          </div>
          <BarTable
            caption={t`Rücklauf pro Schuljahr`}
            labelHeader={t`Schuljahr`}
            columns={columns}
            max={100}
            rows={years.map((year) => {
              const figures = figuresOf({ key: year.school_year, current: year, previous: undefined, compared: false });
              return {
                key: String(year.school_year),
                label: schoolYearLabel(year.school_year),
                bar: figures[4]!.value,
                values: figures,
              };
            })}
          />
        </>
      )}
    </ReportCard>
  );
}
