import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ScreenLoadTimeoutError } from '@/lib/lazy';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec: "Application Error" page for unhandled errors (and screens that took over 120000 ms to load). */
export function ApplicationErrorPage({ error }: { error: Error }) {
  const { t } = useLingui();
  const title = t`Anwendungsfehler`;
  useDocumentTitle(title);
  const timedOut = error instanceof ScreenLoadTimeoutError;
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-start gap-4 px-4 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">
        {timedOut ? (
          <Trans>Das Laden der Seite hat zu lange gedauert. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.</Trans>
        ) : (
          <Trans>Leider ist ein unerwarteter Fehler aufgetreten. Bitte laden Sie die Seite neu.</Trans>
        )}
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Seite neu laden</Trans>
      </Button>
    </div>
  );
}
