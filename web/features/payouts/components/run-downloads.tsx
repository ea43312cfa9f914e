import { Trans, useLingui } from '@lingui/react/macro';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { formatPrice } from '@/lib/format';
import { paymentFilePath, statementPath, usePayoutRun } from '../api/payouts';
import { CoachItems } from './coach-items';
import { DownloadButton } from './download-button';

/** A run's payment file and, per coach, the items paid and the statement PDF. */
export function RunDownloads({ runId, month }: { runId: number; month: string }) {
  const { t } = useLingui();
  const { data: run, error, mutate } = usePayoutRun(runId);
  return (
    <div className="grid gap-3">
      <div>
        <DownloadButton path={paymentFilePath(runId)} fallbackName={`pain001-${month}.xml`} data-testid="payment-file">
          <Trans>Zahlungsdatei (pain.001)</Trans>
        </DownloadButton>
      </div>
      {error && <FetchError error={error} onRetry={() => void mutate()} />}
      {!run && !error && <ListLoading />}
      {run && (
        <ul className="grid gap-3" aria-label={t`Abrechnungen`}>
          {run.coaches.map(({ coach, items, total_centimes }) => (
            <li key={coach.id} className="grid gap-2 rounded-md border p-3" data-testid="run-coach">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{coach.name}</span>
                <span className="flex flex-wrap items-center gap-3">
                  <span className="tabular-nums font-medium">{formatPrice(total_centimes)}</span>
                  <DownloadButton
                    path={statementPath(runId, coach.id)}
                    fallbackName={`statement-${month}-${coach.id}.pdf`}
                    aria-label={t`Abrechnung (PDF) von ${coach.name}`}
                  >
                    <Trans>Abrechnung (PDF)</Trans>
                  </DownloadButton>
                </span>
              </div>
              <CoachItems items={items} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
