import {
  createContext,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { ApiError } from '@/lib/api';
import { createFormStore, type FieldErrors, type FormStore, type FormStoreOptions } from './store';

/*
 * React bindings of ./store.ts. Each hook subscribes to one path (its value, its error) or to the form's
 * submission state, so a change re-renders only the components that show it.
 */

// The context holds a store of any form; the hooks are typed by their caller.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStore = FormStore<any, any>;
const FormContext = createContext<AnyStore | null>(null);

/** A form's store, created once. */
export function useFormStore<TValues, TOut = TValues>(options: FormStoreOptions<TValues, TOut>): FormStore<TValues, TOut> {
  const [store] = useState(() => createFormStore<TValues, TOut>(options));
  return store;
}

export function FormProvider({ store, children }: { store: AnyStore; children: ReactNode }) {
  return <FormContext.Provider value={store}>{children}</FormContext.Provider>;
}

export function useFormContext<TValues = unknown, TOut = TValues>(): FormStore<TValues, TOut> {
  const store = useContext(FormContext);
  if (!store) throw new Error('A form-lite field outside its form');
  return store as FormStore<TValues, TOut>;
}

/** The value at a path; re-renders when it (or anything inside it) changes. */
export function useValue<V = unknown>(path: string): V {
  const store = useFormContext();
  const subscribe = useCallback((listener: () => void) => store.subscribeValue(path, listener), [store, path]);
  return useSyncExternalStore(subscribe, () => store.get(path)) as V;
}

/**
 * Something derived from the value at a path (a string or number, compared by value): re-renders only when it
 * changes, e.g. the list of a field array's items, not every keystroke inside them.
 */
export function useSelect<R extends string | number | boolean | undefined>(path: string, select: (value: unknown) => R): R {
  const store = useFormContext();
  const subscribe = useCallback((listener: () => void) => store.subscribeValue(path, listener), [store, path]);
  return useSyncExternalStore(subscribe, () => select(store.get(path)));
}

/** The error (validation key) of exactly this path. */
export function useError(path: string): string | undefined {
  const store = useFormContext();
  const subscribe = useCallback((listener: () => void) => store.subscribeError(path, listener), [store, path]);
  return useSyncExternalStore(subscribe, () => store.getError(path));
}

/** Every error of the form (an error summary). */
export function useErrors(): FieldErrors {
  const store = useFormContext();
  const subscribe = useCallback((listener: () => void) => store.subscribeError('', listener), [store]);
  return useSyncExternalStore(subscribe, store.getErrors);
}

/** Whether the form is being sent. */
export function useSubmitting(): boolean {
  const store = useFormContext();
  return useSyncExternalStore(store.subscribeState, store.isSubmitting);
}

/** One field: its value and error, and what its control needs (change, blur, `register` as its ref for focusing). */
export function useField<V = unknown>(path: string) {
  const store = useFormContext();
  const value = useValue<V>(path);
  const error = useError(path);
  const onChange = useCallback((next: V) => store.set(path, next, { validate: true }), [store, path]);
  const onBlur = useCallback(() => store.touch(path), [store, path]);
  const register = useCallback((element: HTMLElement | null) => store.registerElement(path, element), [store, path]);
  return { name: path, value, error, onChange, onBlur, register };
}

export interface SubmitHandlers<TOut> {
  /** Gets the checked values; a thrown error is the caller's (it is passed on). */
  onValid: (values: TOut) => Promise<void> | void;
  /** After a failed check; by default the first field with an error takes the focus. */
  onInvalid?: (errors: FieldErrors) => void;
  /** Before the check (e.g. load the rules' chunk); false ends the submission (the caller shows why). */
  prepare?: () => Promise<boolean>;
}

/** The form's submit handler: prepare, check, then send with the submitting state set. */
export function submitHandler<TValues, TOut>(store: FormStore<TValues, TOut>, handlers: SubmitHandlers<TOut>) {
  return async (event?: FormEvent) => {
    event?.preventDefault();
    if (store.isSubmitting()) return;
    store.setSubmitting(true);
    try {
      if (handlers.prepare && !(await handlers.prepare())) return;
      const result = store.check();
      if (result.errors) {
        if (handlers.onInvalid) handlers.onInvalid(result.errors);
        else store.focusFirstError();
        return;
      }
      await handlers.onValid(result.values);
    } finally {
      store.setSubmitting(false);
    }
  };
}

interface FormProps<TValues, TOut> extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid'>, SubmitHandlers<TOut> {
  store: FormStore<TValues, TOut>;
  children: ReactNode;
}

/** A form with its store in context: native validation off (the form's rules decide). */
export function Form<TValues, TOut>({ store, onValid, onInvalid, prepare, children, ...props }: FormProps<TValues, TOut>) {
  const submit = submitHandler(store, { onValid, onInvalid, prepare });
  return (
    <FormProvider store={store}>
      <form noValidate onSubmit={(event) => void submit(event)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * Puts a 422's field issues onto the matching fields (their messages are validation keys). Paths may be dotted
 * (`contact.email`, `slots.0.endTime`): an issue applies when its first segment is a field of the form. The first
 * matching field takes the focus unless `focus` is false. Returns true when at least one issue matched a field.
 */
export function applyFieldErrors(store: AnyStore, error: ApiError, { focus = true }: { focus?: boolean } = {}): boolean {
  const values = store.getValues() as Record<string, unknown>;
  const known = new Set(values && typeof values === 'object' ? Object.keys(values) : []);
  let applied = false;
  for (const issue of error.fields) {
    const root = issue.path.split('.')[0];
    if (!root || !known.has(root)) continue;
    store.setError(issue.path, issue.message);
    if (focus && !applied) store.elementOf(issue.path)?.focus();
    applied = true;
  }
  return applied;
}
