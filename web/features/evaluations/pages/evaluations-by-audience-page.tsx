import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Pagination } from '@/components/list/pagination';
import { PageHeader } from '@/components/page-header';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toQueryString } from '@/lib/url-query';
import { useUrlQuery } from '@/lib/use-url-query';
import { useEvaluationsByAudience, useOfferedWorkshopOptions, type ByAudienceUrlQuery } from '../api/by-audience';
import { byAudienceExportPath } from '../api/download-export';
import { StaffEvaluationTabs } from '../components/staff-evaluation-tabs';
import { StatisticsExport } from '../components/statistics-export';
import { StatisticsOfferedWorkshops } from '../components/statistics-offered-workshops';
import { StatisticsPeriodFilter } from '../components/statistics-period-filter';
import { StatisticsWorkshopDetail } from '../components/statistics-workshop-detail';
import { StatisticsWorkshopTable } from '../components/statistics-workshop-table';
import { ByAudienceUrlSchema } from '../statistics-url';
import { StatisticsSection } from '../components/statistics-section';

/**
 * `/manager/evaluations/by-audience` (admin, associate): the classes' responses (or the teachers' after three
 * months) per offered workshop and per workshop in a period; `?workshop=<id>` adds that workshop's full detail
 * (the workshop page links here).
 */
export default function EvaluationsByAudiencePage() {
  const { t } = useLingui();
  const [location] = useLocation();
  const [query, setQuery] = useUrlQuery(ByAudienceUrlSchema);
  const result = useEvaluationsByAudience(query);
  const data = result.data;
  const hrefFor = (patch: Partial<ByAudienceUrlQuery>) => {
    const qs = toQueryString(ByAudienceUrlSchema, { ...query, ...patch });
    return qs ? `${location}?${qs}` : location;
  };

  return (
    <>
      <PageHeader
        title={t`Evaluationen nach Publikum`}
        description={
          <Trans>Abgeschickte Antworten der Klassen und der Lehrpersonen; der Zeitraum gilt für das Datum der Workshops.</Trans>
        }
      />
      <StaffEvaluationTabs />
      <div className="grid gap-8">
        <Filters query={query} period={data?.period} onChange={setQuery} />
        <StatisticsExport what={t`Workshop-Angebote`} pathOf={(format) => byAudienceExportPath(query, format)} />
        {result.error && !data ? (
          <FetchError error={result.error} onRetry={() => void result.mutate()} />
        ) : !data ? (
          <ListLoading>
            <Trans>Evaluationen werden geladen …</Trans>
          </ListLoading>
        ) : (
          <>
            {data.workshop && <StatisticsWorkshopDetail detail={data.workshop} backHref={hrefFor({ workshop: undefined })} />}
            <StatisticsSection title={t`Nach Workshop-Angebot`}>
              {data.offered_workshops.length === 0 ? (
                <ListEmpty>
                  <Trans>Keine Evaluationen in diesem Zeitraum.</Trans>
                </ListEmpty>
              ) : (
                <StatisticsOfferedWorkshops offered={data.offered_workshops} />
              )}
            </StatisticsSection>
            {data.workshops.total > 0 && (
              <StatisticsSection title={t`Nach Workshop`}>
                <StatisticsWorkshopTable rows={data.workshops.items} hrefOf={(workshop) => hrefFor({ workshop })} />
                <Pagination
                  page={data.workshops.page}
                  perPage={data.workshops.per_page}
                  total={data.workshops.total}
                  onPageChange={(page) => setQuery({ page })}
                />
              </StatisticsSection>
            )}
          </>
        )}
      </div>
    </>
  );
}

function Filters({
  query,
  period,
  onChange,
}: {
  query: ByAudienceUrlQuery;
  period: { from: string; to: string } | undefined;
  onChange: (patch: Partial<ByAudienceUrlQuery>) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const offered = useOfferedWorkshopOptions();
  const language = i18n.locale as 'de' | 'fr' | 'it' | 'en';
  return (
    <section aria-label={t`Filter`} className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatisticsPeriodFilter from={query.from ?? period?.from} to={query.to ?? period?.to} onChange={onChange} />
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-kind`}>{t`Evaluation`}</Label>
        <NativeSelect
          id={`${id}-kind`}
          value={query.kind}
          onChange={(event) => onChange({ kind: event.currentTarget.value as ByAudienceUrlQuery['kind'] })}
        >
          <option value="by_audience">{t`Durch das Publikum`}</option>
          <option value="after_3_months">{t`Nach 3 Monaten`}</option>
        </NativeSelect>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-offered`}>{t`Workshop-Angebot`}</Label>
        <NativeSelect
          id={`${id}-offered`}
          value={query.offered ?? ''}
          onChange={(event) => onChange({ offered: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
        >
          <option value="">{t`Alle`}</option>
          {(offered.data ?? []).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.translations[language]?.title ?? entry.translations.de.title}
            </option>
          ))}
        </NativeSelect>
      </div>
    </section>
  );
}
