import { useEffect, useReducer, useRef } from 'react';
import { isApiError } from './api';

/*
 * What a page without sign-in reads from the API (the organisation, base data, the inquiry form's data, an evaluation,
 * a link's request), cached per key for the life of the page. The public pages' light stand-in for SWR, which loads
 * with the back office (docs/decisions/053-light-public-pages.md): the same answers (`data`, `error`, `isLoading`,
 * `mutate`), one request per key at a time, a key fetched once unless `mutate()` asks again, and, as the back
 * office's SWR does, errors other than 4xx retried three times with a growing pause.
 */

interface Entry {
  data?: unknown;
  error?: unknown;
  pending?: Promise<void>;
  /** How the last request was made: `refreshPublicData` asks the same way again. */
  refetch?: () => Promise<void>;
}

const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();
const RETRIES = 3;

const notify = (key: string) => listeners.get(key)?.forEach((listener) => listener());
const entryOf = (key: string): Entry => {
  let entry = entries.get(key);
  if (!entry) entries.set(key, (entry = {}));
  return entry;
};
const retriable = (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fetchKey<T>(key: string, load: () => Promise<T>, options: PublicDataOptions<T>): Promise<void> {
  const entry = entryOf(key);
  entry.refetch = () => fetchKey(key, load, options);
  if (entry.pending) return entry.pending;
  const attempt = async (retry: number): Promise<void> => {
    try {
      const data = await load();
      Object.assign(entry, { data, error: undefined });
      options.onSuccess?.(data);
    } catch (error) {
      if (options.retry !== false && retry < RETRIES && retriable(error)) {
        await pause(1000 * 2 ** retry);
        return attempt(retry + 1);
      }
      entry.error = error;
    }
  };
  entry.pending = attempt(0).finally(() => {
    entry.pending = undefined;
    notify(key);
  });
  return entry.pending;
}

/** Replaces what `key` holds (an answer the page already has), without a request. */
export function setPublicData<T>(key: string, data: T): void {
  Object.assign(entryOf(key), { data, error: undefined });
  notify(key);
}

/** Fetches `key` again if a page has asked for it (a change made in the back office shows on the public pages). */
export function refreshPublicData(key: string): void {
  void entries.get(key)?.refetch?.();
}

/** Forgets every answer: each test starts without them. */
export function clearPublicData(): void {
  entries.clear();
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

/** `key` null: nothing is fetched (yet). */
export function usePublicData<T>(
  key: string | null,
  load: () => Promise<T>,
  options: PublicDataOptions<T> = {},
): PublicData<T> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const latest = useRef({ load, options });
  latest.current = { load, options };
  const previous = useRef<T | undefined>(undefined);
  const entry = key === null ? undefined : entries.get(key);
  const shown = useRef<Entry | undefined>(undefined);
  shown.current = entry && { data: entry.data, error: entry.error };

  useEffect(() => {
    if (key === null) return;
    let keyListeners = listeners.get(key);
    if (!keyListeners) listeners.set(key, (keyListeners = new Set()));
    keyListeners.add(rerender);
    const entry = entryOf(key);
    if (entry.data === undefined && !entry.pending) void fetchKey(key, latest.current.load, latest.current.options);
    // An answer that came between the render and now.
    if (entry.data !== shown.current?.data || entry.error !== shown.current?.error) rerender();
    return () => void keyListeners.delete(rerender);
  }, [key]);

  const own = entry?.data as T | undefined;
  if (own !== undefined) previous.current = own;
  const data = own ?? (options.keepPreviousData ? previous.current : undefined) ?? options.fallbackData;
  const mutate = async (next?: T, { revalidate = true }: { revalidate?: boolean } = {}) => {
    if (key === null) return;
    if (next !== undefined) setPublicData(key, next);
    if (next === undefined || revalidate) {
      entryOf(key).error = undefined;
      notify(key);
      await fetchKey(key, latest.current.load, latest.current.options);
    }
  };
  return {
    data,
    error: entry?.error,
    isLoading: key !== null && own === undefined && entry?.error === undefined,
    mutate,
  };
}
