import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { useUser } from '@/features/auth';
import { formatIsoDate, formatPrice } from '@/lib/format';
import { statementPath, useOwnStatements } from '../api/payouts';
import { formatMonth } from '../labels';
import { DownloadButton } from './download-button';

/** The coach's statements of past payouts (month, total, payment date) as PDFs. */
export function OwnStatementsSection() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const user = useUser();
  const { data: statements, error, mutate } = useOwnStatements();
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="own-statements">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans>Abrechnungen</Trans>
      </h2>
      {error && <FetchError error={error} onRetry={() => void mutate()} />}
      {!statements && !error && <ListLoading />}
      {statements?.length === 0 && (
        <p className="text-muted-foreground">
          <Trans>Noch keine Auszahlung: Ihre Abrechnungen erscheinen hier nach jeder Auszahlung.</Trans>
        </p>
      )}
      {statements && statements.length > 0 && user && (
        <ul className="grid gap-2">
          {statements.map((s) => {
            const month = formatMonth(s.month, i18n.locale);
            return (
              <li
                key={s.run_id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
                data-testid="own-statement"
              >
                <span>
                  <span className="font-medium">{month}</span>
                  {' · '}
                  <span className="tabular-nums">{formatPrice(s.total_centimes)}</span>
                  {' · '}
                  <span className="text-sm text-muted-foreground">
                    <Trans>ausbezahlt am {formatIsoDate(s.execution_date, i18n.locale)}</Trans>
                  </span>
                </span>
                <DownloadButton
                  path={statementPath(s.run_id, user.id)}
                  fallbackName={`statement-${s.month}.pdf`}
                  aria-label={t`PDF herunterladen: Abrechnung ${month}`}
                >
                  <Trans>PDF herunterladen</Trans>
                </DownloadButton>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
