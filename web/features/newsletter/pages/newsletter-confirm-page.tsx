import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Subscription } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { confirmSubscription } from '../api/subscription';
import { InvalidLinkNotice, isInvalidLink, LinkNotice } from '../components/link-notice';

type Outcome = { subscription: Subscription } | { error: unknown } | null;

/**
 * `/newsletter/confirm/:token` (no sign-in): the link of the confirmation mail. Opening it confirms the address (the
 * request is sent by the page, so a mail scanner that only fetches the link confirms nothing); again, it says so.
 */
export default function NewsletterConfirmPage({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const title = t`Newsletter bestätigen`;
  useDocumentTitle(title);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    confirmSubscription(token).then(
      (subscription) => current && setOutcome({ subscription }),
      (error: unknown) => current && setOutcome({ error }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {outcome === null ? (
        <p role="status" className="flex items-center gap-3 text-muted-foreground">
          <Spinner />
          <Trans>Ihre Anmeldung wird bestätigt …</Trans>
        </p>
      ) : 'subscription' in outcome ? (
        outcome.subscription.state === 'confirmed' ? (
          <LinkNotice variant="success" title={<Trans>Vielen Dank: Ihre Anmeldung ist bestätigt</Trans>}>
            <Trans>Sie erhalten unseren Newsletter viermal im Jahr. Jeder Newsletter enthält einen Link zum Abmelden.</Trans>
          </LinkNotice>
        ) : (
          <LinkNotice title={<Trans>Diese Adresse ist vom Newsletter abgemeldet</Trans>}>
            <Trans>Möchten Sie ihn wieder erhalten, kreuzen Sie bei Ihrer nächsten Anfrage das Feld «Newsletter» an.</Trans>
          </LinkNotice>
        )
      ) : isInvalidLink(outcome.error) ? (
        <InvalidLinkNotice />
      ) : (
        <LinkNotice variant="destructive" title={i18n._(errorMessage(outcome.error))}>
          <Button
            variant="outline"
            className="mt-2"
            onClick={() => {
              setOutcome(null);
              setAttempt((n) => n + 1);
            }}
          >
            <Trans>Erneut versuchen</Trans>
          </Button>
        </LinkNotice>
      )}
    </div>
  );
}
