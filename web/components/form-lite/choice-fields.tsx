import type { ReactNode } from 'react';
import {
  CheckboxFrame,
  CheckboxGroupControl,
  checkboxClass,
  RadioGroupControl,
  type OptionValue,
} from '@/components/form/choice-controls';
import type { ValidationOverrides } from '@/components/form/messages';
import { useLiteField, type LiteFieldProps } from './field-wiring';

interface ChoiceProps {
  name: string;
  legend: ReactNode;
  /** Id prefix of the controls (the first gets `${id}-${firstValue}`); default: useId(). */
  id?: string;
  messages?: ValidationOverrides;
  className?: string;
}

/** Native radio buttons in a fieldset/legend; numeric option values stay numbers. */
export function RadioGroupField({
  name,
  legend,
  options,
  id,
  required,
  messages,
  className,
}: ChoiceProps & { options: readonly { value: OptionValue; label: ReactNode; lang?: string }[]; required?: boolean }) {
  const {
    value,
    onChange,
    onBlur: blur,
    register,
    wiring,
  } = useLiteField<OptionValue | null | undefined>(name, { id, messages });
  return (
    <RadioGroupControl
      {...wiring}
      name={name}
      legend={legend}
      options={options}
      value={value}
      onChange={onChange}
      onBlur={blur}
      required={required}
      firstRef={register}
      className={className}
    />
  );
}

/** Checkboxes in a fieldset/legend; the value is the list of the checked options' values. */
export function CheckboxGroupField({
  name,
  legend,
  options,
  id,
  messages,
  className,
}: ChoiceProps & { options: readonly { value: OptionValue; label: ReactNode }[] }) {
  const { value, onChange, onBlur: blur, register, wiring } = useLiteField<OptionValue[] | undefined>(name, { id, messages });
  return (
    <CheckboxGroupControl
      {...wiring}
      legend={legend}
      options={options}
      value={value}
      onChange={onChange}
      onBlur={blur}
      firstRef={register}
      className={className}
    />
  );
}

/** One checkbox (a boolean value) with its label, description and error. */
export function CheckboxField({
  name,
  label,
  description,
  id,
  required,
  messages,
  className,
}: Omit<LiteFieldProps, 'deps'> & { className?: string }) {
  const {
    value,
    onChange,
    onBlur: blur,
    register,
    wiring,
  } = useLiteField<boolean | undefined>(name, { id, description, messages });
  return (
    <CheckboxFrame {...wiring} label={label} description={description} required={required} className={className}>
      <input
        id={wiring.id}
        type="checkbox"
        name={name}
        className={checkboxClass}
        aria-describedby={wiring.describedBy}
        aria-invalid={wiring.invalid}
        aria-required={required || undefined}
        ref={register}
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onBlur={blur}
      />
    </CheckboxFrame>
  );
}
