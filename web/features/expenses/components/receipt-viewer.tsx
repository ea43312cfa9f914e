import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ExpenseReceipt } from '@/lib/contract';
import { fetchReceipt } from '../api/expenses';

/** The receipts of an expense as buttons; each opens the file inline in a dialog. */
export function ReceiptLinks({ expenseId, receipts }: { expenseId: number; receipts: ExpenseReceipt[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<ExpenseReceipt | null>(null);
  if (receipts.length === 0) return null;
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={t`Belege`}>
        {receipts.map((receipt) => (
          <li key={receipt.id}>
            <Button type="button" variant="outline" size="sm" onClick={() => setOpen(receipt)}>
              {receipt.filename}
            </Button>
          </li>
        ))}
      </ul>
      {open && <ReceiptDialog expenseId={expenseId} receipt={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/**
 * Loads the receipt with the signed-in user's token and shows it through an object URL: an image inline (the SPA's CSP
 * allows `blob:` images), a PDF opened in a new tab or downloaded (frames stay limited to Turnstile).
 */
function ReceiptDialog({ expenseId, receipt, onClose }: { expenseId: number; receipt: ExpenseReceipt; onClose: () => void }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchReceipt(expenseId, receipt.id).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      (thrown: unknown) => !cancelled && setError(thrown),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [expenseId, receipt.id, attempt]);

  const isImage = receipt.content_type.startsWith('image/');
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t`Schliessen`} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{receipt.filename}</DialogTitle>
          <DialogDescription>
            <Trans>Beleg</Trans>
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <FetchError
            error={error}
            onRetry={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}
          />
        ) : !url ? (
          <ListLoading>
            <Trans>Beleg wird geladen …</Trans>
          </ListLoading>
        ) : (
          <div className="grid gap-3">
            {isImage ? (
              <img src={url} alt={receipt.filename} className="max-h-[70vh] w-full object-contain" />
            ) : (
              <p className="text-sm">
                <Trans>PDF-Beleg: öffnen Sie ihn im Browser oder laden Sie ihn herunter.</Trans>
              </p>
            )}
            <div className="flex flex-wrap gap-4 text-sm">
              <a href={url} target="_blank" rel="noopener" className="underline">
                <Trans>In neuem Tab öffnen</Trans>
              </a>
              <a href={url} download={receipt.filename} className="underline">
                <Trans>Herunterladen</Trans>
              </a>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
