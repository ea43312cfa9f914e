import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { FieldErrorMessage, RequiredMark } from '@/components/form/field-frame';
import { DateField, TimeField } from '@/components/form-lite/date-fields';
import { useField, useFormContext, useValue } from '@/components/form-lite/form';
import { WarningIcon } from '@/components/ui/icons';
import { errorText, fieldId, slotLabels } from '../labels';
import { slotOnWeekend } from '../slots';
import { SchoolHolidayNotice } from './school-holiday-notice';

interface SlotFieldsetProps {
  index: number;
  /** "Termin 2" */
  name: string;
  workshopTitle: string;
  today: string;
  readOnly: boolean;
}

/** One date of a workshop: date and times, an optional alternative, and the weekend confirmation. */
export function SlotFieldset({ index, name, workshopTitle, today, readOnly }: SlotFieldsetProps) {
  const { i18n } = useLingui();
  const form = useFormContext();
  const path = (field: keyof typeof slotLabels) => `slots.${index}.${field}`;
  const date = useValue<string | undefined>(path('date'));
  const altDate = useValue<string | undefined>(path('altDate'));
  const onWeekend = slotOnWeekend({ date: date ?? '', altDate: altDate ?? '' });

  // A confirmation belongs to the weekend date it was given for: moving to a weekday withdraws it.
  useEffect(() => {
    const weekendAccepted = `slots.${index}.weekendAccepted`;
    if (!onWeekend && !readOnly && form.get(weekendAccepted)) form.set(weekendAccepted, false);
  }, [form, onWeekend, readOnly, index]);

  const dateProps = { min: readOnly ? undefined : today };
  return (
    <fieldset className="min-w-0 rounded-lg border bg-background p-3 sm:p-4" data-testid="inquiry-slot">
      <legend className="px-1 text-sm font-semibold">
        <span className="sr-only">{workshopTitle}: </span>
        {name}
      </legend>
      <div className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <DateField
            name={path('date')}
            id={fieldId(path('date'))}
            label={i18n._(slotLabels.date)}
            required
            className="col-span-2 sm:col-span-1"
            deps={[path('weekendAccepted')]}
            {...dateProps}
          />
          <TimeField
            name={path('startTime')}
            id={fieldId(path('startTime'))}
            label={i18n._(slotLabels.startTime)}
            required
            deps={[path('endTime')]}
          />
          <TimeField name={path('endTime')} id={fieldId(path('endTime'))} label={i18n._(slotLabels.endTime)} required />
        </div>
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-muted-foreground">
            <Trans>Alternativtermin (optional)</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <DateField
              name={path('altDate')}
              id={fieldId(path('altDate'))}
              label={i18n._(slotLabels.altDate)}
              className="col-span-2 sm:col-span-1"
              deps={[path('altStartTime'), path('altEndTime'), path('weekendAccepted')]}
              {...dateProps}
            />
            <TimeField
              name={path('altStartTime')}
              id={fieldId(path('altStartTime'))}
              label={i18n._(slotLabels.altStartTime)}
              deps={[path('altEndTime')]}
            />
            <TimeField name={path('altEndTime')} id={fieldId(path('altEndTime'))} label={i18n._(slotLabels.altEndTime)} />
          </div>
        </fieldset>
        <SchoolHolidayNotice
          dates={[
            { date: date ?? '', alternative: false },
            { date: altDate ?? '', alternative: true },
          ]}
          today={today}
        />
        {onWeekend && <WeekendNotice index={index} readOnly={readOnly} />}
      </div>
    </fieldset>
  );
}

function WeekendNotice({ index, readOnly }: { index: number; readOnly: boolean }) {
  const { i18n } = useLingui();
  const path = `slots.${index}.weekendAccepted`;
  const { value, error, onChange, onBlur, register } = useField<boolean | undefined>(path);
  const id = fieldId(path);
  const message = error ? errorText(i18n, error) : undefined;
  return (
    <div className="grid gap-2 rounded-md border border-amber-500/70 bg-amber-50 p-3 text-sm dark:bg-amber-950/40">
      <p className="flex items-start gap-2" id={`${id}-note`}>
        <WarningIcon className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
        <span>
          <Trans>Dieser Termin fällt auf ein Wochenende. Unsere Workshops finden normalerweise unter der Woche statt.</Trans>
        </span>
      </p>
      {!readOnly && (
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            aria-invalid={message ? true : undefined}
            aria-describedby={[`${id}-note`, message ? `${id}-error` : ''].filter(Boolean).join(' ')}
            aria-required="true"
            name={path}
            ref={register}
            checked={value === true}
            onChange={(event) => onChange(event.currentTarget.checked)}
            onBlur={onBlur}
          />
          <label htmlFor={id} className="font-medium">
            {i18n._(slotLabels.weekendAccepted)}
            <RequiredMark />
          </label>
        </div>
      )}
      <FieldErrorMessage id={`${id}-error`}>{message}</FieldErrorMessage>
    </div>
  );
}
