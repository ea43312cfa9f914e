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
import { BarTable } from './bar-table';
import { NothingToShow, ReportCard, TableScroll } from './report-card';

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
type CrossTableData = StatisticsReach['canton_by_offered_workshop'] | StatisticsReach['canton_by_language'];

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

/** The reach's cards: schools, the map, the educational systems, the m/f/d splits and the two cross tables. */
export function ReachView({ reach, report }: { reach: StatisticsReach; report: StatisticsReport }) {
  const { t, i18n } = useLingui();
  const notGiven = i18n._(notGivenLabel);
  const canton = (key: Key) => (key === null ? notGiven : cantonName(key as Canton, i18n.locale));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SchoolsCard schools={reach.schools} />
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
            rows={reach.by_educational_system.map((row) => ({
              ...row,
              label: row.key === null ? notGiven : row.label,
            }))}
          />
        )}
      </ReportCard>
      <SplitCard
        title={t`Geschlecht nach Workshop-Angebot`}
        labelHeader={t`Workshop-Angebot`}
        bars={report.by_offered_workshop}
        splits={reach.participants_by_offered_workshop}
        nameOf={(bar) => bar.label}
        testId="split-by-offered-workshop"
      />
      <SplitCard
        title={t`Geschlecht nach Sprache`}
        labelHeader={t`Sprache`}
        bars={report.by_language}
        splits={reach.participants_by_language}
        nameOf={(bar) => languageName(String(bar.key), i18n.locale)}
        testId="split-by-language"
      />
      <SplitCard
        title={t`Geschlecht nach Stufe`}
        labelHeader={t`Stufe`}
        bars={report.by_grade}
        splits={reach.participants_by_grade}
        nameOf={(bar) => (bar.key === null ? notGiven : bar.label)}
        testId="split-by-grade"
      />
      <SplitCard
        title={t`Geschlecht nach Kanton`}
        labelHeader={t`Kanton`}
        bars={report.by_canton}
        splits={reach.participants_by_canton}
        nameOf={(bar) => canton(bar.key)}
        testId="split-by-canton"
      />
      <CrossTableCard
        title={t`Kanton × Workshop-Angebot`}
        caption={t`Workshops und Teilnehmende nach Kanton und Workshop-Angebot`}
        table={reach.canton_by_offered_workshop}
        columnName={(column) => column.label}
        testId="canton-by-offered-workshop"
      />
      <CrossTableCard
        title={t`Kanton × Sprache`}
        caption={t`Workshops und Teilnehmende nach Kanton und Sprache`}
        table={reach.canton_by_language}
        columnName={(column) => languageName(String(column.key), i18n.locale)}
        testId="canton-by-language"
      />
    </div>
  );
}

function SchoolsCard({ schools }: { schools: StatisticsReach['schools'] }) {
  const { t, i18n } = useLingui();
  const count = (value: number) => formatCount(value, i18n.locale);
  const previous = schools.school_year === null ? '' : schoolYearLabel(schools.school_year - 1);
  const figures = [
    { key: 'reached', label: t`Erreichte Schulen`, value: schools.reached, hint: t`mit einem durchgeführten Workshop` },
    { key: 'first_time', label: t`Zum ersten Mal`, value: schools.first_time, hint: t`vorher kein Workshop` },
    { key: 'returning', label: t`Wiederkehrende`, value: schools.returning, hint: t`schon früher ein Workshop` },
    ...(schools.lost === null
      ? []
      : [{ key: 'lost', label: t`Verlorene`, value: schools.lost, hint: t`im Schuljahr ${previous}, jetzt nicht` }]),
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
            <dd className="text-2xl font-semibold tabular-nums">{count(figure.value)}</dd>
            <dd className="text-xs text-muted-foreground">{figure.hint}</dd>
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

/** The report's bars (workshops, participants) with the reach's split of the same key. */
function SplitCard<B extends Bar>({
  title,
  labelHeader,
  bars,
  splits,
  nameOf,
  testId,
}: {
  title: string;
  labelHeader: string;
  bars: readonly B[];
  splits: readonly (Split & { key: Key })[];
  nameOf: (bar: B) => string;
  testId: string;
}) {
  const { t } = useLingui();
  const none = { m: 0, f: 0, n: 0, unspecified: 0 };
  const byKey = new Map(splits.map((split) => [String(split.key), split]));
  return (
    <ReportCard title={title} description={t`Teilnehmende nach m/w/d`} testId={testId} level={3}>
      {bars.length === 0 ? (
        <NothingToShow>
          <Trans>Keine Workshops im gewählten Zeitraum.</Trans>
        </NothingToShow>
      ) : (
        <SplitTable
          caption={title}
          labelHeader={labelHeader}
          rows={bars.map((bar) => {
            const split = byKey.get(String(bar.key)) ?? none;
            return { key: bar.key, label: nameOf(bar), workshops: bar.workshops, participants: bar.participants, ...split };
          })}
        />
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
  rows: (Bar & Split)[];
  withWorkshops?: boolean;
}) {
  const { t, i18n } = useLingui();
  const count = (value: number) => formatCount(value, i18n.locale);
  const showUnspecified = rows.some((row) => row.unspecified > 0);
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
      rows={rows.map((row) => ({
        key: String(row.key),
        label: row.label,
        bar: row.participants,
        values: [
          ...(withWorkshops ? [count(row.workshops)] : []),
          count(row.participants),
          count(row.m),
          count(row.f),
          count(row.n),
          ...(showUnspecified ? [count(row.unspecified)] : []),
        ],
      }))}
    />
  );
}

/** Cantons down, the other dimension across; each cell the workshops and, below, the participants. */
function CrossTableCard({
  title,
  caption,
  table,
  columnName,
  testId,
}: {
  title: string;
  caption: string;
  table: CrossTableData;
  columnName: (column: CrossTableData['columns'][number]) => string;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const count = (value: number) => formatCount(value, i18n.locale);
  const cells = new Map<string, CrossTableData['cells'][number]>(table.cells.map((cell) => [`${cell.canton}|${cell.key}`, cell]));
  const rowName = (canton: Canton | null) => (canton === null ? i18n._(notGivenLabel) : cantonName(canton, i18n.locale));
  return (
    <ReportCard
      title={title}
      description={t`Pro Zelle: Workshops, darunter die Teilnehmenden`}
      className="lg:col-span-2"
      testId={testId}
      level={3}
    >
      {table.cells.length === 0 ? (
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
                {table.columns.map((column) => (
                  <th key={String(column.key)} scope="col" className="min-w-20 px-2 py-1.5 text-right align-bottom font-medium">
                    {columnName(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((canton) => (
                <tr key={String(canton)} className="border-b last:border-0">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                    {rowName(canton)}
                  </th>
                  {table.columns.map((column) => {
                    const cell = cells.get(`${canton}|${column.key}`);
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
