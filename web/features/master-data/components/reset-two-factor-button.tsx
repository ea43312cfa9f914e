import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';

/** Admin: turns off a team member's two-factor sign-in when they lost their phone and recovery codes. */
export function ResetTwoFactorButton({ userId, name }: { userId: number; name: string }) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);

  const reset = async () => {
    try {
      await api.post(`users/${userId}/two-factor/reset`);
      toast.success(t`Zwei-Faktor-Anmeldung von ${name} ausgeschaltet`);
    } catch (error) {
      return i18n._(errorMessage(error));
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <Trans>Zwei-Faktor-Anmeldung zurücksetzen</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Zwei-Faktor-Anmeldung von ${name} zurücksetzen?`}
        description={t`Die Person wird überall abgemeldet, erhält eine E-Mail dazu und meldet sich danach nur mit dem Passwort an; wo die Organisation es verlangt, richtet sie die Zwei-Faktor-Anmeldung neu ein. Nur tun, wenn Sie sicher sind, dass die Person selbst darum bittet.`}
        confirmLabel={t`Zurücksetzen`}
        confirmVariant="destructive"
        onConfirm={reset}
      />
    </>
  );
}
