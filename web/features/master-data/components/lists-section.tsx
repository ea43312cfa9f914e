import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { listKinds, type ListEntry, type ListKind } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { useMasterDataList } from '../api/lists';
import { moveListEntryRequest } from '../api/lists-mutations';
import { ListDeleteDialog } from './list-delete-dialog';
import { ListEntryDialog } from './list-entry-dialog';
import { ListEntryRow } from './list-entry-row';
import { listKindLabels } from './list-labels';

/** Master data "Lists": grades, educational systems, infrastructure and the coach lists, one at a time. */
export function ListsSection() {
  const { t, i18n } = useLingui();
  const pickerId = useId();
  const [kind, setKind] = useState<ListKind>('grades');
  const { data, error, isLoading, mutate } = useMasterDataList(kind);
  const [editing, setEditing] = useState<{ entry: ListEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<ListEntry | null>(null);
  const [moving, setMoving] = useState(false);
  const kindLabel = i18n._(listKindLabels[kind]);

  const move = async (entry: ListEntry, direction: 'up' | 'down') => {
    setMoving(true);
    try {
      await mutate(await moveListEntryRequest(kind, entry.id, direction), { revalidate: false });
    } catch (thrown) {
      toast.error(i18n._(errorMessage(thrown)));
    } finally {
      setMoving(false);
    }
  };

  return (
    <section className="grid gap-4" aria-labelledby={`${pickerId}-heading`}>
      <h2 id={`${pickerId}-heading`} className="sr-only">
        {kindLabel}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 gap-1.5">
          <Label htmlFor={pickerId}>
            <Trans>Liste</Trans>
          </Label>
          <NativeSelect id={pickerId} value={kind} onChange={(event) => setKind(event.target.value as ListKind)}>
            {listKinds.map((option) => (
              <option key={option} value={option}>
                {i18n._(listKindLabels[option])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => setEditing({ entry: null })}>
          <PlusIcon aria-hidden="true" />
          <Trans>Eintrag hinzufügen</Trans>
        </Button>
      </div>

      {error ? (
        <FetchError error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <ListLoading />
      ) : data.length === 0 ? (
        <ListEmpty>
          <Trans>Diese Liste ist noch leer.</Trans>
        </ListEmpty>
      ) : (
        <ul className="divide-y rounded-xl border" aria-label={kindLabel}>
          {data.map((entry, index) => (
            <ListEntryRow
              key={entry.id}
              entry={entry}
              first={index === 0}
              last={index === data.length - 1}
              busy={moving}
              onMove={(direction) => void move(entry, direction)}
              onEdit={() => setEditing({ entry })}
              onDelete={() => setDeleting(entry)}
            />
          ))}
        </ul>
      )}

      <ListEntryDialog
        kind={kind}
        entry={editing?.entry ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={() => void mutate()}
      />
      {deleting && (
        <ListDeleteDialog
          kind={kind}
          entry={deleting}
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          reload={() => mutate()}
        />
      )}
      <p className="sr-only" aria-live="polite">
        {moving ? t`Reihenfolge wird gespeichert …` : ''}
      </p>
    </section>
  );
}
