import { createStore, useStore } from './store';

export type ToastSeverity = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  severity: ToastSeverity;
  message: string;
}

/** Snackbars: shown top right, closable, auto-hiding after 4000 ms (spec section 2 and 9). */
export const TOAST_DURATION_MS = 4000;

const store = createStore<{ toasts: ToastItem[] }>({ toasts: [] });
let nextId = 1;

export function notify(severity: ToastSeverity, message: string): number {
  const id = nextId++;
  store.set((state) => ({ toasts: [...state.toasts, { id, severity, message }].slice(-5) }));
  return id;
}

export const toast = {
  success: (message: string) => notify('success', message),
  error: (message: string) => notify('error', message),
  info: (message: string) => notify('info', message),
};

export function dismissToast(id: number): void {
  store.set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) }));
}

export const useToasts = (): ToastItem[] => useStore(store, (state) => state.toasts);
