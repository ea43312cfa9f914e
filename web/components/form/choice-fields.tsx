import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { cn } from '@/lib/utils';

interface RadioGroupFieldProps<T extends FieldValues> {
  name: Path<T>;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode; lang?: string }[];
  className?: string;
}

/** Native radio buttons in a fieldset/legend: keyboard and screen-reader behaviour for free. */
export function RadioGroupField<T extends FieldValues>({ name, legend, options, className }: RadioGroupFieldProps<T>) {
  const { register } = useFormContext<T>();
  const id = useId();
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            lang={option.lang}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              className="accent-primary"
              {...register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface CheckboxFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
}

export function CheckboxField<T extends FieldValues>({ name, label, description }: CheckboxFieldProps<T>) {
  const { register } = useFormContext<T>();
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 accent-primary"
        aria-describedby={description ? `${id}-description` : undefined}
        {...register(name)}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
