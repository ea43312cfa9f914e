import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { errorMessage, fetchingError } from '@/lib/error-messages';

/** While the first page of a list loads. */
export function ListLoading({ children }: { children?: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
      <Spinner />
      {children ?? <Trans>Wird geladen …</Trans>}
    </p>
  );
}

/** Spec: "Fetching error" — the list (or detail) could not be loaded; a button tries again. */
export function FetchError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { i18n } = useLingui();
  // A 404/403 says more than "Fetching error"; anything else is the spec's fetching error.
  const specific = isApiError(error) && (error.status === 404 || error.status === 403);
  // A server failure names its request, for the user to quote when reporting it.
  const requestId = isApiError(error) && error.status >= 500 ? error.requestId : undefined;
  return (
    <Alert variant="destructive" role="alert" className="my-4">
      <AlertTitle>{i18n._(specific ? errorMessage(error, fetchingError) : fetchingError)}</AlertTitle>
      {(requestId || onRetry) && (
        <AlertDescription>
          {requestId && (
            <p>
              <Trans>Fehler-ID: {requestId}</Trans>
            </p>
          )}
          {onRetry && (
            <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
              <Trans>Erneut versuchen</Trans>
            </Button>
          )}
        </AlertDescription>
      )}
    </Alert>
  );
}

/** No rows: a short message, and what to do about it (e.g. reset the filters). */
export function ListEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className="grid justify-items-start gap-3 rounded-xl border border-dashed p-6 text-muted-foreground">
      <p>{children}</p>
      {action}
    </div>
  );
}
