import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { OutboxItem } from '@/lib/contract';
import { formatMoment } from '@/lib/format';
import { MailStateBadge } from './mail-state-badge';
import { EmailAddress } from '@/components/email-address';

interface OutboxTableProps {
  items: readonly OutboxItem[];
  total: number;
  onPreview: (item: OutboxItem) => void;
  onResend: (item: OutboxItem) => void;
  stale?: boolean;
}

function When({ item }: { item: OutboxItem }) {
  const { i18n } = useLingui();
  const at = (seconds: number) => formatMoment(seconds, i18n.locale);
  return (
    <>
      <span className="block">{at(item.created_at)}</span>
      {item.sent_at !== null && (
        <span className="block text-muted-foreground">
          <Trans>Gesendet {at(item.sent_at)}</Trans>
        </span>
      )}
      {item.bounced_at !== null && (
        <span className="block text-muted-foreground">
          <Trans>Unzustellbar seit {at(item.bounced_at)}</Trans>
        </span>
      )}
    </>
  );
}

function Problem({ item }: { item: OutboxItem }) {
  if (!item.last_error && item.dead_lettered_at === null) return null;
  return (
    <p className="text-destructive break-words">
      {item.dead_lettered_at !== null && <Trans>Aufgegeben nach {item.attempts} Versuchen.</Trans>} {item.last_error}
    </p>
  );
}

function Actions({ item, onPreview, onResend }: Pick<OutboxTableProps, 'onPreview' | 'onResend'> & { item: OutboxItem }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={() => onPreview(item)} aria-label={t`Vorschau: ${item.subject}`}>
        <Trans>Vorschau</Trans>
      </Button>
      {item.can_resend && (
        <Button size="sm" onClick={() => onResend(item)} aria-label={t`Erneut senden: ${item.subject}`}>
          <Trans>Erneut senden</Trans>
        </Button>
      )}
    </div>
  );
}

const Template = ({ item }: { item: OutboxItem }): ReactNode => (
  <>
    <span className="font-medium">{item.code ?? '–'}</span> <span className="text-muted-foreground">{item.template}</span>
  </>
);

/** The mails as a table from 768 px, as cards on phones; each with its preview and, when failed, a resend. */
export function OutboxTable({ items, total, onPreview, onResend, stale }: OutboxTableProps) {
  const { t } = useLingui();
  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-60 transition-opacity' : undefined}>
      <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t`E-Mails (${total})`}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Erstellt</Trans>
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Empfänger und Betreff</Trans>
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Vorlage</Trans>
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <span className="sr-only">
                  <Trans>Aktionen</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b align-top last:border-0" data-outbox-id={item.id}>
                <td className="px-3 py-2 tabular-nums">
                  <When item={item} />
                </td>
                <td className="max-w-md px-3 py-2">
                  <EmailAddress className="block font-medium" email={item.recipient} />
                  <span className="block">{item.subject}</span>
                  <Problem item={item} />
                </td>
                <td className="px-3 py-2">
                  <Template item={item} />
                  <span className="block text-muted-foreground">
                    {item.language.toUpperCase()}
                    {item.stream === 'broadcast' && ` · ${t`Newsletter-Versand`}`}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <MailStateBadge state={item.state} />
                </td>
                <td className="px-3 py-2">
                  <Actions item={item} onPreview={onPreview} onResend={onResend} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={t`E-Mails (${total})`}>
        {items.map((item) => (
          <li key={item.id} className="grid gap-2 rounded-xl border bg-card p-4 text-sm" data-outbox-id={item.id}>
            <div className="flex items-start justify-between gap-2">
              <EmailAddress className="min-w-0 font-medium" email={item.recipient} />
              <MailStateBadge state={item.state} className="shrink-0" />
            </div>
            <p>{item.subject}</p>
            <p>
              <Template item={item} /> · {item.language.toUpperCase()}
            </p>
            <p className="tabular-nums">
              <When item={item} />
            </p>
            <Problem item={item} />
            <Actions item={item} onPreview={onPreview} onResend={onResend} />
          </li>
        ))}
      </ul>
    </div>
  );
}
