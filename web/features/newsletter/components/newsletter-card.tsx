import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { mailStatuses, type Newsletter } from '@/lib/contract';
import { formatTimestamp } from '@/lib/format';
import { mailStateLabels, newsletterStateLabels, newsletterStateTones } from '../labels';
import { titleIn } from '../newsletter-values';

export interface NewsletterActions {
  onEdit: (newsletter: Newsletter) => void;
  onTest: (newsletter: Newsletter) => void;
  onSend: (newsletter: Newsletter) => void;
  onDelete: (newsletter: Newsletter) => void;
}

/** One newsletter: state, test and send dates, the send log, and what can be done with it now. */
export function NewsletterCard({ newsletter, actions }: { newsletter: Newsletter; actions: NewsletterActions }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const sentBy = newsletter.sent_by?.name ?? '';
  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid={`newsletter-${newsletter.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold">
          {titleIn(newsletter, i18n.locale)}
        </h3>
        <StatusPill tone={newsletterStateTones[newsletter.state]}>{i18n._(newsletterStateLabels[newsletter.state])}</StatusPill>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">
          <Trans>Test gesendet</Trans>
        </dt>
        <dd>{newsletter.test_sent_at ? formatTimestamp(newsletter.test_sent_at, i18n.locale) : t`Noch nicht`}</dd>
        {newsletter.sent_at && (
          <>
            <dt className="text-muted-foreground">
              <Trans>Versendet</Trans>
            </dt>
            <dd>
              {t`${formatTimestamp(newsletter.sent_at, i18n.locale)} von ${sentBy}`}
              {', '}
              <Plural value={newsletter.recipient_count ?? 0} one="an # Person" other="an # Personen" />
            </dd>
          </>
        )}
      </dl>
      {newsletter.state !== 'draft' && (
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold">
            <Trans>Versandprotokoll</Trans>
          </h4>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="newsletter-log">
            {mailStatuses.map((status) => (
              <li key={status}>
                {i18n._(mailStateLabels[status])}: <span className="font-medium tabular-nums">{newsletter.log[status]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {newsletter.state === 'draft' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => actions.onEdit(newsletter)}>
            <Trans>Bearbeiten</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => actions.onTest(newsletter)}>
            <Trans>Test an mich senden</Trans>
          </Button>
          <Button size="sm" onClick={() => actions.onSend(newsletter)} disabled={newsletter.test_sent_at === null}>
            <Trans>Senden</Trans>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => actions.onDelete(newsletter)}>
            <Trans>Löschen</Trans>
          </Button>
        </div>
      )}
      {newsletter.state === 'draft' && newsletter.test_sent_at === null && (
        <p className="text-sm text-muted-foreground">
          <Trans>Senden ist erst nach einem Test der aktuellen Fassung möglich.</Trans>
        </p>
      )}
      {newsletter.state === 'sending' && (
        <Button size="sm" className="w-fit" onClick={() => actions.onSend(newsletter)}>
          <Trans>Versand fortsetzen</Trans>
        </Button>
      )}
    </li>
  );
}
