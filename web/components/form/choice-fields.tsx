import { useId, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxFrame, CheckboxGroupControl, checkboxClass, RadioGroupControl, type OptionValue } from './choice-controls';
import { useFieldWiring } from './field';
import type { ValidationOverrides } from './messages';

interface RadioGroupFieldProps<T extends FieldValues> {
  name: Path<T>;
  legend: ReactNode;
  options: readonly { value: OptionValue; label: ReactNode; lang?: string }[];
  /** Id prefix of the radios (the first radio gets `${id}-${firstValue}`); default: useId(). */
  id?: string;
  required?: boolean;
  messages?: ValidationOverrides;
  className?: string;
}

/**
 * Native radio buttons in a fieldset/legend: keyboard and screen-reader behaviour for free. Numeric option values
 * are kept as numbers in the form (e.g. a salutation 1/2/3).
 */
export function RadioGroupField<T extends FieldValues>({
  name,
  legend,
  options,
  id: givenId,
  required,
  messages,
  className,
}: RadioGroupFieldProps<T>) {
  const { control } = useFormContext<T>();
  const wiring = useFieldWiring<T>(name, { id: givenId, messages });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroupControl
          {...wiring}
          name={field.name}
          legend={legend}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled}
          required={required}
          firstRef={field.ref}
          className={className}
        />
      )}
    />
  );
}

interface CheckboxGroupFieldProps<T extends FieldValues> {
  name: Path<T>;
  legend: ReactNode;
  /** The form value is the list of the checked options' values. */
  options: readonly { value: OptionValue; label: ReactNode }[];
  id?: string;
  className?: string;
}

export function CheckboxGroupField<T extends FieldValues>({
  name,
  legend,
  options,
  id: givenId,
  className,
}: CheckboxGroupFieldProps<T>) {
  const { control } = useFormContext<T>();
  const wiring = useFieldWiring<T>(name, { id: givenId });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxGroupControl
          {...wiring}
          legend={legend}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled}
          firstRef={field.ref}
          className={className}
        />
      )}
    />
  );
}

interface CheckboxFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
  id?: string;
  required?: boolean;
  messages?: ValidationOverrides;
  className?: string;
}

export function CheckboxField<T extends FieldValues>({
  name,
  label,
  description,
  id: givenId,
  required,
  messages,
  className,
}: CheckboxFieldProps<T>) {
  const { register } = useFormContext<T>();
  const fallbackId = useId();
  const wiring = useFieldWiring<T>(name, { id: givenId ?? fallbackId, description, messages });
  return (
    <CheckboxFrame {...wiring} label={label} description={description} required={required} className={className}>
      <input
        id={wiring.id}
        type="checkbox"
        className={checkboxClass}
        aria-describedby={wiring.describedBy}
        aria-invalid={wiring.invalid}
        aria-required={required || undefined}
        {...register(name)}
      />
    </CheckboxFrame>
  );
}
