import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { schoolYearLabel, type StatisticsReport } from '@/lib/contract';
import { formatIsoDateWith } from '@/lib/format';
import { useUrlQuery } from '@/lib/use-url-query';
import { cn } from '@/lib/utils';
import { useFormData } from '../api/get-form-data';
import { useReport } from '../api/get-report';
import { ExportMenu } from '../components/export-menu';
import { ReachSection } from '../components/reach-section';
import { ReportFilters } from '../components/report-filters';
import { ReportView } from '../components/report-view';
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
              <>
                <ReportView report={report} />
                <ReachSection query={query} report={report} />
              </>
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
  const year = query.from || query.to ? undefined : schoolYearOfPeriod(report.period);
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
      <ExportMenu filters={query} />
    </div>
  );
}

/** "2025/26" when the period is exactly a school year (1 August to 31 July). */
function schoolYearOfPeriod(period: StatisticsReport['period']): string | undefined {
  const start = Number(period.from.slice(0, 4));
  return period.from === `${start}-08-01` && period.to === `${start + 1}-07-31` ? schoolYearLabel(start) : undefined;
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
