import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { mutate } from 'swr';
import { Link, useLocation } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { setUser, useUser } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { ownProfileKey } from '../api/own-profile';
import { requestValidation } from '../api/request-validation';
import { MissingFieldsList } from './missing-fields';

const fillAllRequired = msg`Bitte füllen Sie alle Pflichtfelder aus`;

/**
 * Back-office banner by profile state: incomplete -> error banner with a link to "My profile" (elsewhere) and
 * "Request validation";
 * processing -> info banner (the profile is being checked).
 */
export function ProfileStateBanner() {
  const { t, i18n } = useLingui();
  const user = useUser();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [location] = useLocation();
  const onProfile = location === paths.manager.profile.href();

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
    setMissing([]);
    try {
      const updated = await requestValidation();
      setUser(updated);
      void mutate(ownProfileKey);
      toast.success(t`Validierung angefordert`);
    } catch (thrown) {
      const incomplete = isApiError(thrown) && thrown.status === 422;
      const text = i18n._(incomplete ? fillAllRequired : errorMessage(thrown));
      setError(text);
      if (incomplete) setMissing(thrown.fields.map((field) => field.path));
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
          <div role="alert" className="font-medium">
            <p>{error}</p>
            {missing.length > 0 && <MissingFieldsList fields={missing} />}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {!onProfile && (
            <Link href={paths.manager.profile.href()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Trans>Zu Mein Profil</Trans>
            </Link>
          )}
          <Button variant="destructive" size="sm" disabled={busy} onClick={() => void submit()}>
            <Trans>Validierung anfordern</Trans>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
