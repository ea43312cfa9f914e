import type { ComponentType, FocusEvent, Ref } from 'react';
import { DateInput, type DateInputProps } from '@/components/date-field/date-input';
import { TimeInput, type TimeInputProps } from '@/components/date-field/time-input';
import { FieldFrame } from '@/components/form/field-frame';
import { controlAria, useLiteField, type LiteFieldProps } from './field-wiring';

type Controlled = 'value' | 'onChange' | 'name' | 'id' | 'required' | 'inputRef';

/** What a typed-text control (date, time) takes from the form: its value, events and aria wiring. */
interface TypedControlProps {
  id?: string;
  name?: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** `Control` as a field of a public form: label, description and error wired as TextField does (as the staff's). */
function liteControlledField<P extends TypedControlProps>(Control: ComponentType<P>) {
  return function LiteControlledField({
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
  }: Omit<P, Controlled> & LiteFieldProps & { className?: string }) {
    const field = useLiteField<string | null | undefined>(name, { id, description, messages, deps });
    const { wiring } = field;
    const props = {
      ...controlAria(wiring, required),
      ...inputProps,
      name,
      inputRef: field.register,
      value: field.value,
      onChange: field.onChange,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        field.onBlur();
        (onBlur as TypedControlProps['onBlur'])?.(event);
      },
    } as unknown as P;
    return (
      <FieldFrame {...wiring} label={label} required={required} description={description} className={className}>
        <Control {...props} />
      </FieldFrame>
    );
  };
}

/**
 * A date of a public form, typed `dd.mm.yyyy` (or picked in the calendar) and kept as ISO `YYYY-MM-DD`; text that is
 * no date stays the value, so the form's rules report `date_invalid` under the field.
 */
export const DateField = liteControlledField<DateInputProps>(DateInput);

/** A time of day of a public form, typed `9:45` or `945`, kept as `HH:MM` (24 h). */
export const TimeField = liteControlledField<TimeInputProps>(TimeInput);
