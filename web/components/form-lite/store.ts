/**
 * The state of one form of the public pages (inquiry, login, evaluation), without react-hook-form: values, errors by
 * dotted path (`contact.email`, `slots.0.endTime`) holding validation keys, touched fields, the submission state,
 * and listeners per path, so that a keystroke wakes only the field that changed (and whoever watches a path above
 * it), not the ~40 fields of the inquiry form. No React here: ./form.tsx binds it to components.
 */

/** Field errors by dotted path; each message is a validation key (components/form/messages.ts) or a ready text. */
export type FieldErrors = Record<string, string>;

/** A form's rules: the values it sends, or the errors by path. */
export type ValidationResult<TOut> = { values: TOut; errors?: undefined } | { values?: undefined; errors: FieldErrors };
export type Validate<TValues, TOut> = (values: TValues) => ValidationResult<TOut>;

type Listener = () => void;

/** `slots.0.date` -> ['slots', '0', 'date']; '' is the whole form. */
const segments = (path: string): string[] => (path === '' ? [] : path.split('.'));

/** The value at a dotted path (undefined when a step is missing). */
export function getPath(source: unknown, path: string): unknown {
  let node = source;
  for (const key of segments(path)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `source` with `value` at `path`; every object and array on the way is copied, the rest is shared. */
export function setPath<T>(source: T, path: string, value: unknown): T {
  const keys = segments(path);
  if (keys.length === 0) return value as T;
  const write = (node: unknown, index: number): unknown => {
    const key = keys[index] as string;
    const isIndex = /^\d+$/.test(key);
    const copy: Record<string, unknown> | unknown[] = Array.isArray(node)
      ? [...node]
      : node !== null && typeof node === 'object'
        ? { ...(node as Record<string, unknown>) }
        : isIndex
          ? []
          : {};
    const child = (copy as Record<string, unknown>)[key];
    (copy as Record<string, unknown>)[key] = index === keys.length - 1 ? value : write(child, index + 1);
    return copy;
  };
  return write(source, 0) as T;
}

/** Is `path` the same as `other` or inside it (`slots.0.date` is inside `slots`)? '' contains everything. */
export const isWithin = (path: string, other: string): boolean => other === '' || path === other || path.startsWith(`${other}.`);

/** Do two paths overlap: one is the other, or inside it? */
const related = (a: string, b: string) => isWithin(a, b) || isWithin(b, a);

export interface FormStoreOptions<TValues, TOut> {
  defaultValues: TValues;
  /**
   * The rules; may arrive later (a chunk loaded on the first touch of the form): `setValidate`. Without rules a
   * submission sends the values as they are.
   */
  validate?: Validate<TValues, TOut>;
}

export type FormStore<TValues, TOut = TValues> = ReturnType<typeof createFormStore<TValues, TOut>>;

export function createFormStore<TValues, TOut = TValues>(options: FormStoreOptions<TValues, TOut>) {
  let values = options.defaultValues;
  let errors: FieldErrors = {};
  const touched = new Set<string>();
  let submitting = false;
  let submitCount = 0;
  let validate = options.validate;
  /**
   * After a failed submission a change checks its field again (as the staff forms do); the paths registered here
   * are checked with it (the start time -> the end time). A list per registration, so each can be taken back.
   */
  const deps = new Map<string, Set<readonly string[]>>();

  const valueListeners = new Map<string, Set<Listener>>();
  const errorListeners = new Map<string, Set<Listener>>();
  const stateListeners = new Set<Listener>();
  const changeListeners = new Set<(path: string, values: TValues) => void>();
  /** The controls by path, to focus a field (error summary, first error, a server's 422). */
  const elements = new Map<string, HTMLElement>();

  const listen = (map: Map<string, Set<Listener>>, path: string, listener: Listener) => {
    let set = map.get(path);
    if (!set) map.set(path, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) map.delete(path);
    };
  };
  /** Wakes the listeners of every path that overlaps one of `paths`. */
  const wake = (map: Map<string, Set<Listener>>, paths: readonly string[]) => {
    const due: Listener[] = [];
    for (const [key, set] of map) {
      if (paths.some((path) => related(key, path))) due.push(...set);
    }
    for (const listener of due) listener();
  };
  const wakeState = () => {
    for (const listener of [...stateListeners]) listener();
  };

  function setErrorsWithin(next: FieldErrors, scopes: readonly string[]) {
    const merged: FieldErrors = {};
    for (const [path, message] of Object.entries(errors)) {
      if (!scopes.some((scope) => isWithin(path, scope))) merged[path] = message;
    }
    for (const [path, message] of Object.entries(next)) {
      if (scopes.some((scope) => isWithin(path, scope))) merged[path] = message;
    }
    const changed = Object.keys({ ...errors, ...merged }).filter((path) => errors[path] !== merged[path]);
    errors = merged;
    if (changed.length > 0) wake(errorListeners, changed);
  }

  /** After a failed submission: the changed path (with what it holds), its dependants and its parents' own errors. */
  function revalidate(path: string) {
    if (submitCount === 0 || !validate) return;
    const result = validate(values);
    const found = result.errors ?? {};
    const parents = segments(path)
      .slice(0, -1)
      .map((_, index, keys) => keys.slice(0, index + 1).join('.'));
    const dependants = [...(deps.get(path) ?? [])].flat();
    const exact = new Set([...parents, ...dependants]);
    // Exactly the parents' and dependants' own errors; everything inside the changed path.
    const next: FieldErrors = {};
    for (const [key, message] of Object.entries(found)) if (exact.has(key) || isWithin(key, path)) next[key] = message;
    const merged: FieldErrors = { ...errors };
    for (const key of Object.keys(merged)) if (exact.has(key) || isWithin(key, path)) delete merged[key];
    Object.assign(merged, next);
    const changed = Object.keys({ ...errors, ...merged }).filter((key) => errors[key] !== merged[key]);
    errors = merged;
    if (changed.length > 0) wake(errorListeners, changed);
  }

  const store = {
    getValues: () => values,
    get: (path: string): unknown => getPath(values, path),
    /**
     * Sets a value. With `validate` (what the person types or picks; the fields pass it) the field is checked again
     * once the form has been submitted, as the staff forms do; a value set by the code (a field emptied after a wrong
     * code) is not.
     */
    set(path: string, value: unknown, { validate: check = false }: { validate?: boolean } = {}) {
      if (getPath(values, path) === value) return;
      values = setPath(values, path, value);
      wake(valueListeners, [path]);
      for (const listener of [...changeListeners]) listener(path, values);
      if (check) revalidate(path);
    },
    /** New values and no errors (a form started again). */
    reset(next: TValues) {
      values = next;
      const had = Object.keys(errors);
      errors = {};
      touched.clear();
      submitCount = 0;
      wake(valueListeners, ['']);
      if (had.length > 0) wake(errorListeners, had);
      wakeState();
    },

    getError: (path: string): string | undefined => errors[path],
    getErrors: () => errors,
    /** Sets (or with undefined clears) one field's error. */
    setError(path: string, message: string | undefined) {
      const next: FieldErrors = { ...errors };
      if (message) next[path] = message;
      else delete next[path];
      setErrorsWithin(next, [path]);
    },
    /** Replaces every error. */
    setErrors(next: FieldErrors) {
      setErrorsWithin(next, ['']);
    },
    /** Clears the errors of a path and of everything inside it. */
    clearErrors(path = '') {
      setErrorsWithin({}, [path]);
    },

    isTouched: (path: string) => touched.has(path),
    touch(path: string) {
      touched.add(path);
    },

    isSubmitting: () => submitting,
    getSubmitCount: () => submitCount,
    setSubmitting(next: boolean) {
      if (submitting === next) return;
      submitting = next;
      wakeState();
    },

    /** `paths` are checked again with `path` after a failed submission; returns the undo. */
    addDeps(path: string, paths: readonly string[]) {
      let lists = deps.get(path);
      if (!lists) deps.set(path, (lists = new Set()));
      lists.add(paths);
      return () => {
        lists.delete(paths);
        if (lists.size === 0) deps.delete(path);
      };
    },

    hasValidate: () => validate !== undefined,
    setValidate(next: Validate<TValues, TOut>) {
      validate = next;
    },
    /** Checks every field: the values to send, or the errors (then also set on the fields). */
    check(): ValidationResult<TOut> {
      submitCount += 1;
      wakeState();
      const result: ValidationResult<TOut> = validate ? validate(values) : { values: values as unknown as TOut };
      store.setErrors(result.errors ?? {});
      return result;
    },

    registerElement(path: string, element: HTMLElement | null) {
      if (element) elements.set(path, element);
      else elements.delete(path);
    },
    /** The control of a path, or of the first path inside it that has one. */
    elementOf(path: string): HTMLElement | undefined {
      const exact = elements.get(path);
      if (exact) return exact;
      return firstInDocument([...elements].filter(([key]) => isWithin(key, path)).map(([, element]) => element));
    },
    /** Focuses the first field (in the page's order) that has an error. Returns whether one took the focus. */
    focusFirstError(): boolean {
      const candidates = Object.keys(errors)
        .map((path) => store.elementOf(path))
        .filter((element): element is HTMLElement => !!element);
      const first = firstInDocument(candidates);
      first?.focus();
      return !!first;
    },

    subscribeValue: (path: string, listener: Listener) => listen(valueListeners, path, listener),
    subscribeError: (path: string, listener: Listener) => listen(errorListeners, path, listener),
    subscribeState(listener: Listener) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    /** Every change of a value, with its path. */
    subscribeChanges(listener: (path: string, values: TValues) => void) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
  };
  return store;
}

/** The element that comes first in the document. */
function firstInDocument(elements: readonly HTMLElement[]): HTMLElement | undefined {
  let first: HTMLElement | undefined;
  for (const element of elements) {
    if (!element.isConnected) continue;
    if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) first = element;
  }
  return first;
}
