import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RequiredMark } from '@/components/form/field';
import { validationMessage } from '@/components/form/messages';
import { parseFrancs } from '@/components/form/money-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { CREDIT_NOTE_REASON_MAX_LENGTH } from '@contract/credit-notes/credit-notes.limits';
import { downloadCreditNotePdf, issueCreditNote, type CreditNote } from '../api/credit-notes';
import type { Invoice } from '../api/invoices';

interface CreditNotesProps {
  invoice: Invoice;
  onChanged: () => void;
}

/**
 * A sent invoice's credit notes with their PDFs, and finance's two actions (decision 059): cancel the invoice (a credit
 * note for everything not yet credited) or credit a part of it. Each asks for a reason, printed on the credit note.
 */
export function CreditNotes({ invoice, onChanged }: CreditNotesProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<'cancel' | 'partial' | null>(null);
  const creditable = invoice.amount_centimes - invoice.credited_centimes;
  const close = (next: boolean) => !next && setOpen(null);
  return (
    <div role="group" className="grid gap-2" aria-label={t`Gutschriften zur Rechnung ${invoice.number}`}>
      {invoice.credit_notes.length > 0 && <CreditNoteList notes={invoice.credit_notes} />}
      {creditable > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setOpen('partial')}>
            <Trans>Teilgutschrift</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setOpen('cancel')}>
            <Trans>Rechnung stornieren</Trans>
          </Button>
        </div>
      )}
      <CreditNoteDialog invoice={invoice} cancel open={open === 'cancel'} onOpenChange={close} onChanged={onChanged} />
      <CreditNoteDialog invoice={invoice} cancel={false} open={open === 'partial'} onOpenChange={close} onChanged={onChanged} />
    </div>
  );
}

function CreditNoteList({ notes }: { notes: CreditNote[] }) {
  return (
    <ul className="grid gap-1" data-testid="credit-notes">
      {notes.map((note) => (
        <CreditNoteLine key={note.id} note={note} />
      ))}
    </ul>
  );
}

function CreditNoteLine({ note }: { note: CreditNote }) {
  const { t, i18n } = useLingui();
  const { number } = note;
  const download = async () => {
    try {
      await downloadCreditNotePdf(note);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md bg-muted/50 px-2 py-1">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium">
          {t`Gutschrift ${number}`} · {formatIsoDate(note.date, i18n.locale)} · {formatPrice(note.amount_centimes)}
          {note.cancels && <> · {t`Rechnung storniert`}</>}
        </span>
        <span className="text-muted-foreground wrap-anywhere">{note.reason}</span>
      </div>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t`PDF der Gutschrift ${number} herunterladen`}
        onClick={() => void download()}
      >
        <Trans>PDF</Trans>
      </Button>
    </li>
  );
}

interface CreditNoteDialogProps extends CreditNotesProps {
  /** Cancels the invoice (everything not yet credited); else a partial credit note for an amount typed in. */
  cancel: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks for the reason (and the amount of a partial one); what was typed stays when the server refuses it. */
function CreditNoteDialog({ invoice, cancel, open, onOpenChange, onChanged }: CreditNoteDialogProps) {
  const { t, i18n } = useLingui();
  const ids = { amount: useId(), reason: useId(), hint: useId() };
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const creditable = invoice.amount_centimes - invoice.credited_centimes;
  const max = formatPrice(creditable);
  const number = invoice.number ?? '';

  const failure = (thrown: unknown) => {
    // Credited meanwhile or no longer possible: the card shows what is true now; the dialog keeps the input.
    if (isApiError(thrown) && thrown.status === 409) onChanged();
    const field = isApiError(thrown) ? validationMessage(thrown.fields[0]?.message) : null;
    return i18n._(field ?? errorMessage(thrown));
  };

  const submit = async () => {
    const centimes = cancel ? creditable : parseFrancs(amount);
    if (centimes === null || Number.isNaN(centimes) || centimes <= 0) return t`Bitte den Betrag in CHF eingeben (z. B. 25.00).`;
    if (centimes > creditable) return t`Höchstens ${max} können noch gutgeschrieben werden.`;
    if (!reason.trim()) return t`Bitte einen Grund angeben; er steht auf der Gutschrift.`;
    let updated: Invoice;
    try {
      updated = await issueCreditNote(invoice.id, {
        cancel,
        reason: reason.trim(),
        ...(cancel ? {} : { amount_centimes: centimes }),
      });
    } catch (thrown) {
      return failure(thrown);
    }
    const note = updated.credit_notes.at(-1)!;
    const issued = note.number;
    setAmount('');
    setReason('');
    toast.success(t`Gutschrift ${issued} ausgestellt`);
    onChanged();
    await downloadCreditNotePdf(note).catch((error: unknown) => toast.error(i18n._(errorMessage(error))));
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={cancel ? t`Rechnung ${number} stornieren?` : t`Teilgutschrift zu Rechnung ${number}`}
      description={
        cancel ? (
          <p>
            <Trans>
              Es wird eine Gutschrift über den ganzen noch nicht gutgeschriebenen Betrag von {max} ausgestellt; die Rechnung ist
              damit storniert. Das lässt sich nicht rückgängig machen. Danach wird das PDF heruntergeladen: Bitte senden Sie es
              der Schule.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Die Gutschrift vermindert den offenen Betrag der Rechnung. Danach wird das PDF heruntergeladen: Bitte senden Sie es
              der Schule.
            </Trans>
          </p>
        )
      }
      confirmLabel={cancel ? t`Rechnung stornieren` : t`Gutschrift ausstellen`}
      confirmVariant={cancel ? 'destructive' : 'default'}
      onConfirm={submit}
    >
      <div className="grid gap-4">
        {!cancel && (
          <div className="grid gap-1.5">
            <Label htmlFor={ids.amount}>
              <Trans>Betrag (CHF)</Trans>
              <RequiredMark />
            </Label>
            <Input
              id={ids.amount}
              inputMode="decimal"
              autoComplete="off"
              aria-required
              aria-describedby={ids.hint}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <p id={ids.hint} className="text-sm text-muted-foreground">
              <Trans>Höchstens {max}</Trans>
            </p>
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={ids.reason}>
            <Trans>Grund (steht auf der Gutschrift)</Trans>
            <RequiredMark />
          </Label>
          <Textarea
            id={ids.reason}
            rows={2}
            aria-required
            maxLength={CREDIT_NOTE_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </div>
    </ConfirmDialog>
  );
}
