import type { ComponentType, FocusEvent, Ref } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { DateInput, type DateInputProps } from '@/components/date-field/date-input';
import { TimeInput, type TimeInputProps } from '@/components/date-field/time-input';
import { FieldFrame, useFieldWiring, type CommonFieldProps } from './field';

type ControlledProps = 'value' | 'onChange' | 'name' | 'id' | 'required' | 'inputRef';

/** What a typed-text control (date, time) takes from the form: its value, events and aria wiring. */
interface TypedControlProps {
  id?: string;
  name?: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * `Control` as a field of a react-hook-form form: label, description and error wired as TextField does, the value
 * kept as the control reports it (`registerOptions` as TextField's, e.g. `deps`).
 */
function controlledField<P extends TypedControlProps>(Control: ComponentType<P>) {
  return function ControlledField<T extends FieldValues>({
    name,
    label,
    description,
    messages,
    id: givenId,
    required,
    registerOptions,
    className,
    onBlur,
    ...inputProps
  }: Omit<P, ControlledProps> & CommonFieldProps<T> & { className?: string }) {
    const wiring = useFieldWiring<T>(name, { id: givenId, description, messages });
    const { field } = useController<T>({
      name,
      rules: registerOptions as Parameters<typeof useController<T>>[0]['rules'],
    });
    const props = {
      id: wiring.id,
      'aria-invalid': wiring.invalid,
      'aria-describedby': wiring.describedBy,
      'aria-required': required || undefined,
      disabled: field.disabled,
      ...inputProps,
      name: field.name,
      inputRef: field.ref,
      value: field.value as string | null | undefined,
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
 * A date of a react-hook-form form, typed `dd.mm.yyyy` (or picked in the calendar) and kept as ISO `YYYY-MM-DD`; text
 * that is no date stays the field's value, so the form's schema reports `date_invalid` under the field.
 */
export const DateField = controlledField<DateInputProps>(DateInput);

/** A time of day of a react-hook-form form, typed `9:45` or `945`, kept as `HH:MM` (24 h). */
export const TimeField = controlledField<TimeInputProps>(TimeInput);
