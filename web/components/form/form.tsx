import type { ComponentProps, ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import type { ApiError } from '@/lib/api';

interface FormProps<TIn extends FieldValues, TOut> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  children: ReactNode;
}

/** A react-hook-form form: native validation off (zod decides), fields read the form through context. */
export function Form<TIn extends FieldValues, TOut>({ form, onSubmit, children, ...props }: FormProps<TIn, TOut>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * Puts a 422's field issues onto the matching fields (their messages are validation keys). Paths may be dotted
 * (`contact.email`, `slots.0.endTime`): an issue applies when its first segment is a field of the form.
 * Returns true when at least one issue matched a field of the form.
 */
export function applyFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: ApiError,
  { focus = true }: { focus?: boolean } = {},
): boolean {
  const known = new Set(Object.keys(form.getValues()));
  let applied = false;
  for (const issue of error.fields) {
    const root = issue.path.split('.')[0];
    if (!root || !known.has(root)) continue;
    form.setError(
      issue.path as Parameters<typeof form.setError>[0],
      { type: 'server', message: issue.message },
      { shouldFocus: focus && !applied },
    );
    applied = true;
  }
  return applied;
}
