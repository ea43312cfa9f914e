import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { paths } from '@/config/paths';
import type { StaffingEscalation } from '@/lib/contract';
import { formatShortDate, formatTimestampDate } from '@/lib/format';
import { useEscalations } from '../api/get-escalations';

/**
 * Staff dashboard: the automatic escalations of the last 14 days (decision 044) — which workshop, who did not
 * answer, who was asked now or that nobody fits.
 */
export function EscalationsCard() {
  const { i18n } = useLingui();
  const titleId = useId();
  const escalations = useEscalations(i18n.locale);
  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-2 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="dashboard-escalations"
    >
      <h2 id={titleId} className="text-base leading-tight font-semibold">
        <Trans>Eskalierte Anfragen (letzte 14 Tage)</Trans>
      </h2>
      {escalations.data ? (
        escalations.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Keine Anfragen eskaliert.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {escalations.data.map((escalation) => (
              <EscalationRow key={escalation.id} escalation={escalation} />
            ))}
          </ul>
        )
      ) : escalations.error ? (
        <FetchError error={escalations.error} onRetry={() => void escalations.mutate()} />
      ) : (
        <ListLoading />
      )}
    </section>
  );
}

function EscalationRow({ escalation }: { escalation: StaffingEscalation }) {
  const { i18n } = useLingui();
  const { workshop, from_coach, asked_coach } = escalation;
  const when = formatTimestampDate(escalation.created_at, i18n.locale);
  const date = formatShortDate(workshop.date, i18n.locale);
  const silent = from_coach?.name ?? '–';
  const asked = asked_coach?.name ?? '';
  return (
    <li className="grid gap-0.5 border-t pt-2 first:border-t-0 first:pt-0" data-escalation-id={escalation.id}>
      <span>
        {date} ·{' '}
        <Link href={paths.manager.workshop.href(workshop.id)} className="text-primary underline-offset-4 hover:underline">
          {workshop.title}, {workshop.institute}
        </Link>
      </span>
      <span className="text-muted-foreground">
        {escalation.outcome === 'asked' ? (
          <Trans>
            {when}: {silent} hat nicht geantwortet, angefragt wurde {asked}
          </Trans>
        ) : (
          <Trans>
            {when}: {silent} hat nicht geantwortet, niemand Passendes verfügbar
          </Trans>
        )}
      </span>
    </li>
  );
}
