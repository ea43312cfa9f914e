import type { ComponentProps } from 'react';
import { FieldFrame } from '@/components/form/field-frame';
import { Input } from '@/components/ui/input';
import { controlAria, useLiteField, type LiteFieldProps } from './field-wiring';

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
        {...controlAria(wiring, required)}
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
