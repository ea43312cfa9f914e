import { useLingui } from '@lingui/react/macro';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { get, useFormContext, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { validationMessage, type ValidationOverrides } from './messages';

/** The translated text of a field error: a validation key through the map, any other text as it is. */
export function useFieldErrorText(error: FieldError | undefined, overrides?: ValidationOverrides): string | undefined {
  const { i18n } = useLingui();
  if (!error) return undefined;
  const descriptor = validationMessage(error.message, overrides);
  return descriptor ? i18n._(descriptor) : error.message;
}

/** The error under a field: referenced by aria-describedby and announced (role=alert) when it appears. */
export function FieldErrorMessage({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

type TextFieldProps<T extends FieldValues> = Omit<ComponentProps<'input'>, 'name' | 'id'> & {
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
  messages?: ValidationOverrides;
};

/** Label + input + description + error, wired for assistive technology (label for, aria-invalid, aria-describedby). */
export function TextField<T extends FieldValues>({
  name,
  label,
  description,
  messages,
  className,
  ...inputProps
}: TextFieldProps<T>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<T>();
  const id = useId();
  const error = get(errors, name) as FieldError | undefined;
  const errorText = useFieldErrorText(error, messages);
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [descriptionId, errorText ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
        {...register(name)}
      />
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <FieldErrorMessage id={errorId}>{errorText}</FieldErrorMessage>
    </div>
  );
}
