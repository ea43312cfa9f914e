import type { FocusEvent } from 'react';
import { DateInput, type DateInputProps } from '@/components/date-field/date-input';
import { TimeInput, type TimeInputProps } from '@/components/date-field/time-input';
import { FieldFrame } from '@/components/form/field-frame';
import { useLiteField, type LiteFieldProps } from './field-wiring';

type Controlled = 'value' | 'onChange' | 'name' | 'id' | 'required' | 'inputRef';

/**
 * A date of a public form, typed `dd.mm.yyyy` (or picked in the calendar) and kept as ISO `YYYY-MM-DD`; text that is
 * no date stays the value, so the form's rules report `date_invalid` under the field.
 */
export function DateField({
  name,
  label,
  description,
  messages,
  id,
  required,
  deps,
  className,
  onBlur,
  ...inputProps
}: Omit<DateInputProps, Controlled> & LiteFieldProps) {
  const {
    value,
    onChange,
    onBlur: blur,
    register,
    wiring,
  } = useLiteField<string | null | undefined>(name, { id, description, messages, deps });
  return (
    <FieldFrame {...wiring} label={label} required={required} description={description} className={className}>
      <DateInput
        id={wiring.id}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        aria-required={required || undefined}
        {...inputProps}
        name={name}
        inputRef={register}
        value={value}
        onChange={onChange}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          blur();
          onBlur?.(event);
        }}
      />
    </FieldFrame>
  );
}

/** A time of day of a public form, typed `9:45` or `945`, kept as `HH:MM` (24 h). */
export function TimeField({
  name,
  label,
  description,
  messages,
  id,
  required,
  deps,
  className,
  onBlur,
  ...inputProps
}: Omit<TimeInputProps, Controlled> & LiteFieldProps & { className?: string }) {
  const {
    value,
    onChange,
    onBlur: blur,
    register,
    wiring,
  } = useLiteField<string | null | undefined>(name, { id, description, messages, deps });
  return (
    <FieldFrame {...wiring} label={label} required={required} description={description} className={className}>
      <TimeInput
        id={wiring.id}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        aria-required={required || undefined}
        {...inputProps}
        name={name}
        inputRef={register}
        value={value}
        onChange={onChange}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          blur();
          onBlur?.(event);
        }}
      />
    </FieldFrame>
  );
}
