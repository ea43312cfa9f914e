import { useEffect, type ComponentProps, type ReactNode } from 'react';
import {
  CheckboxFrame,
  CheckboxGroupControl,
  checkboxClass,
  RadioGroupControl,
  type OptionValue,
} from '@/components/form/choice-controls';
import { FieldFrame, useErrorText, useFieldIds } from '@/components/form/field-frame';
import type { ValidationOverrides } from '@/components/form/messages';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useField, useFormContext } from './form';

/*
 * The public forms' fields: the same labels, frames, errors and aria wiring as the staff forms'
 * (components/form/field.tsx), bound to ./form.tsx. Each subscribes to its own value and error only.
 */

export interface LiteFieldProps {
  /** The dotted path of the value (`contact.email`). */
  name: string;
  label: ReactNode;
  /** A stable id (e.g. derived from the path, so an error summary can link to it); default: useId(). */
  id?: string;
  description?: ReactNode;
  messages?: ValidationOverrides;
  /** Marks the label with * and the control with aria-required (the form's rules decide what is really required). */
  required?: boolean;
  /** Checked again with this field after a failed submission (e.g. the end time with the start time). */
  deps?: readonly string[];
}

/** The field's state, ids and aria attributes. */
export function useLiteField<V>(name: string, { id, description, messages, deps }: Omit<LiteFieldProps, 'name' | 'label'>) {
  const { value, error, onChange, onBlur, register } = useField<V>(name);
  const errorText = useErrorText(error, messages);
  const wiring = useFieldIds({ id, description, errorText });
  useDeps(name, deps);
  return { value, onChange, onBlur, register, wiring };
}

/** Registers the paths checked again with `name`. */
function useDeps(name: string, deps: readonly string[] | undefined) {
  const store = useFormContext();
  const key = deps?.join(' ') ?? '';
  useEffect(() => {
    if (!key) return;
    return store.addDeps(name, key.split(' '));
  }, [store, name, key]);
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'id' | 'required' | 'value' | 'defaultValue' | 'onChange'> &
  LiteFieldProps;

/** Label + input + description + error, wired for assistive technology (label for, aria-invalid, aria-describedby). */
export function TextField({
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
}: TextFieldProps) {
  const {
    value,
    onChange,
    onBlur: blur,
    register,
    wiring,
  } = useLiteField<string | undefined>(name, { id, description, messages, deps });
  return (
    <FieldFrame {...wiring} label={label} required={required} description={description} className={className}>
      <Input
        id={wiring.id}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        aria-required={required || undefined}
        {...inputProps}
        name={name}
        ref={register}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={(event) => {
          blur();
          onBlur?.(event);
        }}
      />
    </FieldFrame>
  );
}

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'required' | 'value' | 'defaultValue' | 'onChange'> &
  LiteFieldProps;

export function TextareaField({
  name,
  label,
  description,
  messages,
  id,
  required,
  deps,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  const {
    value,
    onChange,
    onBlur: blur,
    register,
    wiring,
  } = useLiteField<string | undefined>(name, { id, description, messages, deps });
  return (
    <FieldFrame {...wiring} label={label} required={required} description={description} className={className}>
      <Textarea
        id={wiring.id}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        aria-required={required || undefined}
        {...textareaProps}
        name={name}
        ref={register}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={blur}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'name' | 'id' | 'required' | 'children' | 'value' | 'onChange'> &
  LiteFieldProps & {
    options: readonly { value: string | number; label: string }[];
    /** The text of the empty first option ("please choose"). */
    placeholder?: string;
  };

/** A native select; numeric option values come back as numbers (empty -> undefined). */
export function SelectField({
  name,
  label,
  description,
  messages,
  id,
  required,
  deps,
  className,
  options,
  placeholder,
  ...selectProps
}: SelectFieldProps) {
  const {
    value,
    onChange,
    onBlur: blur,
    register,
    wiring,
  } = useLiteField<string | number | undefined>(name, { id, description, messages, deps });
  const numeric = options.length > 0 && options.every((option) => typeof option.value === 'number');
  return (
    <FieldFrame {...wiring} label={label} required={required} description={description} className={className}>
      <NativeSelect
        id={wiring.id}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        aria-required={required || undefined}
        {...selectProps}
        name={name}
        ref={register}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event) => {
          const text = event.currentTarget.value;
          onChange(numeric ? (text === '' ? undefined : Number(text)) : text);
        }}
        onBlur={blur}
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
