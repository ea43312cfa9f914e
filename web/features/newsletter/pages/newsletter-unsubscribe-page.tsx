import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { unsubscribe } from '../api/subscription';
import { InvalidLinkNotice, isInvalidLink, LinkNotice } from '../components/link-notice';

/**
 * `/newsletter/unsubscribe/:token` (no sign-in): the link in every newsletter. One button unsubscribes (a link
 * scanner opening the page changes nothing); pressing it again, or on an address already gone, says the same.
 */
export default function NewsletterUnsubscribePage({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const title = t`Vom Newsletter abmelden`;
  useDocumentTitle(title);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await unsubscribe(token);
      setDone(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {done ? (
        <LinkNotice variant="success" title={<Trans>Sie sind abgemeldet</Trans>}>
          <Trans>Sie erhalten keinen Newsletter mehr an diese Adresse.</Trans>
        </LinkNotice>
      ) : isInvalidLink(error) ? (
        <InvalidLinkNotice />
      ) : (
        <>
          <p>
            <Trans>Möchten Sie unseren Newsletter nicht mehr erhalten? Ein Klick genügt, eine Anmeldung ist nicht nötig.</Trans>
          </p>
          {error !== null && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{i18n._(errorMessage(error))}</AlertDescription>
            </Alert>
          )}
          <Button className="w-fit" onClick={() => void submit()} disabled={busy} aria-busy={busy || undefined}>
            {busy && <Spinner size="md" />}
            <Trans>Newsletter abbestellen</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
