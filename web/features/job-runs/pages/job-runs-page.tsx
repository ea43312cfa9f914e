import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { PagedList } from '@/components/list/paged-list';
import { PageHeader } from '@/components/page-header';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import type { JobRun } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatMoment } from '@/lib/format';
import { toast } from '@/lib/toast';
import { JobRunsQuerySchema } from '@/lib/schemas';
import { useUrlQuery } from '@/lib/use-url-query';
import { useJobRuns } from '../api/get-job-runs';
import { runJob } from '../api/run-job';

function Outcome({ run }: { run: JobRun }) {
  if (run.error !== null) {
    return (
      <StatusPill tone="danger">
        <Trans>Fehler</Trans>
      </StatusPill>
    );
  }
  if (run.finished_at === null) {
    return (
      <StatusPill tone="info">
        <Trans>Läuft oder abgebrochen</Trans>
      </StatusPill>
    );
  }
  return (
    <StatusPill tone="success">
      <Trans>Erledigt</Trans>
    </StatusPill>
  );
}

/** What a run did: `mails 3 · workshops 2`, or a dash when it found nothing to count. */
function Counts({ run }: { run: JobRun }) {
  const entries = Object.entries(run.counts);
  if (entries.length === 0) return <span className="text-muted-foreground">–</span>;
  return <span className="tabular-nums">{entries.map(([name, value]) => `${name} ${value}`).join(' · ')}</span>;
}

/**
 * "Überfällig" on a job whose next successful run is more than 30 minutes past (decision 054): text, not colour only.
 */
function OverdueFlag({ dueAt }: { dueAt: number }) {
  const { i18n } = useLingui();
  return (
    <p className="flex flex-wrap items-center gap-2">
      <StatusPill tone="danger">
        <Trans>Überfällig</Trans>
      </StatusPill>
      <span className="text-muted-foreground">
        <Trans>Fällig war {formatMoment(dueAt, i18n.locale)}</Trans>
      </span>
    </p>
  );
}

/**
 * One run; `latest` when it stands for its job in the overview, with `flag` (overdue) under its head and `action` (run
 * it now) at its foot.
 */
function RunDetails({
  run,
  showJob,
  latest = false,
  flag,
  action,
}: {
  run: JobRun;
  showJob: boolean;
  latest?: boolean;
  flag?: ReactNode;
  action?: ReactNode;
}) {
  const { i18n } = useLingui();
  const at = (seconds: number) => formatMoment(seconds, i18n.locale);
  return (
    <li className="grid gap-1 rounded-xl border bg-card p-4 text-sm" data-job={run.job} data-run-id={run.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="font-medium">{showJob ? run.job : at(run.started_at)}</span>
        <Outcome run={run} />
      </div>
      {flag}
      {showJob && (
        <p>{latest ? <Trans>Zuletzt gestartet {at(run.started_at)}</Trans> : <Trans>Gestartet {at(run.started_at)}</Trans>}</p>
      )}
      <p className="text-muted-foreground">
        {run.started_by ? (
          <Trans>Von Hand gestartet von {run.started_by.name}</Trans>
        ) : (
          <Trans>
            Auslöser: <code>{run.trigger}</code>
          </Trans>
        )}
        {run.finished_at !== null && (
          <>
            {' · '}
            <Trans>Dauer {Math.max(0, run.finished_at - run.started_at)} s</Trans>
          </>
        )}
      </p>
      <p>
        <Trans>
          Ergebnis: <Counts run={run} />
        </Trans>
      </p>
      {run.error !== null && <p className="text-destructive break-words">{run.error}</p>}
      {action}
    </li>
  );
}

/** "Jetzt ausführen" under a job in the overview. */
function RunNowButton({ job, onClick }: { job: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button
      size="sm"
      variant="outline"
      className="mt-1 justify-self-start"
      onClick={onClick}
      aria-label={t`Jetzt ausführen: ${job}`}
    >
      <Trans>Jetzt ausführen</Trans>
    </Button>
  );
}

/**
 * `/manager/jobs` (admin): the last run of every scheduled job, flagged when it failed ("Fehler") or the job is
 * overdue, each with "Jetzt ausführen" (asked first: a job may send mail), and the runs, newest first.
 */
export default function JobRunsPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [query, setQuery] = useUrlQuery(JobRunsQuerySchema);
  const runs = useJobRuns(query);
  const jobs = runs.data?.jobs;
  const [starting, setStarting] = useState<string | null>(null);

  const runNow = async () => {
    if (!starting) return;
    try {
      const run = await runJob(starting);
      if (run.error === null) toast.success(t`Aufgabe ${starting} ausgeführt.`);
      else toast.error(t`Aufgabe ${starting} ist fehlgeschlagen: ${run.error}`);
      await runs.mutate();
    } catch (error) {
      return i18n._(errorMessage(error));
    }
  };

  return (
    <>
      <PageHeader
        title={t`Geplante Aufgaben`}
        description={<Trans>Was die automatischen Aufgaben (Erinnerungen, Versand, Aufräumen) zuletzt getan haben.</Trans>}
        actions={
          <Link href={paths.manager.outbox.href()} className="text-sm font-medium text-primary hover:underline">
            <Trans>E-Mail-Ausgang</Trans>
          </Link>
        }
      />
      <div className="grid gap-6">
        <section aria-labelledby={`${id}-last`} className="grid gap-3">
          <h2 id={`${id}-last`} className="text-lg font-semibold">
            <Trans>Letzter Lauf je Aufgabe</Trans>
          </h2>
          {runs.error && !jobs ? (
            <FetchError error={runs.error} onRetry={() => void runs.mutate()} />
          ) : !jobs ? (
            <ListLoading />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {jobs.map((entry) =>
                entry.last_run ? (
                  <RunDetails
                    key={entry.job}
                    run={entry.last_run}
                    showJob
                    latest
                    flag={entry.overdue && <OverdueFlag dueAt={entry.next_due_at} />}
                    action={<RunNowButton job={entry.job} onClick={() => setStarting(entry.job)} />}
                  />
                ) : (
                  <li key={entry.job} className="grid gap-1 rounded-xl border bg-card p-4 text-sm" data-job={entry.job}>
                    <span className="font-medium">{entry.job}</span>
                    {entry.overdue && <OverdueFlag dueAt={entry.next_due_at} />}
                    <p className="text-muted-foreground">
                      <Trans>
                        Noch nie gelaufen · Auslöser: <code>{entry.cron}</code>
                      </Trans>
                    </p>
                    <RunNowButton job={entry.job} onClick={() => setStarting(entry.job)} />
                  </li>
                ),
              )}
            </ul>
          )}
        </section>

        <section aria-labelledby={`${id}-runs`} className="grid gap-3">
          <h2 id={`${id}-runs`} className="text-lg font-semibold">
            <Trans>Läufe</Trans>
          </h2>
          <div className="grid max-w-xs gap-1.5">
            <Label htmlFor={`${id}-job`}>
              <Trans>Aufgabe</Trans>
            </Label>
            <NativeSelect
              id={`${id}-job`}
              value={query.job ?? ''}
              onChange={(event) => setQuery({ job: event.currentTarget.value || undefined })}
            >
              <option value="">{t`Alle Aufgaben`}</option>
              {jobs?.map((entry) => (
                <option key={entry.job} value={entry.job}>
                  {entry.job}
                </option>
              ))}
            </NativeSelect>
          </div>
          <PagedList
            list={runs}
            loading={<Trans>Läufe werden geladen …</Trans>}
            empty={<Trans>Keine Läufe.</Trans>}
            onResetFilters={query.job ? () => setQuery({ job: undefined }) : undefined}
            onPageChange={(page) => setQuery({ page })}
          >
            {(page) => (
              <ul className="grid gap-3" aria-label={t`Läufe`}>
                {page.items.map((run) => (
                  <RunDetails key={run.id} run={run} showJob={!query.job} />
                ))}
              </ul>
            )}
          </PagedList>
        </section>
      </div>
      <ConfirmDialog
        open={starting !== null}
        onOpenChange={(open) => !open && setStarting(null)}
        title={t`Aufgabe ${starting ?? ''} jetzt ausführen?`}
        description={
          <Trans>
            Sie läuft wie zu ihrer geplanten Zeit: Was sie schon erledigt hat, tut sie nicht noch einmal; was fällig ist, zum
            Beispiel Erinnerungen, verschickt sie jetzt. Das kann einige Sekunden dauern.
          </Trans>
        }
        confirmLabel={t`Jetzt ausführen`}
        onConfirm={runNow}
      />
    </>
  );
}
