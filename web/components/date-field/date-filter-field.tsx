import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { FieldErrorMessage } from '@/components/form/field';
import { validationMessages } from '@/components/form/messages';
import { Label } from '@/components/ui/label';
import { isValidIsoDate } from '@/lib/contract';
import { cn } from '@/lib/utils';
import { DateInput } from './date-input';

interface DateFilterFieldProps {
  label: ReactNode;
  /** ISO `YYYY-MM-DD`; undefined for none. */
  value: string | undefined;
  /** Only dates (ISO) and an emptied field (undefined): text that is no date is kept in the box, not reported. */
  onChange: (value: string | undefined) => void;
  min?: string;
  max?: string;
  /** Whether the box holds a date or nothing (false while it holds text that is no date). */
  onValidityChange?: (valid: boolean) => void;
  /** Classes of the label + box + error wrapper. */
  className?: string;
  /** Classes of the box (its width). */
  inputClassName?: string;
}

/**
 * A labelled date outside a react-hook-form form (a list filter, a single date to save): it reports dates only, and
 * says "Bitte ein gültiges Datum eingeben" under the box when the text left in it is no date.
 */
export function DateFilterField({
  label,
  value,
  onChange,
  min,
  max,
  onValidityChange,
  className,
  inputClassName,
}: DateFilterFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  // Text that is no date; shown (with the error, once the person is done typing) until a date or a new value comes.
  const [invalidText, setInvalidText] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setInvalidText(null);
  }
  const error = done && invalidText !== null ? i18n._(validationMessages.date_invalid) : undefined;

  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <DateInput
        id={id}
        className={inputClassName}
        value={invalidText ?? value ?? ''}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(next) => {
          setDone(false);
          if (next === '' || isValidIsoDate(next)) {
            setInvalidText(null);
            onValidityChange?.(true);
            onChange(next || undefined);
          } else {
            setInvalidText(next);
            onValidityChange?.(false);
          }
        }}
        onBlur={() => setDone(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') setDone(true);
        }}
      />
      <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>
    </div>
  );
}
