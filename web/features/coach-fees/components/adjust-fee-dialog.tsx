import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatFrancs, parseFrancs } from '@/components/form/money-field';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MonthInput } from '@/components/date-field/month-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { todayInZurich, type FeeItem, type FeeUpdateBody } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatPrice, formatTimestamp } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useFeeDetail } from '../api/get-fees';
import { updateFee } from '../api/write-fees';

/**
 * Finance changes a pending fee's amount (the reason is required and kept with the earlier changes shown below)
 * and/or the month it is paid with (not a month already past).
 */
export function AdjustFeeDialog({ fee, onClose, onSaved }: { fee: FeeItem; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const amountId = useId();
  const reasonId = useId();
  const detail = useFeeDetail(fee.id);
  const [amount, setAmount] = useState(formatFrancs(fee.amount_centimes));
  const [reason, setReason] = useState('');
  const [month, setMonth] = useState(fee.payout_month);
  const history = detail.data?.adjustments ?? [];
  const changeLine = (when: string, from: string, to: string) => t`${when}: ${from} → ${to}`;

  const save = async () => {
    const centimes = parseFrancs(amount);
    if (centimes === null || Number.isNaN(centimes)) return t`Bitte den Betrag in CHF eingeben (z. B. 25.00).`;
    const amountChanged = centimes !== fee.amount_centimes;
    const monthChanged = month !== fee.payout_month;
    if (!amountChanged && !monthChanged) return t`Betrag und Auszahlungsmonat sind unverändert.`;
    if (amountChanged && !reason.trim()) return t`Bitte einen Grund für die Änderung angeben.`;
    if (monthChanged && !month) return t`Bitte einen gültigen Monat wählen`;
    const body: FeeUpdateBody = {
      ...(amountChanged ? { amount_centimes: centimes, reason: reason.trim() } : {}),
      ...(monthChanged ? { payout_month: month } : {}),
    };
    try {
      await updateFee(fee.id, body);
    } catch (thrown) {
      return i18n._(errorMessage(thrown));
    }
    toast.success(t`Das Honorar ist angepasst.`);
    onSaved();
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Honorar anpassen`}
      description={
        <p>
          {fee.coach.name} · {fee.workshop.title} · {fee.rate_centimes !== null && t`Ansatz ${formatPrice(fee.rate_centimes)}`}
        </p>
      }
      confirmLabel={t`Speichern`}
      onConfirm={save}
    >
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={amountId}>
            <Trans>Neuer Betrag (CHF)</Trans>
          </Label>
          <Input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={reasonId}>
            <Trans>Grund der Änderung</Trans>
          </Label>
          <Textarea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <MonthInput label={<Trans>Auszahlungsmonat</Trans>} min={todayInZurich().slice(0, 7)} value={month} onChange={setMonth} />
        {history.length > 0 && (
          <div className="grid gap-1">
            <h3 className="text-sm font-medium">
              <Trans>Bisherige Änderungen</Trans>
            </h3>
            <ul className="grid gap-1 text-sm text-muted-foreground" data-testid="fee-history">
              {history.map((change, index) => (
                <li key={index}>
                  {changeLine(
                    formatTimestamp(change.at, i18n.locale),
                    formatPrice(change.from_centimes),
                    formatPrice(change.to_centimes),
                  )}{' '}
                  · {change.reason}
                  {change.by ? ` (${change.by})` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </ConfirmDialog>
  );
}
