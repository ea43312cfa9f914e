import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isApiError } from './api';

/*
 * What a page without sign-in reads from the API (the organisation, base data, the inquiry form's data, an evaluation,
 * a link's request), cached per key for the life of the page. The public pages' light stand-in for SWR, which loads
 * with the back office (docs/decisions/053-light-public-pages.md): the same answers (`data`, `error`, `isLoading`,
 * `mutate`), one request per key at a time, a key fetched once unless `mutate()` asks again, and, as the back
 * office's SWR does, an error other than a 4xx shown at once and retried three times after a growing pause (2, 4, 8 s).
 */

/** What a key holds: replaced, never changed, on each news (what `useSyncExternalStore` compares). */
interface Snapshot {
  data?: unknown;
  error?: unknown;
}

const snapshots = new Map<string, Snapshot>();
const pending = new Map<string, Promise<void>>();
/** How each key was last asked for: `refreshPublicData` asks the same way again. */
const loaders = new Map<string, () => Promise<void>>();
const listeners = new Map<string, Set<() => void>>();
const retries = new Map<string, ReturnType<typeof setTimeout>>();
const RETRIES = 3;

function publish(key: string, snapshot: Snapshot): void {
  snapshots.set(key, snapshot);
  listeners.get(key)?.forEach((listener) => listener());
}
const retriable = (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500);

/** Asks for `key` now (unless a request is under way); a retriable error shows at once and is retried later. */
function fetchKey<T>(key: string, load: () => Promise<T>, options: PublicDataOptions<T>, retry = 0): Promise<void> {
  loaders.set(key, () => fetchKey(key, load, options));
  const running = pending.get(key);
  if (running) return running;
  clearTimeout(retries.get(key));
  const request = load()
    .then(
      (data) => {
        publish(key, { data });
        options.onSuccess?.(data);
      },
      (error: unknown) => {
        publish(key, { data: snapshots.get(key)?.data, error });
        if (options.retry === false || retry >= RETRIES || !retriable(error)) return;
        retries.set(
          key,
          setTimeout(() => void fetchKey(key, load, options, retry + 1), 2000 * 2 ** retry),
        );
      },
    )
    .finally(() => pending.delete(key));
  pending.set(key, request);
  return request;
}

/** Replaces what `key` holds (an answer the page already has), without a request. */
export function setPublicData<T>(key: string, data: T): void {
  publish(key, { data });
}

/**
 * The answers the worker embedded in the document (worker/features/page-documents, `<script id="public-data">`): the
 * app's first render has them, and asks the API for nothing it holds.
 */
export function seedPublicData(): void {
  try {
    const embedded = JSON.parse(document.getElementById('public-data')?.textContent ?? '{}') as Record<string, unknown>;
    for (const [key, data] of Object.entries(embedded)) if (data !== undefined) snapshots.set(key, { data });
  } catch {
    /* unreadable: the page asks the API as without */
  }
}

/** Fetches `key` again if a page has asked for it (a change made in the back office shows on the public pages). */
export function refreshPublicData(key: string): void {
  void loaders.get(key)?.();
}

/** Forgets every answer: each test starts without them. */
export function clearPublicData(): void {
  retries.forEach((timer) => clearTimeout(timer));
  retries.clear();
  snapshots.clear();
  loaders.clear();
}

export interface PublicDataOptions<T> {
  /** Shown until the first answer (the last one kept on this device). */
  fallbackData?: T;
  /** While a new key loads, the previous key's answer stays (a language switch keeps the page drawn). */
  keepPreviousData?: boolean;
  /** `false`: an error is final at once (no retries). */
  retry?: boolean;
  onSuccess?: (data: T) => void;
}

export interface PublicData<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet and one is on its way (or about to be asked for). */
  isLoading: boolean;
  /** With data: shows it (and fetches again unless `revalidate: false`); without: fetches again. */
  mutate: (data?: T, options?: { revalidate?: boolean }) => Promise<void>;
}

/** `key` null: nothing is fetched (yet). `key` names the request: a new `load` for the same key asks nothing new. */
export function usePublicData<T>(key: string | null, load: () => Promise<T>, options: PublicDataOptions<T> = {}): PublicData<T> {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => undefined;
      let keyListeners = listeners.get(key);
      if (!keyListeners) listeners.set(key, (keyListeners = new Set()));
      keyListeners.add(listener);
      return () => void keyListeners.delete(listener);
    },
    [key],
  );
  const snapshot = useSyncExternalStore(subscribe, () => (key === null ? undefined : snapshots.get(key)));

  useEffect(() => {
    if (key !== null && snapshots.get(key)?.data === undefined) void fetchKey(key, load, options);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the request (see above)
  }, [key]);

  // The last answer of any key, for `keepPreviousData` (state set while rendering: React's pattern for derived state).
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  const own = snapshot?.data as T | undefined;
  if (options.keepPreviousData && own !== undefined && own !== previous) setPrevious(own);

  return {
    data: own ?? (options.keepPreviousData ? previous : undefined) ?? options.fallbackData,
    error: snapshot?.error,
    isLoading: key !== null && own === undefined && snapshot?.error === undefined,
    mutate: async (next, { revalidate = true } = {}) => {
      if (key === null) return;
      if (next !== undefined) setPublicData(key, next);
      if (next !== undefined && !revalidate) return;
      if (next === undefined) publish(key, { data: snapshots.get(key)?.data });
      await fetchKey(key, load, options);
    },
  };
}
