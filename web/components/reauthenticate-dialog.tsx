import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { api, toApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';
import { createStore, useStore } from '@/lib/store';

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

/** Mounted once at the app's root; opens whenever `confirmPassword()` waits. */
export function ReauthenticateDialog() {
  const { t, i18n } = useLingui();
  const open = useStore(pending, (state) => state.resolve !== null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  const close = (confirmed: boolean) => {
    setPassword('');
    setError(null);
    settle(confirmed);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t`Bitte geben Sie Ihr Passwort ein`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.post('users/reauthenticate', { password });
      close(true);
    } catch (thrown) {
      setError(i18n._(errorMessage(toApiError(thrown))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) close(false);
      }}
    >
      <DialogContent closeLabel={t`Schliessen`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Passwort bestätigen</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Zum Schutz Ihres Kontos bestätigen Sie bitte Ihr Passwort, bevor eine IBAN oder eine E-Mail-Adresse geändert wird.
              Ihre Eingaben bleiben erhalten und werden danach gespeichert.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>
              <Trans>Passwort</Trans>
            </Label>
            <Input
              id={fieldId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              autoFocus
            />
          </div>
          {error && (
            <Alert variant="destructive" role="alert" id={errorId}>
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy && <Spinner className="size-4" />}
              <Trans>Bestätigen</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
