import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';

/** What to tell when the server refused to delete because the record is in use. */
export interface InUseExplanation {
  /** Where and how often it is used, and what deactivating would mean. */
  message: ReactNode;
  /** False when it is inactive already: then there is nothing to offer. */
  canDeactivate: boolean;
}

interface DeleteOrDeactivateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Deletes (and shows its success); throws the API error otherwise. */
  remove: () => Promise<void>;
  /** Called when the server answers 409 `in_use`, typically after reloading the usage counts. */
  explainInUse: () => Promise<InUseExplanation>;
  /** Deactivates instead (and shows its success). */
  deactivate: () => Promise<void>;
}

/**
 * Master data that records still use cannot be deleted: "Delete?" first; when the server refuses with 409 `in_use`,
 * the dialog says where the record is used and offers to deactivate it instead.
 */
export function DeleteOrDeactivateDialog({ open, onOpenChange, ...steps }: DeleteOrDeactivateDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`}>{open && <Steps {...steps} onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function Steps({
  title,
  description,
  remove,
  explainInUse,
  deactivate,
  onClose,
}: Omit<DeleteOrDeactivateDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [inUse, setInUse] = useState<InUseExplanation | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch (thrown) {
      const message = i18n._(errorMessage(thrown));
      if (isApiError(thrown) && thrown.code === 'in_use') {
        setInUse(await explainInUse().catch(() => ({ message, canDeactivate: true })));
      } else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {inUse && (
        <Alert role="alert" data-testid="in-use">
          <AlertDescription>{inUse.message}</AlertDescription>
        </Alert>
      )}
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          <Trans>Abbrechen</Trans>
        </Button>
        {inUse ? (
          inUse.canDeactivate && (
            <Button key="deactivate" onClick={() => void run(deactivate)} disabled={busy} aria-busy={busy || undefined}>
              {busy && <Spinner size="md" />}
              <Trans>Deaktivieren</Trans>
            </Button>
          )
        ) : (
          <Button
            key="delete"
            variant="destructive"
            onClick={() => void run(remove)}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <Spinner size="md" />}
            <Trans>Löschen</Trans>
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
