import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { entryKinds, groupEntries, type Entry } from '../entries';
import { describeEntry, groupTitles } from '../labels';

interface EntryListProps {
  entries: readonly Entry[];
  today: string;
  onEdit: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
}

/** The entries grouped by kind, each with edit and delete; entries that are over only with delete, folded away. */
export function EntryList({ entries, today, onEdit, onDelete }: EntryListProps) {
  const { i18n } = useLingui();
  const { groups, past } = groupEntries(entries, today);
  const pastCount = past.length;
  return (
    <div className="grid gap-6">
      {entryKinds.map((kind) => (
        <EntryGroup key={kind} title={i18n._(groupTitles[kind])}>
          {groups.get(kind)!.map((entry) => (
            <EntryItem key={`${entry.kind}-${entry.id}`} entry={entry} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </EntryGroup>
      ))}
      {pastCount > 0 && (
        <details className="rounded-lg border p-3">
          <summary className="cursor-pointer text-sm font-medium">
            <Trans>Vergangene Einträge ({pastCount})</Trans>
          </summary>
          <ul className="mt-3 grid gap-2">
            {past.map((entry) => (
              <EntryItem key={`${entry.kind}-${entry.id}`} entry={entry} onDelete={onDelete} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function EntryGroup({ title, children }: { title: string; children: ReactNode[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Keine Einträge.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">{children}</ul>
      )}
    </section>
  );
}

function EntryItem({
  entry,
  onEdit,
  onDelete,
}: {
  entry: Entry;
  onEdit?: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
}) {
  const { t, i18n } = useLingui();
  const description = describeEntry(i18n, entry);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-3" data-kind={entry.kind}>
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">{description}</p>
        {entry.note && <p className="text-sm wrap-anywhere text-muted-foreground">{entry.note}</p>}
      </div>
      <div className="flex gap-2">
        {onEdit && (
          <Button size="sm" variant="outline" aria-label={t`Bearbeiten: ${description}`} onClick={() => onEdit(entry)}>
            <Trans>Bearbeiten</Trans>
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-label={t`Löschen: ${description}`} onClick={() => onDelete(entry)}>
          <Trans>Löschen</Trans>
        </Button>
      </div>
    </li>
  );
}
