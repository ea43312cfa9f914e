import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadCatalogArea } from './i18n';

/** Spec section 9: loading a screen may take at most 120000 ms, then an error is raised. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadTimeoutError extends Error {
  constructor() {
    super(`The screen did not load within ${SCREEN_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ScreenLoadTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms = SCREEN_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type LazyPage<P> = ComponentType<P> & {
  /** Loads the page (chunk and catalog) ahead of its first render, which then needs no placeholder. */
  preload: () => Promise<void>;
};

/**
 * A route-level lazy page: its own chunk, with the 120 s load timeout. `area` names its translation catalog (the
 * page module's file name, see scripts/build/catalog-areas.ts), fetched beside the chunk. Once loaded (`preload`, or
 * a first render), it renders at once: the start of the app preloads the page of the address, so its first render
 * draws the page rather than a placeholder (docs/decisions/053-light-public-pages.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<P extends Record<string, any>>(
  load: () => Promise<{ default: ComponentType<P> }>,
  area?: string,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= withTimeout(Promise.all([load(), area ? loadCatalogArea(area) : undefined])).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(start);
  // Chosen once per mount: switching from the suspending wrapper to the loaded page later would remount it.
  const Page = (props: P) => {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(component, props);
  };
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
