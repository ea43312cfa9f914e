import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { MessageDescriptor } from '@lingui/core';
import type { ValidationOverrides } from './messages';
import { publicValidationMessage } from './public-messages';

/*
 * The presentation of a form field, without any form library: the react-hook-form fields (./field.tsx, the staff
 * forms) and the public forms' own fields (components/form-lite) both draw their fields with these.
 */

/**
 * The translated text of an error message: a validation key through `lookup` (by default the keys the public pages
 * meet, ./public-messages.ts; the staff forms pass every key's, ./messages.ts), any other text as it is.
 */
export function useErrorText(
  message: string | undefined,
  overrides?: ValidationOverrides,
  lookup: (message: string) => MessageDescriptor | null = publicValidationMessage,
): string | undefined {
  const { i18n } = useLingui();
  if (!message) return undefined;
  const descriptor = overrides?.[message as keyof ValidationOverrides] ?? lookup(message);
  return descriptor ? i18n._(descriptor) : message;
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

/** The "*" after the label of a required field (the field itself carries aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive" data-required-mark="">
      {' *'}
    </span>
  );
}

/** Ids and aria attributes of one field, from its (translated) error text. */
export function useFieldIds({
  id: givenId,
  description,
  errorText,
}: {
  id?: string;
  description?: ReactNode;
  errorText?: string;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [descriptionId, errorText ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return { id, errorId, errorText, descriptionId, describedBy, invalid: errorText ? true : undefined };
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  descriptionId?: string;
  errorId: string;
  errorText?: string;
  className?: string;
  children: ReactNode;
}

/** Label, the control, description and error of one field (the control comes from the caller). */
export function FieldFrame({
  id,
  label,
  required,
  description,
  descriptionId,
  errorId,
  errorText,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <FieldErrorMessage id={errorId}>{errorText}</FieldErrorMessage>
    </div>
  );
}
