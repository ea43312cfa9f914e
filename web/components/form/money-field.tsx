import { useState, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FieldErrorMessage, RequiredMark, useFieldWiring } from './field';
import { Label } from '@/components/ui/label';

/** `1'234.50`, `1234,5`, `1234` -> centimes; empty -> null; anything else -> NaN (zod reports "Bitte Zahl eingeben"). */
export function parseFrancs(text: string): number | null {
  const cleaned = text.replace(/['’\s]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

export const formatFrancs = (centimes: number | null | undefined) =>
  centimes === null || centimes === undefined || Number.isNaN(centimes) ? '' : (centimes / 100).toFixed(2);

interface MoneyFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  className?: string;
}

/** An amount in CHF typed by a person, kept in the form as integer centimes (null when empty). */
export function MoneyField<T extends FieldValues>({ name, label, required, description, className }: MoneyFieldProps<T>) {
  const { control } = useFormContext<T>();
  const wiring = useFieldWiring<T>(name, { description });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={className ? `grid content-start gap-1.5 ${className}` : 'grid content-start gap-1.5'}>
          <Label htmlFor={wiring.id}>
            {label}
            {required && <RequiredMark />}
          </Label>
          <MoneyInput
            id={wiring.id}
            value={field.value as number | null | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            invalid={wiring.invalid}
            describedBy={wiring.describedBy}
          />
          {description && (
            <p id={wiring.descriptionId} className="text-sm text-muted-foreground">
              {description}
            </p>
          )}
          <FieldErrorMessage id={wiring.errorId}>{wiring.errorText}</FieldErrorMessage>
        </div>
      )}
    />
  );
}

interface MoneyInputProps {
  id: string;
  value: number | null | undefined;
  onChange: (centimes: number | null) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Keeps what the person typed (also while it is not a number yet) and reports centimes. */
function MoneyInput({ id, value, onChange, onBlur, inputRef, invalid, describedBy }: MoneyInputProps) {
  const [text, setText] = useState(() => formatFrancs(value));
  return (
    <Input
      id={id}
      ref={inputRef}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseFrancs(event.target.value));
      }}
      onBlur={onBlur}
    />
  );
}
