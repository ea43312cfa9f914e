import { useId, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { FieldErrorMessage, RequiredMark, useFieldWiring } from './field';
import type { ValidationOverrides } from './messages';

const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring has-disabled:cursor-default';

type OptionValue = string | number;

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
        <fieldset className={cn('grid gap-2', className)} aria-describedby={wiring.describedBy}>
          <legend className="mb-2 text-sm font-medium">
            {legend}
            {required && <RequiredMark />}
          </legend>
          <div className="flex flex-wrap gap-2">
            {options.map((option) => {
              const optionId = `${wiring.id}-${option.value}`;
              return (
                <label key={option.value} htmlFor={optionId} lang={option.lang} className={choiceClass}>
                  <input
                    id={optionId}
                    type="radio"
                    name={field.name}
                    value={String(option.value)}
                    checked={field.value === option.value}
                    onChange={() => field.onChange(option.value)}
                    onBlur={field.onBlur}
                    disabled={field.disabled}
                    ref={option === options[0] ? field.ref : undefined}
                    className="accent-primary"
                  />
                  {option.label}
                </label>
              );
            })}
          </div>
          <FieldErrorMessage id={wiring.errorId}>{wiring.errorText}</FieldErrorMessage>
        </fieldset>
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
      render={({ field }) => {
        const checked: OptionValue[] = Array.isArray(field.value) ? (field.value as OptionValue[]) : [];
        return (
          <fieldset className={cn('grid gap-2', className)} aria-describedby={wiring.describedBy}>
            <legend className="mb-2 text-sm font-medium">{legend}</legend>
            <div className="flex flex-wrap gap-2">
              {options.map((option) => {
                const optionId = `${wiring.id}-${option.value}`;
                return (
                  <label key={option.value} htmlFor={optionId} className={choiceClass}>
                    <input
                      id={optionId}
                      type="checkbox"
                      value={String(option.value)}
                      checked={checked.includes(option.value)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...checked, option.value] : checked.filter((value) => value !== option.value),
                        )
                      }
                      onBlur={field.onBlur}
                      disabled={field.disabled}
                      ref={option === options[0] ? field.ref : undefined}
                      className="size-4 accent-primary"
                    />
                    {option.label}
                  </label>
                );
              })}
            </div>
            <FieldErrorMessage id={wiring.errorId}>{wiring.errorText}</FieldErrorMessage>
          </fieldset>
        );
      }}
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
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={wiring.id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          aria-describedby={wiring.describedBy}
          aria-invalid={wiring.invalid}
          aria-required={required || undefined}
          {...register(name)}
        />
        <div className="grid gap-0.5">
          <label htmlFor={wiring.id} className="text-sm font-medium">
            {label}
            {required && <RequiredMark />}
          </label>
          {description && (
            <div id={wiring.descriptionId} className="text-sm text-muted-foreground">
              {description}
            </div>
          )}
        </div>
      </div>
      <FieldErrorMessage id={wiring.errorId}>{wiring.errorText}</FieldErrorMessage>
    </div>
  );
}
