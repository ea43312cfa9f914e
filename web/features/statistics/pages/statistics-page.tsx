import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { schoolYearLabel, schoolYearOfPeriod, schoolYearPeriod, type StatisticsReport } from '@/lib/contract';
import { previousYearFilters } from '@contract/statistics/year-on-year';
import { formatIsoDateWith } from '@/lib/format';
import { useUrlQuery } from '@/lib/use-url-query';
import { cn } from '@/lib/utils';
import { useFormData } from '../api/get-form-data';
import { useReach } from '../api/get-reach';
import { useReport } from '../api/get-report';
import { useResponse } from '../api/get-response';
import { AnnualReportLink } from '../components/annual-report-link';
import { ComparisonProvider, NoComparisonNote, type Comparison } from '../components/comparison';
import { ExportMenu } from '../components/export-menu';
import { ReachSection } from '../components/reach-section';
import { ReportFilters } from '../components/report-filters';
import { ReportView } from '../components/report-view';
import { ResponseSection } from '../components/response-section';
import { hasAnyFilter, normalizeReportQuery, ReportUrlSchema, resetPatch, type ReportQuery } from '../report-query';

/**
 * `/manager/statistics` (admin, associate): the figures of the workshops and inquiries of a school year or period,
 * narrowed by the filters; the filters live in the URL (a link shows the same report) and the export takes them.
 */
export default function StatisticsPage() {
  const { t } = useLingui();
  const [rawQuery, setQuery] = useUrlQuery(ReportUrlSchema);
  const query = useMemo(() => normalizeReportQuery(rawQuery), [rawQuery]);
  const formData = useFormData();
  const result = useReport(query);
  const report = result.data;
  const invalidPeriod = isApiError(result.error) && result.error.status === 422;
  const comparison = useComparisonData(query, report);

  return (
    <>
      <PageHeader
        title={t`Berichte`}
        description={t`Zahlen zu Anfragen, Workshops, Teilnehmenden und Evaluationen – für Berichte an Geldgeber und die Planung des Schuljahres.`}
      />
      <div className="grid gap-6">
        <ReportFilters query={query} formData={formData.data} period={report?.period} onChange={setQuery} />
        {invalidPeriod ? (
          <PeriodError />
        ) : result.error && !report ? (
          <FetchError error={result.error} onRetry={() => void result.mutate()} />
        ) : !report ? (
          <ListLoading>
            <Trans>Bericht wird geladen …</Trans>
          </ListLoading>
        ) : (
          <div
            className={cn('grid gap-4 transition-opacity', result.isValidating && 'opacity-60')}
            aria-busy={result.isValidating}
          >
            <PeriodLine query={query} report={report} />
            <ComparisonLine comparison={comparison} />
            {report.workshops.total === 0 && report.inquiries.total === 0 ? (
              <ListEmpty
                action={
                  hasAnyFilter(query) && (
                    <Button variant="outline" onClick={() => setQuery(resetPatch())}>
                      <Trans>Filter zurücksetzen</Trans>
                    </Button>
                  )
                }
              >
                <Trans>Keine Workshops im gewählten Zeitraum.</Trans>
              </ListEmpty>
            ) : (
              <ComparisonProvider value={comparison}>
                <ReportView report={report} />
                <ReachSection query={query} report={report} />
                <ResponseSection query={query} report={report} />
              </ComparisonProvider>
            )}
          </div>
        )}
      </div>
    </>
  );
}

const dateFormat = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** What the figures cover ("Schuljahr 2025/26: 01.08.2025 – 31.07.2026") and the export. */
function PeriodLine({ query, report }: { query: ReportQuery; report: StatisticsReport }) {
  const { i18n } = useLingui();
  const from = formatIsoDateWith(report.period.from, i18n.locale, dateFormat);
  const to = formatIsoDateWith(report.period.to, i18n.locale, dateFormat);
  const start = query.from || query.to ? null : schoolYearOfPeriod(report.period);
  const year = start === null ? undefined : schoolYearLabel(start);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="font-medium" data-testid="report-period">
        {year ? (
          <Trans>
            Schuljahr {year}: {from} – {to}
          </Trans>
        ) : (
          <Trans>
            Zeitraum: {from} – {to}
          </Trans>
        )}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <ExportMenu filters={query} />
        {/* The chosen year at once, not the shown report's: that one may still be the year before the change. */}
        <AnnualReportLink schoolYear={query.school_year ?? start} />
      </div>
    </div>
  );
}

/**
 * The period a query asks for, before the report has answered (so last year's figures load beside this year's):
 * the report's own once it is there, a school year, or dates given both.
 */
function periodOf(query: ReportQuery, report: StatisticsReport | undefined) {
  if (report) return report.period;
  if (query.school_year !== undefined) return schoolYearPeriod(query.school_year);
  return query.from && query.to ? { from: query.from, to: query.to } : null;
}

/**
 * The previous school year's report, reach and response under the same filters, when the period is exactly a school
 * year (docs/decisions/064-year-on-year.md). Fetched with the very keys of that year's own view, so switching to it
 * reuses them; never shown while they are another year's.
 */
function useComparisonData(query: ReportQuery, report: StatisticsReport | undefined): Comparison | null {
  const period = periodOf(query, report);
  const previousQuery = period ? previousYearFilters(query, period) : null;
  const year = period ? schoolYearOfPeriod(period) : null;
  const previousReport = useReport(previousQuery, false).data;
  const previousReach = useReach(previousQuery, false).data;
  const previousResponse = useResponse(previousQuery, false).data;
  if (year === null || !previousQuery) return null;
  const lastYear = schoolYearPeriod(year - 1).from;
  const ofLastYear = <T extends { period: { from: string } }>(data: T | undefined) =>
    data?.period.from === lastYear ? data : undefined;
  return {
    current: schoolYearLabel(year),
    previous: schoolYearLabel(year - 1),
    report: ofLastYear(previousReport),
    reach: ofLastYear(previousReach),
    response: ofLastYear(previousResponse),
  };
}

/** Whether the figures stand against last year's, and if not, why. */
function ComparisonLine({ comparison }: { comparison: Comparison | null }) {
  if (!comparison) return <NoComparisonNote />;
  const previous = comparison.previous;
  return (
    <p className="text-sm text-muted-foreground" data-testid="comparison-line">
      <Trans>Jede Zahl steht neben der des Schuljahres {previous} mit denselben Filtern (Δ: Veränderung).</Trans>
    </p>
  );
}

function PeriodError() {
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>
        <Trans>Dieser Zeitraum geht nicht: «Bis» darf nicht vor «Von» liegen, und er umfasst höchstens zehn Jahre.</Trans>
      </AlertTitle>
    </Alert>
  );
}
