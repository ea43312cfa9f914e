import type { ComponentProps } from 'react';
import { FieldFrame } from '@/components/form/field-frame';
import { Textarea } from '@/components/ui/textarea';
import { controlAria, useLiteField, type LiteFieldProps } from './field-wiring';

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
  onBlur,
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
        {...controlAria(wiring, required)}
        {...textareaProps}
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
