import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { setUser, useUser } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { requestValidation } from '../api/request-validation';

const fillAllRequired = msg`Bitte füllen Sie alle Pflichtfelder aus`;

/**
 * Back-office banner by profile state: incomplete -> error banner with "Request validation";
 * processing -> info banner (the profile is being checked).
 */
export function ProfileStateBanner() {
  const { t, i18n } = useLingui();
  const user = useUser();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (user?.state === 'processing') {
    return (
      <Alert variant="info" role="status" className="mb-6">
        <AlertTitle>
          <Trans>Ihr Profil wird geprüft</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>Sobald Ihr Profil freigegeben ist, erhalten Sie eine E-Mail.</Trans>
        </AlertDescription>
      </Alert>
    );
  }
  if (user?.state !== 'incomplete') return null;

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const updated = await requestValidation();
      setUser(updated);
      toast.success(t`Validierung angefordert`);
    } catch (thrown) {
      const text = i18n._(isApiError(thrown) && thrown.status === 422 ? fillAllRequired : errorMessage(thrown));
      setError(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert variant="destructive" className="mb-6">
      <AlertTitle>
        <Trans>Ihr Profil ist unvollständig</Trans>
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <p className="text-foreground">
          <Trans>Bitte vervollständigen Sie Ihr Profil und fordern Sie anschliessend die Validierung an.</Trans>
        </p>
        {error && (
          <p role="alert" className="font-medium">
            {error}
          </p>
        )}
        <div>
          <Button variant="destructive" size="sm" disabled={busy} onClick={() => void submit()}>
            <Trans>Validierung anfordern</Trans>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
