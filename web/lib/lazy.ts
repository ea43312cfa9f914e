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

let wholeStylesheet: Promise<void> | undefined;

/**
 * The documents of `/`, `/login` and an evaluation link have the styles of their own page inline and the whole
 * stylesheet's <link> disabled (scripts/build/prerender.mjs): another page enables it, and draws once it has loaded.
 */
function loadWholeStylesheet(): Promise<void> {
  wholeStylesheet ??= new Promise((resolve) => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][disabled]');
    if (!link) return resolve();
    // A failed load leaves the page as it is: drawn with its own styles rather than not at all.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.removeAttribute('disabled');
  });
  return wholeStylesheet;
}

export type LazyPage<P> = ComponentType<P> & {
  /** Loads the page (chunk and catalog) ahead of its first render, which then needs no placeholder. */
  preload: () => Promise<void>;
};

/**
 * A route-level lazy page: its own chunk, with the 120 s load timeout. `area` names its translation catalog (the
 * page module's file name, see scripts/build/catalog-areas.ts), fetched beside the chunk. Once loaded (`preload`, or
 * a first render), it renders at once: the start of the app preloads the page of the address, so its first render
 * draws the page rather than a placeholder (docs/decisions/053-light-public-pages.md). Any page loaded after that
 * first one waits for the whole stylesheet too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<P extends Record<string, any>>(
  load: () => Promise<{ default: ComponentType<P> }>,
  area?: string,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = (stylesheet?: Promise<void>) => {
    loading ??= withTimeout(Promise.all([load(), area ? loadCatalogArea(area) : undefined, stylesheet])).then(
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
  const Suspending = lazy(() => start(loadWholeStylesheet()));
  // Chosen once per mount: switching from the suspending wrapper to the loaded page later would remount it.
  const Page = (props: P) => {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(component, props);
  };
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
