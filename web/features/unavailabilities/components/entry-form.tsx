import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { RadioGroupField } from '@/components/form/choice-fields';
import { DateField } from '@/components/form/date-fields';
import { SelectField, TextField } from '@/components/form/field';
import { Form } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { timesOfDay, weekdays } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { NOTE_MAX } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import type { EntryKind } from '../entries';
import { emptyEntryFields, fieldNameOf, validateEntry, type EntryFields, type EntryRequest } from '../entry-values';
import { kindLabels, timeOfDayLabels, weekdayName } from '../labels';

const resolver: Resolver<EntryFields, unknown, EntryRequest> = async (values) => {
  const result = validateEntry(values);
  if (result.ok) return { values: result.request, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([name, message]) => [name, { type: 'validation', message }]),
  );
  return { values: {}, errors: errors as FieldErrors<EntryFields> };
};

interface EntryFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  defaultValues: EntryFields;
  /** The kinds to choose from; with one, no choice is shown. */
  kinds: readonly EntryKind[];
  /** The earliest date the date pickers offer (new entries: today). */
  minDate?: string;
  submitLabel: string;
  /**
   * Saves; a thrown ApiError's field issues are shown at the fields, its code in a snackbar. Resolves to `false`
   * when nothing was saved (the coach changed her mind): the form keeps its values.
   */
  onSave: (request: EntryRequest) => Promise<boolean | void>;
  /** More buttons beside the submit button (e.g. cancel). */
  actions?: ReactNode;
}

/** Adds or changes a blocked day or range, holidays, a weekday or a time of day; the fields follow the kind. */
export function EntryForm({ defaultValues, kinds, minDate, submitLabel, onSave, actions, ...formProps }: EntryFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<EntryFields, unknown, EntryRequest>({ resolver, defaultValues });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submitting = form.formState.isSubmitting;
  const dated = kind === 'blocked_day' || kind === 'holiday';

  const submit = async (request: EntryRequest) => {
    try {
      if ((await onSave(request)) !== false) form.reset(emptyEntryFields(kind));
    } catch (error) {
      if (isApiError(error)) {
        let first = true;
        for (const issue of error.fields) {
          const name = fieldNameOf(issue.path);
          if (!name) continue;
          form.setError(name, { type: 'server', message: issue.message }, { shouldFocus: first });
          first = false;
        }
      }
      toast.error(i18n._(errorMessage(error)));
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" {...formProps}>
      <p className="text-sm text-muted-foreground">
        <Trans>Pflichtfelder sind mit * markiert.</Trans>
      </p>
      {kinds.length > 1 && (
        <RadioGroupField<EntryFields>
          name="kind"
          legend={t`Art`}
          options={kinds.map((option) => ({ value: option, label: i18n._(kindLabels[option]) }))}
        />
      )}
      <fieldset disabled={submitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
        {dated && (
          <>
            <DateField<EntryFields> name="date" label={t`Von`} required min={minDate} />
            <DateField<EntryFields>
              name="to_date"
              label={kind === 'holiday' ? t`Bis` : t`Bis (optional)`}
              required={kind === 'holiday'}
              min={minDate}
              description={kind === 'blocked_day' ? t`Leer lassen für einen einzelnen Tag.` : undefined}
            />
          </>
        )}
        {kind === 'time_of_day' && (
          <RadioGroupField<EntryFields>
            name="time_of_day"
            legend={t`Tageszeit`}
            required
            className="sm:col-span-2"
            options={timesOfDay.map((time) => ({ value: time, label: i18n._(timeOfDayLabels[time]) }))}
          />
        )}
        {!dated && (
          <SelectField<EntryFields>
            name="weekday"
            label={t`Wochentag`}
            required={kind === 'weekday'}
            placeholder={kind === 'time_of_day' ? t`Jeden Tag` : t`Bitte wählen`}
            options={weekdays.map((weekday) => ({ value: weekday, label: weekdayName(weekday, i18n.locale) }))}
          />
        )}
        <TextField<EntryFields> name="note" label={t`Bemerkung (optional)`} maxLength={NOTE_MAX} className="sm:col-span-2" />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting && <Spinner size="md" />}
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
