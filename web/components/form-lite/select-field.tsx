import type { ComponentProps } from 'react';
import { FieldFrame } from '@/components/form/field-frame';
import { NativeSelect } from '@/components/ui/native-select';
import { controlAria, useLiteField, type LiteFieldProps } from './field-wiring';

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
        {...controlAria(wiring, required)}
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
