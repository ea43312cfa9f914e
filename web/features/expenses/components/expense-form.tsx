import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FieldErrorMessage } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { SelectField, TextareaField } from '@/components/form/field';
import { validationMessage } from '@/components/form/messages';
import { MoneyField } from '@/components/form/money-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import type { Expense, ExpenseWorkshop, ValidationKey } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatFileSize, formatIsoDate, formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { saveExpenseRequest } from '../api/expenses';
import { draftIssues, draftTotal, expenseFormData, type ExpenseDraft } from '../expense-form';

interface ExpenseFormProps {
  coachId: number;
  /** The workshops the coach can claim for (for an edit, the expense's own workshop is added when missing). */
  workshops: ExpenseWorkshop[];
  /** The expense to change; a new one when left out. */
  expense?: Expense;
  onSaved: () => void;
  onCancel?: () => void;
}

const draftOf = (expense?: Expense): ExpenseDraft => ({
  workshop_id: expense?.workshop?.id,
  journey_centimes: expense ? expense.journey_centimes || null : null,
  catering_centimes: expense ? expense.catering_centimes || null : null,
  other_centimes: expense ? expense.other_centimes || null : null,
  description: expense?.description ?? '',
});

/** "Spesen erfassen" (or change a pending one): workshop, three amounts, a note and the receipts (photos or PDFs). */
export function ExpenseForm({ coachId, workshops, expense, onSaved, onCancel }: ExpenseFormProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const form = useForm<ExpenseDraft>({ defaultValues: draftOf(expense) });
  const fileInputId = useId();
  const receiptsErrorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [receiptsError, setReceiptsError] = useState<ValidationKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kept = (expense?.receipts ?? []).filter((r) => !removed.includes(r.id));
  const options = withOwnWorkshop(workshops, expense).map((w) => ({
    value: w.id,
    label: `${formatIsoDate(w.date, language)} · ${w.title} · ${w.institute}`,
  }));
  const removeLabel = (filename: string) => t`Beleg ${filename} entfernen`;
  const total = draftTotal(useWatch({ control: form.control }) as ExpenseDraft);
  const totalText = Number.isNaN(total) ? '–' : formatPrice(total);

  const submit = async (draft: ExpenseDraft) => {
    setFailure(null);
    setReceiptsError(null);
    const issues = draftIssues(draft, kept.length + files.length);
    if (issues.length > 0) {
      for (const issue of issues) {
        if (issue.field === 'receipts') setReceiptsError(issue.key);
        else form.setError(issue.field, { type: 'client', message: issue.key });
      }
      return;
    }
    setBusy(true);
    try {
      await saveExpenseRequest(coachId, expense?.id ?? null, expenseFormData(draft, files, removed));
    } catch (thrown) {
      setFailure(serverFailure(thrown));
      return;
    } finally {
      setBusy(false);
    }
    toast.success(expense ? t`Die Spesen wurden gespeichert.` : t`Die Spesen wurden erfasst.`);
    onSaved();
  };

  const serverFailure = (thrown: unknown): string | null => {
    if (isApiError(thrown) && thrown.code === 'validation_failed') {
      const receipts = thrown.fields.find((f) => f.path === 'receipts');
      if (receipts) setReceiptsError(receipts.message as ValidationKey);
      if (applyFieldErrors(form, thrown) || receipts) return null;
    }
    return i18n._(errorMessage(thrown));
  };

  const receiptsErrorText = receiptsError ? i18n._(validationMessage(receiptsError) ?? errorMessage(null)) : undefined;

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-busy={busy || undefined}>
      <SelectField<ExpenseDraft>
        name="workshop_id"
        label={t`Workshop`}
        required
        options={options}
        placeholder={t`Bitte wählen`}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField<ExpenseDraft> name="journey_centimes" label={t`Reisekosten (CHF)`} />
        <MoneyField<ExpenseDraft> name="catering_centimes" label={t`Verpflegung (CHF)`} />
        <MoneyField<ExpenseDraft> name="other_centimes" label={t`Übrige (CHF)`} />
      </div>
      <p className="text-sm" aria-live="polite">
        <Trans>Total: {totalText}</Trans>
      </p>
      <TextareaField<ExpenseDraft> name="description" label={t`Beschreibung`} rows={2} />

      <div className="grid gap-2">
        <Label htmlFor={fileInputId}>
          <Trans>Belege (Fotos oder PDF)</Trans>
        </Label>
        <input
          ref={fileInput}
          id={fileInputId}
          type="file"
          multiple
          accept="image/*,application/pdf"
          aria-invalid={receiptsError ? true : undefined}
          aria-describedby={receiptsError ? receiptsErrorId : undefined}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            setFiles((current) => [...current, ...chosen]);
            setReceiptsError(null);
            event.target.value = '';
          }}
        />
        {(kept.length > 0 || files.length > 0) && (
          <ul className="grid gap-1 text-sm" aria-label={t`Belege`}>
            {kept.map((receipt) => (
              <li key={`kept-${receipt.id}`} className="flex items-center justify-between gap-2">
                <span className="truncate">{receipt.filename}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoved((ids) => [...ids, receipt.id])}
                  aria-label={removeLabel(receipt.filename)}
                >
                  <Trans>Entfernen</Trans>
                </Button>
              </li>
            ))}
            {files.map((file, index) => (
              <li key={`new-${index}`} className="flex items-center justify-between gap-2">
                <span className="truncate">
                  {file.name} <span className="text-muted-foreground">({formatFileSize(file.size, language)})</span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                  aria-label={removeLabel(file.name)}
                >
                  <Trans>Entfernen</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FieldErrorMessage id={receiptsErrorId}>{receiptsErrorText}</FieldErrorMessage>
      </div>

      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner size="md" />}
          {busy ? t`Wird hochgeladen …` : expense ? t`Speichern` : t`Spesen erfassen`}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            <Trans>Abbrechen</Trans>
          </Button>
        )}
      </div>
    </Form>
  );
}

/** An edit keeps offering the expense's own workshop, even when it would no longer be claimable. */
function withOwnWorkshop(workshops: ExpenseWorkshop[], expense?: Expense): ExpenseWorkshop[] {
  const own = expense?.workshop;
  return own && !workshops.some((w) => w.id === own.id) ? [own, ...workshops] : workshops;
}
