import type { ComponentProps, ReactNode } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { FieldFrame, useErrorText, useFieldIds } from './field-frame';
import { validationMessage, type ValidationOverrides } from './messages';

/** The presentation without react-hook-form (./field-frame.tsx), re-exported for the staff forms. */
export { FieldErrorMessage, FieldFrame, RequiredMark } from './field-frame';

/** The translated text of a field error: a validation key through the map, any other text as it is. */
export function useFieldErrorText(error: FieldError | undefined, overrides?: ValidationOverrides): string | undefined {
  return useErrorText(error?.message, overrides, validationMessage);
}

export interface FieldWiringOptions {
  /** A stable id (e.g. derived from the path, so an error summary can link to the field); default: useId(). */
  id?: string;
  description?: ReactNode;
  messages?: ValidationOverrides;
}

/** Ids, error text and aria attributes of one field of the surrounding form. */
export function useFieldWiring<T extends FieldValues>(name: Path<T>, { id, description, messages }: FieldWiringOptions) {
  // Subscribes to this field's state only: an error elsewhere does not re-render this field.
  const { errors } = useFormState<T>({ name });
  const error = get(errors, name) as FieldError | undefined;
  const errorText = useFieldErrorText(error, messages);
  return useFieldIds({ id, description, errorText });
}

export interface CommonFieldProps<T extends FieldValues> extends FieldWiringOptions {
  name: Path<T>;
  label: ReactNode;
  /** Marks the label with * and the control with aria-required (zod decides what is really required). */
  required?: boolean;
  registerOptions?: RegisterOptions<T, Path<T>>;
}

type TextFieldProps<T extends FieldValues> = Omit<ComponentProps<'input'>, 'name' | 'id' | 'required'> & CommonFieldProps<T>;

/** Label + input + description + error, wired for assistive technology (label for, aria-invalid, aria-describedby). */
export function TextField<T extends FieldValues>({
  name,
  label,
  description,
  messages,
  id: givenId,
  required,
  registerOptions,
  className,
  ...inputProps
}: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const wiring = useFieldWiring<T>(name, { id: givenId, description, messages });
  return (
    <FieldFrame {...wiring} label={label} required={required} description={description} className={className}>
      <Input
        id={wiring.id}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        aria-required={required || undefined}
        {...inputProps}
        {...register(name, registerOptions)}
      />
    </FieldFrame>
  );
}

type TextareaFieldProps<T extends FieldValues> = Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'required'> &
  CommonFieldProps<T>;

export function TextareaField<T extends FieldValues>({
  name,
  label,
  description,
  messages,
  id: givenId,
  required,
  registerOptions,
  className,
  ...textareaProps
}: TextareaFieldProps<T>) {
  const { register } = useFormContext<T>();
  const wiring = useFieldWiring<T>(name, { id: givenId, description, messages });
  return (
    <FieldFrame {...wiring} label={label} required={required} description={description} className={className}>
      <Textarea
        id={wiring.id}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        aria-required={required || undefined}
        {...textareaProps}
        {...register(name, registerOptions)}
      />
    </FieldFrame>
  );
}

type SelectFieldProps<T extends FieldValues> = Omit<ComponentProps<'select'>, 'name' | 'id' | 'required' | 'children'> &
  CommonFieldProps<T> & {
    options: readonly { value: string | number; label: string }[];
    /** The text of the empty first option ("please choose"). */
    placeholder?: string;
  };

/** A native select; numeric option values come back as numbers (empty -> undefined). */
export function SelectField<T extends FieldValues>({
  name,
  label,
  description,
  messages,
  id: givenId,
  required,
  registerOptions,
  className,
  options,
  placeholder,
  ...selectProps
}: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  const wiring = useFieldWiring<T>(name, { id: givenId, description, messages });
  const numeric = options.length > 0 && options.every((option) => typeof option.value === 'number');
  const setValueAs = numeric ? (value: unknown) => (value === '' || value == null ? undefined : Number(value)) : undefined;
  return (
    <FieldFrame {...wiring} label={label} required={required} description={description} className={className}>
      <NativeSelect
        id={wiring.id}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        aria-required={required || undefined}
        {...selectProps}
        {...register(name, { ...registerOptions, ...(setValueAs ? { setValueAs } : {}) } as RegisterOptions<T, Path<T>>)}
      >
        <option value="">{placeholder ?? ''}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}
