import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { EvaluationKind, PublicEvaluation } from '@/lib/contract';
import { publicErrorCodeMessages, publicErrorMessage, fetchingError } from '@/lib/public-error-messages';
import { formatIsoDate } from '@/lib/format';

/** A screen that replaces the form: focused when it appears, so a screen reader reads it at once. */
function Notice({ title, children, variant = 'info' }: { title: ReactNode; children?: ReactNode; variant?: 'info' | 'success' }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="outline-none" data-testid="evaluation-notice">
      <Alert variant={variant}>
        <AlertTitle className="text-lg">{title}</AlertTitle>
        {children && <AlertDescription>{children}</AlertDescription>}
      </Alert>
    </div>
  );
}

/** After a successful submission: pupils informally, the teacher formally. */
export function ThanksNotice({ kind }: { kind: EvaluationKind }) {
  return kind === 'by_audience' ? (
    <Notice variant="success" title={<Trans>Danke für deine Rückmeldung!</Trans>}>
      <Trans>Deine Antworten sind angekommen. Du kannst diese Seite jetzt schliessen.</Trans>
    </Notice>
  ) : (
    <Notice variant="success" title={<Trans>Vielen Dank für Ihre Rückmeldung!</Trans>}>
      <Trans>Ihre Antworten sind angekommen. Sie helfen uns, unsere Workshops weiterzuentwickeln.</Trans>
    </Notice>
  );
}

/** This device has answered (remembered, or the server said so): 'Evaluation already submitted'. */
export function AlreadySubmittedNotice() {
  const { i18n } = useLingui();
  return <Notice title={i18n._(publicErrorCodeMessages.already_submitted)} />;
}

export function ResponseLimitNotice() {
  const { i18n } = useLingui();
  return <Notice title={i18n._(publicErrorCodeMessages.response_limit_reached)} />;
}

/** The link is expired or its evaluation closed: no form. */
export function ClosedNotice() {
  return (
    <Notice title={<Trans>Diese Evaluation ist abgeschlossen</Trans>}>
      <Trans>Über diesen Link werden keine Antworten mehr entgegengenommen. Vielen Dank für das Interesse.</Trans>
    </Notice>
  );
}

/** A malformed or unknown link. */
export function InvalidLinkNotice() {
  const { i18n } = useLingui();
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>{i18n._(publicErrorCodeMessages.token_invalid)}</AlertTitle>
      <AlertDescription>
        <Trans>Bitte prüfen Sie, ob der Link vollständig ist.</Trans>
      </AlertDescription>
    </Alert>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription className="grid gap-3">
        <p>{i18n._(publicErrorMessage(error, fetchingError))}</p>
        <Button type="button" variant="outline" size="lg" className="w-fit" onClick={onRetry}>
          <Trans>Erneut versuchen</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function Loading() {
  return (
    <p role="status" className="flex min-h-[50svh] items-start gap-3 text-muted-foreground">
      <Spinner />
      <Trans>Evaluation wird geladen …</Trans>
    </p>
  );
}

/** The words above the questions: the workshop and date; "du" for the class, "Sie" for the teacher. */
export function PublicEvaluationIntro({ evaluation }: { evaluation: PublicEvaluation }) {
  const { i18n } = useLingui();
  const title = evaluation.workshop.title;
  const date = formatIsoDate(evaluation.workshop.date, i18n.locale);
  return (
    <div className="grid gap-2 text-base">
      {evaluation.kind === 'by_audience' ? (
        <>
          <p className="text-lg font-medium">
            <Trans>
              Wie war der Workshop «{title}» vom {date}?
            </Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>Deine Antworten sind anonym und helfen uns, den Workshop zu verbessern. Das dauert etwa zwei Minuten.</Trans>
          </p>
        </>
      ) : (
        <>
          <p className="text-lg font-medium">
            <Trans>
              Vor rund drei Monaten hat Ihre Klasse den Workshop «{title}» besucht ({date}).
            </Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>Ihre Rückmeldung zeigt uns, was der Workshop bewirkt hat. Das Ausfüllen dauert etwa drei Minuten.</Trans>
          </p>
        </>
      )}
      <p className="text-sm text-muted-foreground">
        <Trans>Pflichtfragen sind mit * markiert.</Trans>
      </p>
    </div>
  );
}
