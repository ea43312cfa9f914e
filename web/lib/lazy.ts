import { lazy, type ComponentType } from 'react';
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

/**
 * A route-level lazy page: its own chunk, with the 120 s load timeout. `area` names its translation catalog (the
 * page module's file name, see scripts/build/catalog-areas.ts), fetched beside the chunk.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<P extends Record<string, any>>(load: () => Promise<{ default: ComponentType<P> }>, area?: string) {
  return lazy(() => withTimeout(Promise.all([load(), area ? loadCatalogArea(area) : undefined]).then(([module]) => module)));
}
