import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** More content between the description and the buttons (e.g. a reason field). */
  children?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonProps['variant'];
  /** Runs on confirm ("busy" meanwhile). Resolves to close; returns a translated message to stay open and show it. */
  onConfirm: () => Promise<string | void>;
}

/** The dialog itself (see confirm-dialog.tsx, which loads it on first use). */
export default function ConfirmDialogContent({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  confirmVariant = 'default',
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) setError(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const message = await onConfirm();
      if (message) setError(message);
      else onOpenChange(false);
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent closeLabel={t`Schliessen`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription asChild>
              <div className="grid gap-2">{description}</div>
            </DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{title}</DialogDescription>
          )}
        </DialogHeader>
        {children}
        {error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)} disabled={busy}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button variant={confirmVariant} onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {busy && <Spinner size="md" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
