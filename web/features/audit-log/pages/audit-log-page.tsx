import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DateFilterField } from '@/components/date-field/date-filter-field';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { AuditEntry } from '@/lib/contract';
import { formatMoment } from '@/lib/format';
import { AuditLogQuerySchema } from '@/lib/schemas';
import { useUrlQuery } from '@/lib/use-url-query';
import { useAuditLog } from '../api/get-audit-log';
import { actionGroups, actionLabels } from '../components/action-labels';

function useEntryTexts() {
  const { i18n, t } = useLingui();
  return {
    at: (entry: AuditEntry) => formatMoment(entry.created_at, i18n.locale),
    action: (entry: AuditEntry) => (actionLabels[entry.action] ? i18n._(actionLabels[entry.action]!) : entry.action),
    actor: (entry: AuditEntry) => (entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t`System`),
    entity: (entry: AuditEntry) => (entry.entity_type ? `${entry.entity_type} ${entry.entity_id ?? ''}`.trim() : '–'),
  };
}

/** The details as `key: value` lines: JSON values stay readable without a viewer. */
function Details({ entry }: { entry: AuditEntry }) {
  const pairs = Object.entries(entry.details ?? {});
  if (pairs.length === 0 && !entry.ip) return <span className="text-muted-foreground">–</span>;
  return (
    <dl className="grid gap-0.5 text-xs">
      {pairs.map(([key, value]) => (
        <div key={key} className="flex flex-wrap gap-1">
          <dt className="text-muted-foreground">{key}:</dt>
          <dd className="break-all">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
      {entry.ip && (
        <div className="flex flex-wrap gap-1">
          <dt className="text-muted-foreground">
            <Trans>IP</Trans>:
          </dt>
          <dd>{entry.ip}</dd>
        </div>
      )}
    </dl>
  );
}

function EntryTable({ items }: { items: AuditEntry[] }) {
  const { t } = useLingui();
  const text = useEntryTexts();
  return (
    <table className="hidden w-full text-left text-sm md:table" aria-label={t`Protokolleinträge`}>
      <thead className="border-b text-muted-foreground">
        <tr>
          <th className="py-2 pr-3 font-medium">{t`Zeitpunkt`}</th>
          <th className="py-2 pr-3 font-medium">{t`Aktion`}</th>
          <th className="py-2 pr-3 font-medium">{t`Wer`}</th>
          <th className="py-2 pr-3 font-medium">{t`Betrifft`}</th>
          <th className="py-2 font-medium">{t`Details`}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => (
          <tr key={entry.id} className="border-b align-top" data-audit-id={entry.id}>
            <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{text.at(entry)}</td>
            <td className="py-2 pr-3">
              <span className="font-medium">{text.action(entry)}</span>
              <code className="block text-xs text-muted-foreground">{entry.action}</code>
            </td>
            <td className="py-2 pr-3 break-words">{text.actor(entry)}</td>
            <td className="py-2 pr-3">{text.entity(entry)}</td>
            <td className="py-2">
              <Details entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EntryCards({ items }: { items: AuditEntry[] }) {
  const { t } = useLingui();
  const text = useEntryTexts();
  return (
    <ul className="grid gap-3 md:hidden" aria-label={t`Protokolleinträge`}>
      {items.map((entry) => (
        <li key={entry.id} className="grid gap-1 rounded-xl border bg-card p-4 text-sm" data-audit-id={entry.id}>
          <span className="font-medium">{text.action(entry)}</span>
          <span className="text-muted-foreground tabular-nums">{text.at(entry)}</span>
          <span className="break-words">{text.actor(entry)}</span>
          <span>
            <Trans>Betrifft: {text.entity(entry)}</Trans>
          </span>
          <Details entry={entry} />
        </li>
      ))}
    </ul>
  );
}

/** `/manager/audit-log` (admin): who saw or changed what, when; newest first, filtered, older pages on request. */
export default function AuditLogPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [query, setQuery] = useUrlQuery(AuditLogQuerySchema);
  const log = useAuditLog(query);
  const filter = (patch: Partial<typeof query>) => setQuery({ ...patch, before: undefined });
  const filtered = Boolean(query.action || query.entity_type || query.entity_id || query.from || query.to || query.actor);

  return (
    <>
      <PageHeader
        title={t`Protokoll`}
        description={<Trans>Wer wann was angesehen oder geändert hat. Die neuesten Einträge zuerst.</Trans>}
      />
      <div className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-action`}>{t`Bereich`}</Label>
            <NativeSelect
              id={`${id}-action`}
              value={query.action ?? ''}
              onChange={(event) => filter({ action: event.currentTarget.value || undefined })}
            >
              <option value="">{t`Alle Bereiche`}</option>
              {actionGroups.map((group) => (
                <option key={group.prefix} value={group.prefix}>
                  {i18n._(group.label)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-entity`}>{t`Betroffene ID`}</Label>
            <Input
              id={`${id}-entity`}
              inputMode="numeric"
              value={query.entity_id ?? ''}
              onChange={(event) => filter({ entity_id: event.currentTarget.value.trim() || undefined })}
            />
          </div>
          <DateFilterField label={t`Von`} value={query.from} max={query.to} onChange={(from) => filter({ from })} />
          <DateFilterField label={t`Bis`} value={query.to} min={query.from} onChange={(to) => filter({ to })} />
        </div>

        {log.error && !log.data ? (
          <FetchError error={log.error} onRetry={() => void log.mutate()} />
        ) : !log.data ? (
          <ListLoading>
            <Trans>Protokoll wird geladen …</Trans>
          </ListLoading>
        ) : log.data.items.length === 0 ? (
          <ListEmpty
            action={
              filtered ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    setQuery({
                      action: undefined,
                      entity_type: undefined,
                      entity_id: undefined,
                      from: undefined,
                      to: undefined,
                      actor: undefined,
                      before: undefined,
                    })
                  }
                >
                  <Trans>Filter zurücksetzen</Trans>
                </Button>
              ) : undefined
            }
          >
            <Trans>Keine Einträge.</Trans>
          </ListEmpty>
        ) : (
          <>
            <EntryTable items={log.data.items} />
            <EntryCards items={log.data.items} />
          </>
        )}

        <div className="flex flex-wrap gap-2">
          {query.before !== undefined && (
            <Button variant="outline" onClick={() => setQuery({ before: undefined })}>
              <Trans>Zu den neuesten</Trans>
            </Button>
          )}
          {log.data?.next_before != null && (
            <Button variant="outline" onClick={() => setQuery({ before: log.data!.next_before! })}>
              <Trans>Ältere Einträge</Trans>
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
