import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { useTrainerReport } from '../api/get-trainer-report';
import { TrainerYearCard, TrainerYearsOverview } from '../components/trainer-years';

/**
 * `/manager/statistics/trainer/:id`: one coach's school years, newest first — workshops given, hours, offered
 * workshops, evaluation averages, fees paid out. Staff open any coach's; a coach only their own (the API answers
 * 404 for anyone else's).
 */
export default function TrainerReportPage({ id }: { id: number }) {
  const { t } = useLingui();
  const result = useTrainerReport(id);
  const report = result.data;
  const isStaff = useAuth((state) => state.role === 'admin' || state.role === 'associate');

  if (!report) {
    const notFound = isApiError(result.error) && result.error.status === 404;
    return (
      <>
        {isStaff && <BackLink />}
        {result.error ? (
          <>
            <PageHeader title={notFound ? t`Bericht nicht gefunden` : t`Jahresbericht`} />
            <FetchError error={result.error} onRetry={notFound ? undefined : () => void result.mutate()} />
          </>
        ) : (
          <ListLoading>
            <Trans>Bericht wird geladen …</Trans>
          </ListLoading>
        )}
      </>
    );
  }

  const name = `${report.coach.firstname} ${report.coach.lastname}`;
  return (
    <>
      {isStaff && <BackLink />}
      <PageHeader
        title={t`Jahresbericht: ${name}`}
        description={t`Durchgeführte Workshops, Stunden, Evaluationen und ausbezahlte Honorare pro Schuljahr.`}
        actions={
          isStaff && (
            <Link href={paths.manager.coach.href(report.coach.id)} className="text-sm font-medium underline underline-offset-4">
              <Trans>Profil von {name}</Trans>
            </Link>
          )
        }
      />
      {report.school_years.length === 0 ? (
        <ListEmpty>
          <Trans>Noch keine durchgeführten Workshops.</Trans>
        </ListEmpty>
      ) : (
        <div className="grid gap-4">
          <TrainerYearsOverview years={report.school_years} />
          {report.school_years.map((year) => (
            <TrainerYearCard key={year.year} year={year} />
          ))}
        </div>
      )}
    </>
  );
}

function BackLink() {
  return (
    <Link
      href={paths.manager.statistics.path}
      className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ChevronLeftIcon className="size-4" />
      <Trans>Berichte</Trans>
    </Link>
  );
}
