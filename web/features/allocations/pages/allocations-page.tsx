import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { isApiError } from '@/lib/api';
import { todayInZurich, type AllocationOverview } from '@/lib/contract';
import { formatShortDate } from '@/lib/format';
import { useUrlQuery } from '@/lib/use-url-query';
import { useAllocations } from '../api/get-allocations';
import { AllocationFilters } from '../components/allocation-filters';
import { CoachLoadList } from '../components/coach-load-list';
import { UnstaffedList } from '../components/unstaffed-list';
import { AllocationUrlSchema, type AllocationUrlQuery } from '../period';

const byName = (a: { lastname: string; firstname: string }, b: { lastname: string; firstname: string }) =>
  a.lastname.localeCompare(b.lastname, 'de') || a.firstname.localeCompare(b.firstname, 'de');

/** The coach filter's choices: everyone the overview lists without that filter (usually cached already). */
function useCoachChoices(query: AllocationUrlQuery, current: AllocationOverview | undefined) {
  const unfiltered = useAllocations(query.coach ? { ...query, coach: undefined } : null);
  const source = query.coach ? (unfiltered.data ?? current) : current;
  return useMemo(() => [...(source?.coaches ?? [])].sort(byName), [source]);
}

function PeriodError() {
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>
        <Trans>Dieser Zeitraum geht nicht: «Bis» darf nicht vor «Ab» liegen, und er umfasst höchstens ein Jahr.</Trans>
      </AlertTitle>
    </Alert>
  );
}

function Overview({ data, stale }: { data: AllocationOverview; stale: boolean }) {
  const { t, i18n } = useLingui();
  const from = formatShortDate(data.from, i18n.locale);
  const to = formatShortDate(data.to, i18n.locale);
  const coachCount = data.coaches.length;
  const unstaffedCount = data.unstaffed.length;
  if (data.workshop_count === 0) {
    return (
      <ListEmpty>
        <Trans>
          Keine Workshops vom {from} bis {to}.
        </Trans>
      </ListEmpty>
    );
  }
  return (
    <>
      <section aria-labelledby="allocation-coaches" className="grid gap-3">
        <h2 id="allocation-coaches" className="text-lg font-semibold">
          <Trans>
            Coaches vom {from} bis {to}
          </Trans>
        </h2>
        {coachCount === 0 ? (
          <ListEmpty>
            <Trans>Keine Coaches mit diesen Filtern.</Trans>
          </ListEmpty>
        ) : (
          <CoachLoadList coaches={data.coaches} caption={t`Einsätze pro Coach (${coachCount})`} stale={stale} />
        )}
      </section>
      <section aria-labelledby="allocation-unstaffed" className="grid gap-3">
        <h2 id="allocation-unstaffed" className="text-lg font-semibold">
          <Trans>Noch nicht besetzt ({unstaffedCount})</Trans>
        </h2>
        <UnstaffedList workshops={data.unstaffed} />
      </section>
    </>
  );
}

/**
 * `/manager/workshops/allocations` (admin, associate): for a period, which coach gives which workshop, so the load
 * can be balanced; every active coach is listed, busiest first, and the workshops still lacking coaches below.
 * Period, language and coach live in the URL.
 */
export default function AllocationsPage() {
  const { t } = useLingui();
  const [query, setQuery] = useUrlQuery(AllocationUrlSchema);
  const today = useMemo(() => todayInZurich(), []);
  const overview = useAllocations(query);
  const data = overview.data;
  const coaches = useCoachChoices(query, data);
  const period = query.from && query.to ? { from: query.from, to: query.to } : data && { from: data.from, to: data.to };
  const invalidPeriod = isApiError(overview.error) && overview.error.status === 422;

  return (
    <>
      <PageHeader
        title={t`Einsatzübersicht`}
        description={t`Wer gibt wann welchen Workshop – für eine ausgeglichene Verteilung der Einsätze.`}
      />
      <div className="grid gap-6">
        <AllocationFilters query={query} period={period} today={today} coaches={coaches} onChange={setQuery} />
        {invalidPeriod ? (
          <PeriodError />
        ) : overview.error && !data ? (
          <FetchError error={overview.error} onRetry={() => void overview.mutate()} />
        ) : !data ? (
          <ListLoading>
            <Trans>Einsätze werden geladen …</Trans>
          </ListLoading>
        ) : (
          <Overview data={data} stale={overview.isLoading} />
        )}
      </div>
    </>
  );
}
