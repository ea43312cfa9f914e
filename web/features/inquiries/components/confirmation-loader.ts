import type * as ConfirmationModule from './inquiry-confirmation';

/*
 * The confirmation shown after sending (inquiry-confirmation.tsx): its own chunk, off the first load of `/`. The
 * form's first touch starts loading it and a successful submission waits for it before showing it, so it appears in
 * one piece.
 */

type Module = typeof ConfirmationModule;

let loading: Promise<Module> | null = null;
let loaded: Module | null = null;

/** Loads the chunk once (a failed load, e.g. offline, is tried again next time). */
export function loadConfirmation(): Promise<Module> {
  loading ??= import('./inquiry-confirmation').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The chunk if it is already there. */
export const loadedConfirmation = (): Module | null => loaded;

/** Starts loading it (its failure shows up on use). */
export const prefetchConfirmation = () => void loadConfirmation().catch(() => undefined);
