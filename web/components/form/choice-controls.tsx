import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/utils';
import { FieldErrorMessage, RequiredMark } from './field-frame';

/*
 * Radio and checkbox groups and a single checkbox as drawn, without any form library: ./choice-fields.tsx wires them
 * to react-hook-form (staff forms), components/form-lite to the public forms' own form state.
 */

const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring has-disabled:cursor-default';

export type OptionValue = string | number;

/** Ids and error of a group (from useFieldIds). */
interface GroupWiring {
  /** Id prefix of the controls: an option's control is `${id}-${value}`. */
  id: string;
  errorId: string;
  errorText?: string;
  describedBy?: string;
}

interface RadioGroupControlProps extends GroupWiring {
  /** The radios' shared name. */
  name: string;
  legend: ReactNode;
  options: readonly { value: OptionValue; label: ReactNode; lang?: string }[];
  value: unknown;
  onChange: (value: OptionValue) => void;
  onBlur?: () => void;
  disabled?: boolean;
  required?: boolean;
  /** Gets the first radio (focus on error). */
  firstRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** Native radio buttons in a fieldset/legend: keyboard and screen-reader behaviour for free. */
export function RadioGroupControl({
  id,
  errorId,
  errorText,
  describedBy,
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  required,
  firstRef,
  className,
}: RadioGroupControlProps) {
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={optionId} lang={option.lang} className={choiceClass}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={String(option.value)}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                disabled={disabled}
                ref={option === options[0] ? firstRef : undefined}
                className="accent-primary"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldErrorMessage id={errorId}>{errorText}</FieldErrorMessage>
    </fieldset>
  );
}

interface CheckboxGroupControlProps extends GroupWiring {
  legend: ReactNode;
  /** The value is the list of the checked options' values. */
  options: readonly { value: OptionValue; label: ReactNode }[];
  value: unknown;
  onChange: (value: OptionValue[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  firstRef?: Ref<HTMLInputElement>;
  className?: string;
}

export function CheckboxGroupControl({
  id,
  errorId,
  errorText,
  describedBy,
  legend,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  firstRef,
  className,
}: CheckboxGroupControlProps) {
  const checked: OptionValue[] = Array.isArray(value) ? (value as OptionValue[]) : [];
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={optionId} className={choiceClass}>
              <input
                id={optionId}
                type="checkbox"
                value={String(option.value)}
                checked={checked.includes(option.value)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...checked, option.value] : checked.filter((item) => item !== option.value))
                }
                onBlur={onBlur}
                disabled={disabled}
                ref={option === options[0] ? firstRef : undefined}
                className="size-4 accent-primary"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldErrorMessage id={errorId}>{errorText}</FieldErrorMessage>
    </fieldset>
  );
}

interface CheckboxFrameProps extends GroupWiring {
  label: ReactNode;
  description?: ReactNode;
  descriptionId?: string;
  required?: boolean;
  className?: string;
  /** The checkbox itself (`id` = the wiring's id), from the caller. */
  children: ReactNode;
}

/** A single checkbox with its label, description and error (the input comes from the caller). */
export function CheckboxFrame({
  id,
  errorId,
  errorText,
  label,
  description,
  descriptionId,
  required,
  className,
  children,
}: CheckboxFrameProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-start gap-3">
        {children}
        <div className="grid gap-0.5">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
            {required && <RequiredMark />}
          </label>
          {description && (
            <div id={descriptionId} className="text-sm text-muted-foreground">
              {description}
            </div>
          )}
        </div>
      </div>
      <FieldErrorMessage id={errorId}>{errorText}</FieldErrorMessage>
    </div>
  );
}

/** The classes of a single checkbox input. */
export const checkboxClass = 'mt-0.5 size-4 shrink-0 accent-primary';
