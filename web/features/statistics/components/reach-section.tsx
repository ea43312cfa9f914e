import type { StatisticsReach } from '@contract/statistics/reach.schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SwissCantonMap } from '@/components/charts/swiss-canton-map';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { cantons, schoolYearLabel, type Canton, type StatisticsReport } from '@/lib/contract';
import { languageName } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useReach } from '../api/get-reach';
import { cantonName } from '../cantons';
import { formatCount } from '../format';
import { notGivenLabel } from '../labels';
import type { ReportQuery } from '../report-query';
import { compareFigure, compareRows, formatFigure, pairFigure, type Figure, type RowPair } from '../year-on-year';
import { BarTable } from './bar-table';
import { ChangeLine, useComparison } from './comparison';
import { CrossTableCard } from './reach-cross-table';
import { NothingToShow, ReportCard } from './report-card';

type Key = string | number | null;
interface Split {
  m: number;
  f: number;
  n: number;
  unspecified: number;
}
interface Bar {
  key: Key;
  label: string;
  workshops: number;
  participants: number;
}

/**
 * "Reichweite" on the report page: whom the filtered workshops reached (`GET /api/statistics/reach` with the report's
 * query, docs/decisions/062-reach.md). The per-bar numbers come from the report, the m/f/d split from the reach.
 */
export function ReachSection({ query, report }: { query: ReportQuery; report: StatisticsReport }) {
  const id = useId();
  const result = useReach(query);
  const reach = result.data;
  return (
    <section aria-labelledby={id} className="grid gap-4" data-testid="reach">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold">
          <Trans>Reichweite</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Welche Schulen, Kantone, Sprachen und Schulsysteme die Workshops erreicht haben.</Trans>
        </p>
      </div>
      {result.error && !reach ? (
        <FetchError error={result.error} onRetry={() => void result.mutate()} />
      ) : !reach ? (
        <ListLoading>
          <Trans>Reichweite wird geladen …</Trans>
        </ListLoading>
      ) : (
        <div className={cn('transition-opacity', result.isValidating && 'opacity-60')} aria-busy={result.isValidating}>
          <ReachView reach={reach} report={report} />
        </div>
      )}
    </section>
  );
}

/**
 * The reach's cards: schools, the map, the educational systems, the m/f/d splits and the two cross tables; against
 * the previous school year when it has loaded (`useComparison`; the map shows this year, its table's numbers are
 * compared in «Geschlecht nach Kanton»).
 */
export function ReachView({ reach, report }: { reach: StatisticsReach; report: StatisticsReport }) {
  const { t, i18n } = useLingui();
  const comparison = useComparison();
  const before = comparison?.reach && comparison.report ? { reach: comparison.reach, report: comparison.report } : undefined;
  const notGiven = i18n._(notGivenLabel);
  const canton = (key: Key) => (key === null ? notGiven : cantonName(key as Canton, i18n.locale));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SchoolsCard schools={reach.schools} previous={before?.reach.schools} />
      <MapCard report={report} />
      <ReportCard
        title={t`Nach Schulsystem`}
        description={t`Schulsystem der Anfrage zum Workshop`}
        className="lg:col-span-2"
        testId="by-educational-system"
        level={3}
      >
        {reach.by_educational_system.length === 0 ? (
          <NothingToShow>
            <Trans>Keine Workshops im gewählten Zeitraum.</Trans>
          </NothingToShow>
        ) : (
          <SplitTable
            caption={t`Workshops und Teilnehmende nach Schulsystem`}
            labelHeader={t`Schulsystem`}
            withWorkshops
            rows={compareRows(
              reach.by_educational_system.map((row) => ({ ...row, label: row.key === null ? notGiven : row.label })),
              before?.reach.by_educational_system.map((row) => ({ ...row, label: row.key === null ? notGiven : row.label })),
            )}
          />
        )}
      </ReportCard>
      <SplitCard
        title={t`Geschlecht nach Workshop-Angebot`}
        labelHeader={t`Workshop-Angebot`}
        bars={report.by_offered_workshop}
        splits={reach.participants_by_offered_workshop}
        previous={before && { bars: before.report.by_offered_workshop, splits: before.reach.participants_by_offered_workshop }}
        nameOf={(bar) => bar.label}
        testId="split-by-offered-workshop"
      />
      <SplitCard
        title={t`Geschlecht nach Sprache`}
        labelHeader={t`Sprache`}
        bars={report.by_language}
        splits={reach.participants_by_language}
        previous={before && { bars: before.report.by_language, splits: before.reach.participants_by_language }}
        nameOf={(bar) => languageName(String(bar.key), i18n.locale)}
        testId="split-by-language"
      />
      <SplitCard
        title={t`Geschlecht nach Stufe`}
        labelHeader={t`Stufe`}
        bars={report.by_grade}
        splits={reach.participants_by_grade}
        previous={before && { bars: before.report.by_grade, splits: before.reach.participants_by_grade }}
        nameOf={(bar) => (bar.key === null ? notGiven : bar.label)}
        testId="split-by-grade"
      />
      <SplitCard
        title={t`Geschlecht nach Kanton`}
        labelHeader={t`Kanton`}
        bars={report.by_canton}
        splits={reach.participants_by_canton}
        previous={before && { bars: before.report.by_canton, splits: before.reach.participants_by_canton }}
        nameOf={(bar) => canton(bar.key)}
        testId="split-by-canton"
      />
      <CrossTableCard
        title={t`Kanton × Workshop-Angebot`}
        caption={t`Workshops und Teilnehmende nach Kanton und Workshop-Angebot`}
        table={reach.canton_by_offered_workshop}
        previous={before?.reach.canton_by_offered_workshop}
        columnName={(column) => column.label}
        testId="canton-by-offered-workshop"
      />
      <CrossTableCard
        title={t`Kanton × Sprache`}
        caption={t`Workshops und Teilnehmende nach Kanton und Sprache`}
        table={reach.canton_by_language}
        previous={before?.reach.canton_by_language}
        columnName={(column) => languageName(String(column.key), i18n.locale)}
        testId="canton-by-language"
      />
    </div>
  );
}

function SchoolsCard({
  schools,
  previous: before,
}: {
  schools: StatisticsReach['schools'];
  previous: StatisticsReach['schools'] | undefined;
}) {
  const { t, i18n } = useLingui();
  const previous = schools.school_year === null ? '' : schoolYearLabel(schools.school_year - 1);
  const figure = (pick: (value: StatisticsReach['schools']) => number | null) => compareFigure(schools, before, pick);
  const figures = [
    { key: 'reached', label: t`Erreichte Schulen`, figure: figure((s) => s.reached), hint: t`mit einem durchgeführten Workshop` },
    { key: 'first_time', label: t`Zum ersten Mal`, figure: figure((s) => s.first_time), hint: t`vorher kein Workshop` },
    { key: 'returning', label: t`Wiederkehrende`, figure: figure((s) => s.returning), hint: t`schon früher ein Workshop` },
    ...(schools.lost === null
      ? []
      : [{ key: 'lost', label: t`Verlorene`, figure: figure((s) => s.lost), hint: t`im Schuljahr ${previous}, jetzt nicht` }]),
  ];
  return (
    <ReportCard
      title={t`Schulen`}
      description={t`Eine Schule ist ihr Name mit Postleitzahl, wie am Workshop erfasst; «vorher» und «früher» zählen die Workshops mit denselben Filtern.`}
      className="lg:col-span-2"
      testId="reach-schools"
      level={3}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="grid content-start gap-1 rounded-lg border p-3" data-figure={figure.key}>
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatFigure(figure.figure, i18n.locale)}</dd>
            <dd className="text-xs text-muted-foreground">{figure.hint}</dd>
            <ChangeLine figure={figure.figure} />
          </div>
        ))}
      </dl>
      {schools.lost === null && (
        <NothingToShow>
          <span data-testid="reach-lost-note">
            <Trans>Verlorene Schulen gibt es nur für ein ganzes Schuljahr: Der gewählte Zeitraum ist kein Schuljahr.</Trans>
          </span>
        </NothingToShow>
      )}
    </ReportCard>
  );
}

function MapCard({ report }: { report: StatisticsReport }) {
  const { t, i18n } = useLingui();
  const names = Object.fromEntries(cantons.map((canton) => [canton, cantonName(canton, i18n.locale)])) as Record<Canton, string>;
  const unplaced = report.by_canton.find((bar) => bar.key === null)?.participants ?? 0;
  return (
    <ReportCard
      title={t`Teilnehmende nach Kanton`}
      description={t`Teilnehmende der durchgeführten Workshops; je dunkler, desto mehr.`}
      className="lg:col-span-2"
      testId="reach-map"
      level={3}
    >
      <SwissCantonMap
        title={t`Karte der Schweiz: Teilnehmende nach Kanton`}
        cantonHeader={t`Kanton`}
        valueHeader={t`Teilnehmende`}
        othersLabel={t`Übrige Kantone`}
        names={names}
        values={report.by_canton.flatMap((bar) => (bar.key === null ? [] : [{ canton: bar.key, value: bar.participants }]))}
        unplaced={{ label: i18n._(notGivenLabel), value: unplaced }}
        formatValue={(value) => formatCount(value, i18n.locale)}
      />
    </ReportCard>
  );
}

/** The report's bars (workshops, participants) with the reach's split of the same key (and last year's, when compared). */
function SplitCard<B extends Bar>({
  title,
  labelHeader,
  bars,
  splits,
  previous,
  nameOf,
  testId,
}: {
  title: string;
  labelHeader: string;
  bars: readonly B[];
  splits: readonly (Split & { key: Key })[];
  previous?: { bars: readonly B[]; splits: readonly (Split & { key: Key })[] } | undefined;
  nameOf: (bar: B) => string;
  testId: string;
}) {
  const { t } = useLingui();
  const none = { m: 0, f: 0, n: 0, unspecified: 0 };
  const withSplit = (rows: readonly B[], rowSplits: readonly (Split & { key: Key })[]) => {
    const byKey = new Map(rowSplits.map((split) => [String(split.key), split]));
    return rows.map((bar) => ({
      key: bar.key,
      label: nameOf(bar),
      workshops: bar.workshops,
      participants: bar.participants,
      ...(byKey.get(String(bar.key)) ?? none),
    }));
  };
  const pairs = compareRows(withSplit(bars, splits), previous && withSplit(previous.bars, previous.splits));
  return (
    <ReportCard title={title} description={t`Teilnehmende nach m/w/d`} testId={testId} level={3}>
      {pairs.length === 0 ? (
        <NothingToShow>
          <Trans>Keine Workshops im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <SplitTable caption={title} labelHeader={labelHeader} rows={pairs} />
      )}
    </ReportCard>
  );
}

/** Participants and their split per row (and the workshops, where the report does not already show them). */
function SplitTable({
  caption,
  labelHeader,
  rows,
  withWorkshops = false,
}: {
  caption: string;
  labelHeader: string;
  rows: RowPair<Bar & Split>[];
  withWorkshops?: boolean;
}) {
  const { t, i18n } = useLingui();
  const showUnspecified = rows.some((row) => (row.current?.unspecified ?? 0) > 0 || (row.previous?.unspecified ?? 0) > 0);
  const columns = [
    ...(withWorkshops ? [t`Workshops`] : []),
    t`Teilnehmende`,
    t`männlich (m)`,
    t`weiblich (w)`,
    t`divers (d)`,
    ...(showUnspecified ? [i18n._(notGivenLabel)] : []),
  ];
  return (
    <BarTable
      caption={caption}
      labelHeader={labelHeader}
      columns={columns}
      rows={rows.map((pair) => {
        const figure = (pick: (row: Bar & Split) => number): Figure => pairFigure(pair, pick);
        const participants = figure((row) => row.participants);
        return {
          key: String(pair.key),
          label: (pair.current ?? pair.previous)!.label,
          bar: participants.value,
          previousBar: participants.previous,
          values: [
            ...(withWorkshops ? [figure((row) => row.workshops)] : []),
            participants,
            figure((row) => row.m),
            figure((row) => row.f),
            figure((row) => row.n),
            ...(showUnspecified ? [figure((row) => row.unspecified)] : []),
          ],
        };
      })}
    />
  );
}
