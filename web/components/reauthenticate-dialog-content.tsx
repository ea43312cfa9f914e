import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, toApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';

/** The password dialog itself (its own chunk: Radix Dialog stays out of the start bundle until it is needed). */
export default function ReauthenticateDialogContent({ onClose }: { onClose: (confirmed: boolean) => void }) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const errorId = useId();

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
      onClose(true);
    } catch (thrown) {
      setError(i18n._(errorMessage(toApiError(thrown))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !busy) onClose(false);
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
          <FormDialogFooter submitting={busy} onCancel={() => onClose(false)} submitLabel={<Trans>Bestätigen</Trans>} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
