import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatFrancs, parseFrancs } from '@/components/form/money-field';
import { RequiredMark } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { EXPENSE_CORRECTION_REASON_MAX_LENGTH, EXPENSE_DESCRIPTION_MAX_LENGTH, type Expense } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { correctExpenseRequest, deleteExpenseAsFinanceRequest } from '../api/expenses';

interface DialogProps {
  expense: Expense;
  onClose: () => void;
  onSaved: () => void;
}

/** Finance's reason, required: the coach is mailed it and sees it beside the expense. */
function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        <Trans>Begründung für den Coach</Trans>
        <RequiredMark />
      </Label>
      <Textarea
        id={id}
        rows={3}
        aria-required
        aria-describedby={hintId}
        maxLength={EXPENSE_CORRECTION_REASON_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        <Trans>Der Coach erhält die Begründung per E-Mail und sieht sie bei seinen Spesen.</Trans>
      </p>
    </div>
  );
}

function AmountInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} inputMode="decimal" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

const who = (expense: Expense) => `${expense.coach.name}${expense.workshop ? ` · ${expense.workshop.title}` : ''}`;

/** Finance corrects a pending expense's amounts and description, with a reason. */
export function CorrectExpenseDialog({ expense, onClose, onSaved }: DialogProps) {
  const { t, i18n } = useLingui();
  const descriptionId = useId();
  const [journey, setJourney] = useState(formatFrancs(expense.journey_centimes));
  const [catering, setCatering] = useState(formatFrancs(expense.catering_centimes));
  const [other, setOther] = useState(formatFrancs(expense.other_centimes));
  const [description, setDescription] = useState(expense.description ?? '');
  const [reason, setReason] = useState('');

  const save = async () => {
    const amounts = [journey, catering, other].map((text) => parseFrancs(text) ?? 0);
    if (amounts.some((amount) => Number.isNaN(amount))) return t`Bitte die Beträge in CHF eingeben (z. B. 25.00).`;
    if (!reason.trim()) return t`Bitte eine Begründung für den Coach angeben.`;
    const [journeyCentimes, cateringCentimes, otherCentimes] = amounts as [number, number, number];
    try {
      await correctExpenseRequest(expense.id, {
        journey_centimes: journeyCentimes,
        catering_centimes: cateringCentimes,
        other_centimes: otherCentimes,
        description: description.trim() || null,
        reason: reason.trim(),
      });
    } catch (thrown) {
      return i18n._(errorMessage(thrown));
    }
    toast.success(t`Die Spesen sind korrigiert; der Coach wurde informiert.`);
    onSaved();
  };

  const total = formatPrice(expense.total_centimes);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Spesen korrigieren`}
      description={
        <p>
          {who(expense)} · <Trans>bisher {total}</Trans>
        </p>
      }
      confirmLabel={t`Korrigieren und Coach informieren`}
      onConfirm={save}
    >
      <div className="grid gap-4">
        <div className="grid items-end gap-3 sm:grid-cols-3">
          <AmountInput label={t`Reisekosten (CHF)`} value={journey} onChange={setJourney} />
          <AmountInput label={t`Verpflegung (CHF)`} value={catering} onChange={setCatering} />
          <AmountInput label={t`Übrige (CHF)`} value={other} onChange={setOther} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={descriptionId}>
            <Trans>Beschreibung</Trans>
          </Label>
          <Textarea
            id={descriptionId}
            rows={2}
            maxLength={EXPENSE_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <ReasonField value={reason} onChange={setReason} />
      </div>
    </ConfirmDialog>
  );
}

/** Finance deletes a pending expense with its receipts, with a reason. */
export function DeleteExpenseDialog({ expense, onClose, onSaved }: DialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');

  const remove = async () => {
    if (!reason.trim()) return t`Bitte eine Begründung für den Coach angeben.`;
    try {
      await deleteExpenseAsFinanceRequest(expense.id, reason.trim());
    } catch (thrown) {
      return i18n._(errorMessage(thrown));
    }
    toast.success(t`Die Spesen wurden gelöscht; der Coach wurde informiert.`);
    onSaved();
  };

  const total = formatPrice(expense.total_centimes);
  const subject = who(expense);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Spesen löschen?`}
      description={
        <p>
          <Trans>
            Die Spesen über {total} ({subject}) und ihre Belege werden gelöscht und nicht ausbezahlt.
          </Trans>
        </p>
      }
      confirmLabel={t`Löschen und Coach informieren`}
      confirmVariant="destructive"
      onConfirm={remove}
    >
      <ReasonField value={reason} onChange={setReason} />
    </ConfirmDialog>
  );
}
