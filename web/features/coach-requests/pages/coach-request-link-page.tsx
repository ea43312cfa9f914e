import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { setRedirectPath } from '@/features/auth';
import { isApiError } from '@/lib/api';
import type { OwnCoachRequest } from '@/lib/contract';
import { errorCodeMessages, errorMessage, fetchingError } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { answerRequestByLink } from '../api/answer-request-by-link';
import { useRequestByLink } from '../api/get-request-by-link';
import { RequestCard } from '../components/request-card';
import { canAnswer, requestStateLabels, shownRequestState, type Answer } from '../labels';

/**
 * Expired or tampered (400 token_invalid), malformed, e.g. cut short by a mail client (422 on the token itself), or
 * the request is gone (404).
 */
const isInvalidLink = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'token_invalid' ||
    error.code === 'not_found' ||
    error.status === 404 ||
    (error.code === 'validation_failed' && error.fields.some((field) => field.path === 'token')));

/**
 * `/coach-request/:token` (no sign-in): the link from the coach request mail. Shows the request and answers it
 * ("Verfügbar" / "Nicht verfügbar" with an optional comment), then thanks the coach; an expired link says so.
 */
export default function CoachRequestLinkPage({ token }: { token: string }) {
  const { t } = useLingui();
  const title = t`Coach-Anfrage`;
  useDocumentTitle(title);
  const link = useRequestByLink(token);
  const [confirmed, setConfirmed] = useState<OwnCoachRequest | null>(null);
  const [expired, setExpired] = useState(false);

  const answer = async (answer: Answer, comment: string | undefined) => {
    try {
      const saved = await answerRequestByLink(token, comment ? { answer, comment } : { answer });
      void link.mutate(saved, { revalidate: false });
      setConfirmed(saved);
    } catch (error) {
      if (isInvalidLink(error)) {
        setExpired(true);
        return;
      }
      // Placed or withdrawn meanwhile: show the request as it is now.
      if (isApiError(error) && error.status === 409) void link.mutate();
      throw error;
    }
  };

  const request = link.data;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {expired || isInvalidLink(link.error) ? (
        <InvalidLink />
      ) : confirmed ? (
        <Confirmation request={confirmed} onChange={() => setConfirmed(null)} />
      ) : request ? (
        <>
          {canAnswer(request) && request.state === 'new-request' && (
            <p className="text-muted-foreground">
              <Trans>Bitte teilen Sie uns mit, ob Sie diesen Workshop übernehmen können.</Trans>
            </p>
          )}
          <RequestCard request={request} onAnswer={answer} headingLevel={2} />
          <MoreAfterLogin />
        </>
      ) : link.error ? (
        <LoadError error={link.error} />
      ) : (
        <p role="status" className="flex items-center gap-3 text-muted-foreground">
          <Spinner />
          <Trans>Anfrage wird geladen …</Trans>
        </p>
      )}
    </div>
  );
}

/** Signing in leads to all requests (the login page returns to the list afterwards). */
function LoginLink({ variant = 'outline' }: { variant?: 'outline' | 'link' }) {
  return (
    <Link
      href={paths.login.href()}
      onClick={() => setRedirectPath(paths.manager.coachRequests.href())}
      className={buttonVariants({ variant, className: 'w-fit' })}
    >
      <Trans>Zur Anmeldung</Trans>
    </Link>
  );
}

function MoreAfterLogin() {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      <Trans>Alle Ihre Anfragen und Einsätze sehen Sie nach der Anmeldung.</Trans>
      <LoginLink variant="link" />
    </p>
  );
}

function Confirmation({ request, onChange }: { request: OwnCoachRequest; onChange: () => void }) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = i18n._(requestStateLabels[shownRequestState(request)]);
  const workshopTitle = request.workshop.title;
  const series = request.workshop.series_dates.length > 0;

  // The confirmation replaces the card on the same route: move the focus (and so the view) to its heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Alert variant="success" className="grid gap-3 p-4 sm:p-6" data-testid="answer-confirmation">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Danke, Ihre Antwort ist gespeichert</Trans>
      </h2>
      <AlertDescription className="grid gap-3">
        <p>
          <Trans>
            Ihre Antwort für «{workshopTitle}»: <strong>{answer}</strong>
          </Trans>
        </p>
        {series && (
          <p>
            <Trans>Sie gilt für alle Termine der Serie.</Trans>
          </p>
        )}
        <p>
          <Trans>Alle Ihre Anfragen und Einsätze sehen Sie nach der Anmeldung.</Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <LoginLink />
          {canAnswer(request) && (
            <Button variant="ghost" onClick={onChange}>
              <Trans>Antwort ändern</Trans>
            </Button>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}

function InvalidLink() {
  const { i18n } = useLingui();
  return (
    <Alert variant="destructive" role="alert" data-testid="invalid-link">
      <AlertTitle>{i18n._(errorCodeMessages.token_invalid)}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          <Trans>
            Der Link aus der E-Mail ist nicht mehr gültig. Melden Sie sich an, um Ihre Anfragen zu sehen und zu beantworten.
          </Trans>
        </p>
        <LoginLink />
      </AlertDescription>
    </Alert>
  );
}

function LoadError({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription className="grid gap-3">
        <p>{i18n._(errorMessage(error, fetchingError))}</p>
        <LoginLink />
      </AlertDescription>
    </Alert>
  );
}
