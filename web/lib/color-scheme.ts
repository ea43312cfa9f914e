import { createStore, useStore } from './store';
import { readStorage, storageKeys, writeStorage } from './storage';

export const colorSchemes = ['light', 'dark', 'system'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

const isColorScheme = (value: unknown): value is ColorScheme => colorSchemes.includes(value as ColorScheme);

const store = createStore<{ mode: ColorScheme }>({
  mode: (() => {
    const stored = readStorage(storageKeys.colorScheme);
    return isColorScheme(stored) ? stored : 'system';
  })(),
});

const darkQuery = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

/** Applies the mode as a `dark` class on <html>. */
export function applyColorScheme(mode: ColorScheme = store.get().mode): void {
  const dark = mode === 'dark' || (mode === 'system' && !!darkQuery()?.matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function setColorScheme(mode: ColorScheme): void {
  writeStorage(storageKeys.colorScheme, mode);
  store.set({ mode });
  applyColorScheme(mode);
}

export const getColorScheme = (): ColorScheme => store.get().mode;

/** Applies the stored mode and follows the operating system while the mode is `system`. */
export function initColorScheme(): void {
  applyColorScheme();
  darkQuery()?.addEventListener('change', () => {
    if (store.get().mode === 'system') applyColorScheme('system');
  });
}

export const useColorScheme = (): ColorScheme => useStore(store, (state) => state.mode);
