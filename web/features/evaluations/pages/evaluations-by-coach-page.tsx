import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { formatShortDate } from '@/lib/format';
import { toQueryString } from '@/lib/url-query';
import { useUrlQuery } from '@/lib/use-url-query';
import { useEvaluationsByCoach, type ByCoach } from '../api/by-coach';
import { StaffEvaluationTabs } from '../components/staff-evaluation-tabs';
import { byCoachExportPath } from '../api/download-export';
import { StatisticsCoachTable } from '../components/statistics-coach-table';
import { StatisticsExport } from '../components/statistics-export';
import { formatAverage } from '../components/statistics-format';
import { StatisticsPeriodFilter } from '../components/statistics-period-filter';
import { StatisticsQuestions } from '../components/statistics-questions';
import { StatisticsTexts } from '../components/statistics-texts';
import { StatisticsTrend } from '../components/statistics-trend';
import { ByCoachUrlSchema } from '../statistics-url';
import { StatisticsSection } from '../components/statistics-section';

/**
 * `/manager/evaluations/by-coach` (admin, associate): the coaches' validated evaluations in a period (default: the
 * last 12 months); `?coach=<id>` shows one coach's averages per question, trend and free texts (shareable).
 */
export default function EvaluationsByCoachPage() {
  const { t } = useLingui();
  const [location] = useLocation();
  const [query, setQuery] = useUrlQuery(ByCoachUrlSchema);
  const result = useEvaluationsByCoach(query);
  const data = result.data;
  const hrefFor = (coach: number | undefined) => {
    const qs = toQueryString(ByCoachUrlSchema, { ...query, coach });
    return qs ? `${location}?${qs}` : location;
  };

  return (
    <>
      <PageHeader
        title={t`Evaluationen nach Coach`}
        description={<Trans>Es zählen nur validierte Evaluationen; der Zeitraum gilt für das Datum der Workshops.</Trans>}
      />
      <StaffEvaluationTabs />
      <div className="grid gap-6">
        <section aria-label={t`Filter`} className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatisticsPeriodFilter
            from={query.from ?? data?.period.from}
            to={query.to ?? data?.period.to}
            onChange={(patch) => setQuery(patch)}
          />
        </section>
        {!query.coach && <StatisticsExport what={t`Coaches`} pathOf={(format) => byCoachExportPath(query, format)} />}
        {result.error && !data ? (
          <FetchError error={result.error} onRetry={() => void result.mutate()} />
        ) : !data ? (
          <ListLoading>
            <Trans>Evaluationen werden geladen …</Trans>
          </ListLoading>
        ) : data.coach ? (
          <CoachDetail coach={data.coach} backHref={hrefFor(undefined)} />
        ) : data.coaches.length === 0 ? (
          <ListEmpty>
            <Trans>Keine validierten Evaluationen in diesem Zeitraum.</Trans>
          </ListEmpty>
        ) : (
          <StatisticsCoachTable coaches={data.coaches} hrefOf={hrefFor} />
        )}
      </div>
    </>
  );
}

function CoachDetail({ coach, backHref }: { coach: NonNullable<ByCoach['coach']>; backHref: string }) {
  const { t, i18n } = useLingui();
  const { summary } = coach;
  const name = `${summary.firstname} ${summary.lastname}`;
  const average = formatAverage(summary.average, i18n.locale);
  const workshops = summary.workshops;
  const lastDate = summary.last_workshop_date ? formatShortDate(summary.last_workshop_date, i18n.locale) : null;
  return (
    <div className="grid gap-8" data-testid="coach-detail">
      <div className="grid gap-2">
        <Link href={backHref} className="text-sm underline underline-offset-4">
          <Trans>Alle Coaches</Trans>
        </Link>
        <h2 className="text-xl font-semibold">{name}</h2>
        <p className="text-muted-foreground" data-testid="coach-summary">
          <Trans>
            <Plural value={workshops} one="# Workshop" other="# Workshops" /> mit validierter Evaluation, Durchschnitt aller
            Bewertungen {average}
          </Trans>
          {lastDate && (
            <>
              {' · '}
              <Trans>letzter Workshop {lastDate}</Trans>
            </>
          )}
        </p>
      </div>
      {workshops === 0 ? (
        <ListEmpty>
          <Trans>Keine validierten Evaluationen dieses Coaches in diesem Zeitraum.</Trans>
        </ListEmpty>
      ) : (
        <>
          <StatisticsSection title={t`Durchschnitt pro Frage`}>
            <StatisticsQuestions questions={coach.questions} />
          </StatisticsSection>
          <StatisticsSection title={t`Verlauf`}>
            <StatisticsTrend trend={coach.trend} />
          </StatisticsSection>
          <StatisticsSection title={t`Textantworten`}>
            <StatisticsTexts texts={coach.texts} />
          </StatisticsSection>
        </>
      )}
    </div>
  );
}
