import { Trans, useLingui } from '@lingui/react/macro';
import { DeleteOrDeactivateDialog } from '@/components/delete-or-deactivate-dialog';
import type { ListEntry, ListKind } from '@/lib/contract';
import { toast } from '@/lib/toast';
import { deleteListEntryRequest, updateListEntryRequest } from '../api/lists-mutations';
import { usageSummary } from './list-labels';

interface ListDeleteDialogProps {
  kind: ListKind;
  entry: ListEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reloads the list; resolves to the fresh entries (for the usage of an entry the server refused to delete). */
  reload: () => Promise<ListEntry[] | undefined>;
}

/** Delete a list entry after confirmation; one in use is deactivated instead. */
export function ListDeleteDialog({ kind, entry, open, onOpenChange, reload }: ListDeleteDialogProps) {
  const { t, i18n } = useLingui();
  const name = entry.names.de;

  const remove = async () => {
    await deleteListEntryRequest(kind, entry.id);
    toast.success(t`Eintrag gelöscht`);
    await reload();
  };

  const explainInUse = async () => {
    const fresh = (await reload())?.find((candidate) => candidate.id === entry.id) ?? entry;
    const where = usageSummary(i18n, fresh.usage);
    return {
      canDeactivate: fresh.active,
      message: (
        <>
          <p className="font-medium">
            <Trans>Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden</Trans>
          </p>
          <p>
            <Trans>Verwendet von: {where}.</Trans>
          </p>
          <p>
            {fresh.active ? (
              <Trans>Deaktivieren Sie ihn stattdessen: Er bleibt bei diesen Daten, wird aber nicht mehr angeboten.</Trans>
            ) : (
              <Trans>Er ist bereits deaktiviert und wird nicht mehr angeboten.</Trans>
            )}
          </p>
        </>
      ),
    };
  };

  const deactivate = async () => {
    await updateListEntryRequest(kind, entry.id, {
      names: { de: entry.names.de, fr: entry.names.fr ?? '', it: entry.names.it ?? '', en: entry.names.en ?? '' },
      active: false,
      ...(entry.code ? { code: entry.code } : {}),
    });
    toast.success(t`Eintrag deaktiviert`);
    await reload();
  };

  return (
    <DeleteOrDeactivateDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`«${name}» löschen?`}
      description={<Trans>Gelöschte Einträge lassen sich nicht wiederherstellen.</Trans>}
      remove={remove}
      explainInUse={explainInUse}
      deactivate={deactivate}
    />
  );
}
