import { useEffect, type ReactNode } from 'react';
import { useErrorText, useFieldIds } from '@/components/form/field-frame';
import type { ValidationOverrides } from '@/components/form/messages';
import { useField, useFormContext } from './form';

/*
 * The public forms' fields: the same labels, frames, errors and aria wiring as the staff forms'
 * (components/form/field.tsx), bound to ./form.tsx. Each subscribes to its own value and error only. One module per
 * kind of field, so a page loads only the controls it shows (the sign-in no text areas, the evaluation no inputs).
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

/** The id and aria attributes of a field's control (they come before the caller's props, which may override them). */
export const controlAria = (wiring: ReturnType<typeof useLiteField>['wiring'], required: boolean | undefined) => ({
  id: wiring.id,
  'aria-invalid': wiring.invalid,
  'aria-describedby': wiring.describedBy,
  'aria-required': required || undefined,
});

/** Registers the paths checked again with `name`. */
function useDeps(name: string, deps: readonly string[] | undefined) {
  const store = useFormContext();
  const key = deps?.join(' ') ?? '';
  useEffect(() => {
    if (!key) return;
    return store.addDeps(name, key.split(' '));
  }, [store, name, key]);
}
