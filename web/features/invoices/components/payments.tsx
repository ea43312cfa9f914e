import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateFilterField } from '@/components/date-field/date-filter-field';
import { FieldErrorMessage } from '@/components/form/field';
import { validationMessages } from '@/components/form/messages';
import { formatFrancs, parseFrancs } from '@/components/form/money-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { todayInZurich } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { deletePayment, recordPayment, type Invoice, type Payment } from '../api/invoices';

interface PaymentsProps {
  invoice: Invoice;
  onChanged: () => void;
}

/** A sent invoice's payments (from bank files or typed in), what is still open, and a form for one more. */
export function Payments({ invoice, onChanged }: PaymentsProps) {
  const { t } = useLingui();
  const [removing, setRemoving] = useState<Payment | null>(null);
  return (
    <div role="group" className="grid gap-2" aria-label={t`Zahlungen zur Rechnung ${invoice.number}`}>
      {invoice.payments.length > 0 && (
        <ul className="grid gap-1" data-testid="invoice-payments">
          {invoice.payments.map((payment) => (
            <PaymentLine key={payment.id} payment={payment} onRemove={() => setRemoving(payment)} />
          ))}
        </ul>
      )}
      {invoice.open_centimes > 0 && <PaymentForm invoice={invoice} onChanged={onChanged} />}
      <RemovePaymentDialog invoice={invoice} payment={removing} onClose={() => setRemoving(null)} onChanged={onChanged} />
    </div>
  );
}

function PaymentLine({ payment, onRemove }: { payment: Payment; onRemove: () => void }) {
  const { i18n } = useLingui();
  const day = formatIsoDate(payment.booking_date, i18n.locale);
  const amount = formatPrice(payment.amount_centimes);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md bg-muted/50 px-2 py-1">
      <span>
        {payment.source === 'bank' ? (
          <Trans>
            {day}: {amount} per Bankdatei
          </Trans>
        ) : (
          <Trans>
            {day}: {amount} von Hand erfasst
          </Trans>
        )}
        {payment.recorded_by && <span className="text-muted-foreground"> · {payment.recorded_by}</span>}
      </span>
      <Button size="sm" variant="ghost" className="h-auto min-w-0 shrink text-left whitespace-normal" onClick={onRemove}>
        <Trans>Zahlung vom {day} entfernen</Trans>
      </Button>
    </li>
  );
}

function RemovePaymentDialog({
  invoice,
  payment,
  onClose,
  onChanged,
}: PaymentsProps & { payment: Payment | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const amount = payment ? formatPrice(payment.amount_centimes) : '';
  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Zahlung entfernen?`}
      description={
        payment?.source === 'bank' ? (
          <Trans>Der Zahlungseingang über {amount} kommt zurück zu den nicht zugeordneten Zahlungen der Bankdateien.</Trans>
        ) : (
          <Trans>Die Zahlung über {amount} wird gelöscht; der Betrag ist danach wieder offen.</Trans>
        )
      }
      confirmLabel={t`Zahlung entfernen`}
      confirmVariant="destructive"
      onConfirm={async () => {
        try {
          await deletePayment(invoice.id, payment!.id);
          toast.success(t`Zahlung entfernt`);
          onChanged();
          onClose();
        } catch (error) {
          return i18n._(errorMessage(error));
        }
      }}
    />
  );
}

/** A payment typed in: the day (up to today) and the amount, the open amount proposed. */
function PaymentForm({ invoice, onChanged }: PaymentsProps) {
  const { t, i18n } = useLingui();
  const amountId = useId();
  const today = todayInZurich();
  const [day, setDay] = useState(today);
  const [dayValid, setDayValid] = useState(true);
  const [amountText, setAmountText] = useState(() => formatFrancs(invoice.open_centimes));
  const [busy, setBusy] = useState(false);
  const amount = parseFrancs(amountText);
  const amountValid = amount !== null && !Number.isNaN(amount) && amount > 0;
  const amountError = amountText.trim() !== '' && !amountValid ? i18n._(validationMessages.number_expected) : undefined;

  const save = async () => {
    setBusy(true);
    try {
      await recordPayment(invoice.id, { booking_date: day, amount_centimes: amount! });
      toast.success(t`Zahlung erfasst`);
      onChanged();
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (day && dayValid && amountValid) void save();
      }}
    >
      <DateFilterField
        label={<Trans>Bezahlt am</Trans>}
        inputClassName="w-44"
        value={day || undefined}
        max={today}
        onChange={(value) => setDay(value ?? '')}
        onValidityChange={setDayValid}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={amountId}>
          <Trans>Betrag in CHF</Trans>
        </Label>
        <Input
          id={amountId}
          className="w-32"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${amountId}-error` : undefined}
          onChange={(event) => setAmountText(event.target.value)}
        />
        <FieldErrorMessage id={`${amountId}-error`}>{amountError}</FieldErrorMessage>
      </div>
      <Button type="submit" size="sm" disabled={busy || !day || !dayValid || !amountValid} aria-busy={busy || undefined}>
        <Trans>Zahlung erfassen</Trans>
      </Button>
    </form>
  );
}
