import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FetchError, ListLoading } from '@/components/list/list-status';
import type { PayoutRun } from '@/lib/contract';
import { formatIsoDate, formatPrice } from '@/lib/format';
import { usePayoutRuns } from '../api/payouts';
import { formatMonth } from '../labels';
import { RunDownloads } from './run-downloads';

/** Every confirmed run, newest first; each opens to its payment file, statements and items. */
export function PastRuns() {
  const headingId = useId();
  const { data: runs, error, mutate } = usePayoutRuns();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans>Ausgeführte Auszahlungen</Trans>
      </h2>
      {error && <FetchError error={error} onRetry={() => void mutate()} />}
      {!runs && !error && <ListLoading />}
      {runs?.length === 0 && (
        <p className="text-muted-foreground">
          <Trans>Noch keine Auszahlung ausgeführt.</Trans>
        </p>
      )}
      {runs && runs.length > 0 && (
        <ul className="grid gap-3">
          {runs.map((run) => (
            <PastRun key={run.id} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PastRun({ run }: { run: PayoutRun }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const month = formatMonth(run.month, i18n.locale);
  const executed = formatIsoDate(run.execution_date, i18n.locale);
  const total = formatPrice(run.total_centimes);
  return (
    <li className="rounded-md border p-3" data-testid="payout-run">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer">
          <span className="font-medium">{month}</span>
          {' · '}
          <span className="tabular-nums">{total}</span>
          {' · '}
          <span className="text-sm text-muted-foreground">
            <Plural value={run.coach_count} one="# Coach" other="# Coaches" />
            {', '}
            <Plural value={run.item_count} one="# Position" other="# Positionen" />
            {', '}
            <Trans>ausgeführt am {executed}</Trans>
          </span>
        </summary>
        {open && (
          <div className="mt-3">
            <RunDownloads runId={run.id} month={run.month} />
          </div>
        )}
      </details>
    </li>
  );
}
