import { useSyncExternalStore } from 'react';

/** A tiny external store (no dependency): plain state, shallow merges, synchronous listeners. */
export interface Store<T extends object> {
  get(): T;
  set(update: Partial<T> | ((state: T) => Partial<T>)): void;
  replace(state: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => state,
    set(update) {
      const partial = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...partial };
      emit();
    },
    replace(next) {
      state = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Subscribes a component to a slice of a store. The selector must return a stable value (a field, not a new object). */
export function useStore<T extends object, S>(store: Store<T>, selector: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}
