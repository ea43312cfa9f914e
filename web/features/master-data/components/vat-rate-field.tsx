import { useState, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FieldFrame, useFieldWiring } from '@/components/form/field';
import { parseFrancs } from '@/components/form/money-field';
import { Input } from '@/components/ui/input';

/** `8.1`, `8,1`, `8.10`, `2.6` -> basis points (810, 260); empty -> undefined (unchanged); else NaN (zod says so). */
export function parseVatRate(text: string): number | undefined {
  // A percentage with at most two decimals is, times 100, what an amount in francs is in centimes.
  return parseFrancs(text) ?? undefined;
}

/** 810 -> `8.1`; nothing for a value that is not a number. */
export const formatVatRate = (basisPoints: number | null | undefined) =>
  basisPoints === null || basisPoints === undefined || Number.isNaN(basisPoints) ? '' : String(basisPoints / 100);

interface VatRateFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** A VAT rate typed in percent with up to two decimals, kept in the form as integer basis points. */
export function VatRateField<T extends FieldValues>({ name, label, description, className }: VatRateFieldProps<T>) {
  const { control } = useFormContext<T>();
  const wiring = useFieldWiring<T>(name, { description });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FieldFrame {...wiring} label={label} description={description} className={className}>
          <RateInput
            id={wiring.id}
            value={field.value as number | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            invalid={wiring.invalid}
            describedBy={wiring.describedBy}
          />
        </FieldFrame>
      )}
    />
  );
}

interface RateInputProps {
  id: string;
  value: number | undefined;
  onChange: (basisPoints: number | undefined) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Keeps what the person typed (also while it is not a number yet) and reports basis points. */
function RateInput({ id, value, onChange, onBlur, inputRef, invalid, describedBy }: RateInputProps) {
  const [text, setText] = useState(() => formatVatRate(value));
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
        onChange(parseVatRate(event.target.value));
      }}
      onBlur={onBlur}
    />
  );
}
