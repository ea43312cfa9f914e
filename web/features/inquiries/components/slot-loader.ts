import { useLingui } from '@lingui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { networkError } from '@/lib/public-error-messages';
import { toast } from '@/lib/toast';
import type * as SlotModule from './slot-fieldset';

/*
 * The date rows of the workshops (slot-fieldset.tsx with the Swiss date and time inputs, the weekend and
 * school-holiday notices): their own chunk. A new visitor has no date row until they set an amount, so `/` loads
 * it with the first touch of the form (beside the rules); a form that starts with slots (a restored draft, the
 * read and update modes) waits for it before it shows (useSlotChunk), so nothing jumps when it arrives.
 */

type Module = typeof SlotModule;

let loaded: Module | null = null;
let loading: Promise<Module> | null = null;
const listeners = new Set<() => void>();

/** Loads the chunk once (a failed load, e.g. offline, is tried again next time). */
export function loadSlotChunk(): Promise<Module> {
  loading ??= import('./slot-fieldset').then(
    (module) => {
      loaded = module;
      for (const listener of [...listeners]) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The chunk once it is there (null before). With `load` it is loaded; a failed load (offline) says so in a snackbar
 * and is tried again when `retry` changes (the next step of the amount).
 */
export function useSlotChunk(load: boolean, retry: unknown = null): { module: Module | null; failed: boolean } {
  const { i18n } = useLingui();
  const module = useSyncExternalStore(subscribe, () => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!load || module) return;
    let active = true;
    loadSlotChunk().then(
      () => active && setFailed(false),
      () => {
        if (!active) return;
        setFailed(true);
        toast.error(i18n._(networkError));
      },
    );
    return () => {
      active = false;
    };
  }, [load, module, retry, i18n]);
  return { module, failed };
}
