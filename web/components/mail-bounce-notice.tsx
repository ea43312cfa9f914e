import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import useSWR from 'swr';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import type { MailSuppression } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatTimestamp } from '@/lib/format';
import { toast } from '@/lib/toast';

const suppressionsKey = (email: string) => `mail-suppressions?email=${encodeURIComponent(email)}`;

/** Postmark's bounce types staff meet most; any other is shown as Postmark names it. */
const blockedByProvider = msg`die Adresse wurde beim Mailversand gesperrt`;
const reasons: Record<string, MessageDescriptor> = {
  HardBounce: msg`die Adresse existiert nicht oder nimmt keine Mails an`,
  BadEmailAddress: msg`die Adresse ist ungültig`,
  SpamComplaint: msg`eine Mail wurde als Spam gemeldet`,
  ManuallyDeactivated: blockedByProvider,
  /** Postmark refused to send (406): it deactivated the address earlier (worker/mail/transport.ts). */
  InactiveRecipient: blockedByProvider,
};

interface MailBounceNoticeProps {
  /** The person's address; nothing is shown (or asked) without one. */
  email: string | null | undefined;
  /** Admins may lift the suppression once the address is fixed. */
  canLift: boolean;
}

/**
 * A warning on a person when mail to their address bounced: no mail is sent to it any more (GET mail-suppressions).
 * Shows nothing when the address is fine or the check fails: it is a hint, not part of the screen's data.
 */
export function MailBounceNotice({ email, canLift }: MailBounceNoticeProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const key = email ? suppressionsKey(email) : null;
  const { data, mutate } = useSWR(key, (path: string) => api.get<MailSuppression[]>(path));
  const suppression = data?.[0];
  if (!suppression) return null;

  const reason = reasons[suppression.reason] ? i18n._(reasons[suppression.reason]!) : suppression.reason;
  const since = formatTimestamp(suppression.bounced_at, i18n.locale);
  const address = suppression.email;

  const lift = async () => {
    try {
      await api.delete(`mail-suppressions/${suppression.id}`);
      await mutate([], { revalidate: false });
      toast.success(t`Die Sperre für ${address} ist aufgehoben.`);
    } catch (error) {
      return i18n._(errorMessage(error));
    }
  };

  return (
    <Alert variant="destructive" data-testid="mail-bounce-notice" className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <AlertTitle>
          <Trans>E-Mails an diese Adresse kommen nicht an</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>
            {address}: {reason}, seit {since}. Es werden keine E-Mails mehr an diese Adresse gesendet.
          </Trans>
        </AlertDescription>
      </div>
      {canLift && (
        <>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trans>Sperre aufheben</Trans>
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t`Sperre aufheben?`}
            description={t`Heben Sie die Sperre nur auf, wenn die Adresse ${address} korrigiert oder bestätigt wurde: sonst kommt die nächste E-Mail wieder zurück.`}
            confirmLabel={t`Sperre aufheben`}
            onConfirm={lift}
          />
        </>
      )}
    </Alert>
  );
}
