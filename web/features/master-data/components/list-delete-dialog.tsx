import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import type { ListEntry, ListKind } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
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

/**
 * Asks before deleting. When the server refuses because the entry is in use (409 `in_use`), the dialog says where and
 * how often it is used and offers to deactivate it instead.
 */
export function ListDeleteDialog({ kind, entry, open, onOpenChange, reload }: ListDeleteDialogProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [inUse, setInUse] = useState<ListEntry['usage'] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setInUse(null);
    setError(null);
    onOpenChange(false);
  };
  const change = (next: boolean) => {
    if (busy) return;
    if (next) onOpenChange(true);
    else close();
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (thrown) {
      setError(i18n._(errorMessage(thrown)));
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    run(async () => {
      try {
        await deleteListEntryRequest(kind, entry.id);
      } catch (thrown) {
        if (!isApiError(thrown) || thrown.code !== 'in_use') throw thrown;
        const fresh = (await reload())?.find((candidate) => candidate.id === entry.id);
        setInUse(fresh?.usage ?? entry.usage);
        return;
      }
      toast.success(t`Eintrag gelöscht`);
      close();
      await reload();
    });

  const deactivate = () =>
    run(async () => {
      await updateListEntryRequest(kind, entry.id, {
        names: { de: entry.names.de, fr: entry.names.fr ?? '', it: entry.names.it ?? '', en: entry.names.en ?? '' },
        active: false,
        ...(entry.code ? { code: entry.code } : {}),
      });
      toast.success(t`Eintrag deaktiviert`);
      await reload();
      close();
    });

  const name = entry.names.de;
  const where = inUse ? usageSummary(i18n, inUse) : null;
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent closeLabel={t`Schliessen`}>
        <DialogHeader>
          <DialogTitle>{t`«${name}» löschen?`}</DialogTitle>
          <DialogDescription>
            <Trans>Gelöschte Einträge lassen sich nicht wiederherstellen.</Trans>
          </DialogDescription>
        </DialogHeader>
        {inUse && (
          <Alert role="alert">
            <AlertTitle>
              <Trans>Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden</Trans>
            </AlertTitle>
            <AlertDescription>
              <p>
                <Trans>Verwendet von: {where}.</Trans>
              </p>
              {entry.active ? (
                <p>
                  <Trans>Deaktivieren Sie ihn stattdessen: Er bleibt bei diesen Daten, wird aber nicht mehr angeboten.</Trans>
                </p>
              ) : (
                <p>
                  <Trans>Er ist bereits deaktiviert und wird nicht mehr angeboten.</Trans>
                </p>
              )}
            </AlertDescription>
          </Alert>
        )}
        {error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)} disabled={busy}>
            <Trans>Abbrechen</Trans>
          </Button>
          {inUse ? (
            entry.active && (
              <Button key="deactivate" onClick={() => void deactivate()} disabled={busy} aria-busy={busy || undefined}>
                {busy && <Spinner className="size-4" />}
                <Trans>Deaktivieren</Trans>
              </Button>
            )
          ) : (
            <Button
              key="delete"
              variant="destructive"
              onClick={() => void remove()}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && <Spinner className="size-4" />}
              <Trans>Löschen</Trans>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
