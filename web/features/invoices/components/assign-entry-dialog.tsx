import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ListEmpty, ListLoading } from '@/components/list/list-status';
import { SearchField } from '@/components/list/search-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-messages';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useInvoices } from '../api/invoices';
import { assignEntry, type BankEntry } from '../api/bank-files';

interface AssignEntryDialogProps {
  entry: BankEntry | null;
  onClose: () => void;
  onAssigned: () => void;
}

/** Gives an unmatched credit to a sent invoice with something open, found by school or number. */
export function AssignEntryDialog({ entry, onClose, onAssigned }: AssignEntryDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      {entry && (
        <DialogContent closeLabel={t`Schliessen`} className="max-w-lg">
          <AssignForm entry={entry} onClose={onClose} onAssigned={onAssigned} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AssignForm({ entry, onClose, onAssigned }: AssignEntryDialogProps & { entry: BankEntry }) {
  const { t, i18n } = useLingui();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invoices = useInvoices('invoiced', { q: q || undefined, unpaid: true, page: 1 });
  const amount = formatPrice(entry.amount_centimes);

  const assign = async () => {
    if (chosen === null) return;
    setBusy(true);
    setError(null);
    try {
      const assigned = await assignEntry(entry.id, chosen);
      toast.success(t`Zahlung der Rechnung ${assigned.invoice_number} zugeordnet`);
      onAssigned();
      onClose();
    } catch (failure) {
      setError(i18n._(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Zahlung über {amount} zuordnen</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Wählen Sie die Rechnung, die dieser Zahlungseingang bezahlt. Sie wird als Zahlung der Rechnung erfasst.</Trans>
        </DialogDescription>
      </DialogHeader>
      <SearchField label={t`Rechnung suchen`} placeholder={t`Schule oder Rechnungsnummer`} value={q} onChange={setQ} />
      {!invoices.data ? (
        <ListLoading>
          <Trans>Rechnungen werden geladen …</Trans>
        </ListLoading>
      ) : invoices.data.items.length === 0 ? (
        <ListEmpty>
          <Trans>Keine offene Rechnung gefunden.</Trans>
        </ListEmpty>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="sr-only">
            <Trans>Offene Rechnungen</Trans>
          </legend>
          {invoices.data.items.map((invoice) => {
            const open = formatPrice(invoice.open_centimes);
            return (
              <label key={invoice.id} className="flex items-start gap-2 rounded-md border p-2 text-sm has-checked:border-primary">
                <input
                  type="radio"
                  name="invoice"
                  className="mt-1"
                  checked={chosen === invoice.id}
                  onChange={() => setChosen(invoice.id)}
                />
                <span>
                  {invoice.number} · {invoice.institute} · <Trans>offen {open}</Trans>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          <Trans>Abbrechen</Trans>
        </Button>
        <Button onClick={() => void assign()} disabled={busy || chosen === null} aria-busy={busy || undefined}>
          <Trans>Zuordnen</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}
