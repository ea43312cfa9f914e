import { lazy, Suspense } from 'react';
import { createStore, useStore } from '@/lib/store';

const ReauthenticateDialogContent = lazy(() => import('./reauthenticate-dialog-content'));

/** The open request for a confirmation: resolved true once the password is confirmed, false on cancel. */
const pending = createStore<{ resolve: ((confirmed: boolean) => void) | null }>({ resolve: null });

/**
 * Asks the signed-in user for their password (POST users/reauthenticate). The API client calls it when a save answers
 * 403 `reauthentication_required` and sends the save again after a confirmation, so nothing typed is lost. Requests
 * arriving while the dialog is open share its answer.
 */
export function confirmPassword(): Promise<boolean> {
  return new Promise((resolve) => {
    const waiting = pending.get().resolve;
    pending.set({
      resolve: (confirmed) => {
        waiting?.(confirmed);
        resolve(confirmed);
      },
    });
  });
}

function settle(confirmed: boolean) {
  const { resolve } = pending.get();
  pending.set({ resolve: null });
  resolve?.(confirmed);
}

/** Mounted once at the app's root; opens whenever `confirmPassword()` waits (a fresh, empty form each time). */
export function ReauthenticateDialog() {
  const open = useStore(pending, (state) => state.resolve !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReauthenticateDialogContent onClose={settle} />
    </Suspense>
  );
}
